// HOME: the search bar, a seeker's recommended jobs and profile nudge, employers of choice, brand banners and the download-app section, with the
// app banner. Everything below the hero loads as its own chunk, so the first paint waits only for
// the search bar; each section keeps its room while it loads, so nothing below it jumps. The
// carousel sits on a phone's first screen: it asks for its code once the page has painted. Company
// search shows at once as a stand-in and loads its combobox when the visitor reaches for it. The
// brand banners (with DOMPurify) and the download-app section are further down and ask when they
// come near (issue 12: the JavaScript before the page is interactive).
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { DOWNLOAD_APP_HEADLINE } from '../../../../openapi/vocabulary/messages';
import { useSession } from '../../api/get-current-user';
import { Deferred } from '../../components/deferred';
import { showHomeNotice } from '../../components/home-notice';
import { EMPLOYERS_TITLE } from '../../features/employers/title';
import { CompanySearchOnDemand } from '../../features/search/components/company-search-on-demand';
import { SearchBar } from '../../features/search/components/search-bar';
import { resultsUrl } from '../../features/search/search-url';
import { VoiceSearchButton } from '../../features/voice/components/voice-search-button';
import { siteInSentence } from '../../lib/site';
import './home.css';

const SeekerHome = lazy(() => import('../../features/seeker-home/components/seeker-home'));
const EmployersOfChoice = lazy(() =>
  import('../../features/employers/components/employers-carousel').then((m) => ({
    default: m.EmployersOfChoice,
  })),
);
const BrandBanners = lazy(() =>
  import('../../features/banners/components/brand-banners').then((m) => ({
    default: m.BrandBanners,
  })),
);
const DownloadApp = lazy(() =>
  import('../../features/app-download/components/download-app').then((m) => ({
    default: m.DownloadApp,
  })),
);

/** A seeker's recommended jobs and profile nudge; a guest's page loads none of their code. */
function ForTheSeeker() {
  const session = useSession();
  if (session.status === 'guest') return null;
  return (
    <Suspense
      fallback={
        <div className="container home-reserved-seeker" aria-busy="true" aria-label="For you" />
      }
    >
      <SeekerHome />
    </Suspense>
  );
}

export default function HomePage() {
  const navigate = useNavigate();
  // Before the first paint, so the bar never pushes the page down after it is drawn.
  useLayoutEffect(() => showHomeNotice(), []);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">Find your next job in {siteInSentence}</h1>
          <p className="hero-lead">
            Search thousands of openings by skill, designation, company and city.
          </p>
          <SearchBar
            variant="hero"
            voiceButton={
              <VoiceSearchButton
                onSearch={(t) =>
                  void navigate(
                    resultsUrl({
                      keyword: t.keyword,
                      location: t.location,
                      experience: t.experience,
                      entities: [],
                    }),
                  )
                }
              />
            }
          />
        </div>
      </section>
      <ForTheSeeker />
      <CompanySearchOnDemand />
      <Deferred
        until="painted"
        label={EMPLOYERS_TITLE}
        placeholderClassName="home-reserved-employers"
      >
        <EmployersOfChoice />
      </Deferred>
      <Deferred until="near" label="Brand banners" placeholderClassName="home-reserved-banners">
        <BrandBanners />
      </Deferred>
      <Deferred
        until="near"
        label={DOWNLOAD_APP_HEADLINE}
        placeholderClassName="home-reserved-download"
      >
        <DownloadApp />
      </Deferred>
    </div>
  );
}
