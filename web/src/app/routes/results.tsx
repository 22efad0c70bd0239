// The results pages (SRP, walk-in, company search, listing pages and SEO job-type slugs): the
// search bar above, and the results with their filters.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchBar } from '../../features/search/components/search-bar';
import { resultsUrl, termsFrom } from '../../features/search/search-url';
import { VoiceSearchButton } from '../../features/voice/components/voice-search-button';
import { ListingDirectory } from '../../features/results/components/listing-directory';
import { ResultsView } from '../../features/results/components/results-view';
import { isListingDirectory, resultsRequest } from '../../features/results/search-request';
import type { ResultsPageKind } from '../../../../openapi/vocabulary/page-kind';
import type { AdPlacement } from '../../components/ad-slot';

/** Spec section 9: some sites switch ads off on their skill, location and company-search pages. */
function adPlacementOf(page: ResultsPageKind): AdPlacement {
  if (page.kind === 'companySRP') return 'company-search';
  if (page.kind === 'listing' && (page.filter === 'skill' || page.filter === 'location'))
    return page.filter;
  if (page.kind === 'listing' && page.filter === 'company' && page.variant === '-cmpsrp')
    return 'company-search';
  return 'results';
}

export default function ResultsPage({ page }: { page: ResultsPageKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = useMemo(() => resultsRequest(page, params), [page, params]);
  const terms = useMemo(() => termsFrom(params), [params]);
  const directory = isListingDirectory(page);
  return (
    <>
      <div className="results-search">
        <div className="container">
          <SearchBar
            key={params.toString()}
            variant="compact"
            initial={terms}
            voiceButton={
              <VoiceSearchButton
                onSearch={(spoken) => void navigate(resultsUrl({ ...spoken, entities: [] }))}
              />
            }
          />
        </div>
      </div>
      <div className="container page">
        {directory && page.kind === 'listing' ? (
          <ListingDirectory filter={page.filter} />
        ) : (
          <ResultsView
            request={request}
            showCompanies={page.kind === 'companySRP'}
            adPlacement={adPlacementOf(page)}
          />
        )}
      </div>
    </>
  );
}
