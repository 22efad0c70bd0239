// The career services pages (spec section 2: /career-services, /career-booster, /resume-service,
// the banners' and the header's targets). The contract has the seeker's services (My
// Subscription) but no catalogue or checkout, so these pages say what each service is and lead a
// seeker to their subscriptions, a guest to sign in, and both to the career team by email.
import { useId } from 'react';
import { useLocation } from 'react-router';
import { ROUTE, seekerLoginUrl } from '../../../../../openapi/vocabulary/routes';
import { isSignedIn } from '../../../lib/cookies';
import { site } from '../../../lib/site';
import '../career-services.css';

interface Service {
  path: string;
  title: string;
  summary: string;
}

const SERVICES: readonly Service[] = [
  {
    path: ROUTE.resumeService,
    title: 'Resume writing',
    summary: 'An expert rewrites your resume for the roles you want, with a cover letter.',
  },
  {
    path: ROUTE.careerBooster,
    title: 'Career booster',
    summary: 'Your profile is highlighted to recruiters and shown first in their searches.',
  },
  {
    path: ROUTE.careerServices,
    title: 'Career services',
    summary: 'Interview coaching, a video profile and the rest of our help, in one place.',
  },
];

export function CareerServicesPage() {
  const titleId = useId();
  const location = useLocation();
  const current = SERVICES.find((s) => s.path === location.pathname) ?? SERVICES[2];
  const signedIn = isSignedIn();
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="container page career-services" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        {current?.title}
      </h1>
      <p className="career-services-lead">{current?.summary}</p>
      <ul className="career-services-list">
        {SERVICES.map((service) => (
          <li key={service.path} className="card career-service">
            <h2>{service.title}</h2>
            <p>{service.summary}</p>
            <a
              className="button button-outline"
              href={`mailto:${site.contact.infoEmail}?subject=${encodeURIComponent(service.title)}`}
            >
              Ask about {service.title.toLowerCase()}
            </a>
          </li>
        ))}
      </ul>
      <p className="career-services-next">
        {signedIn ? (
          <a className="button" href={ROUTE.subscriptions}>
            See my subscriptions
          </a>
        ) : (
          <a className="button" href={seekerLoginUrl(here)}>
            Sign in to see your services
          </a>
        )}
      </p>
    </section>
  );
}
