// Header: navigation groups, job-type tabs, country switch and sign-in, each shown unless the
// site properties hide it (spec sections 1, 2).
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTE, seekerLoginUrl } from '../../../../openapi/vocabulary/routes';
import { isSignedIn, readCookie } from '../../lib/cookies';
import { shows, site } from '../../lib/site';
import { CartLink } from './cart-link';
import { CountrySwitch } from './country-switch';
import { AdSlot } from '../ad-slot';
import { FRESHER_EXPERIENCE_ID } from '../../../../openapi/vocabulary/limits';
import { COOKIE } from '../../../../openapi/vocabulary/cookies';

interface NavGroup {
  label: string;
  links: Array<{ label: string; to: string; external?: boolean }>;
}

const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Find Jobs',
    links: [
      { label: 'Jobs by location', to: '/jobs-by-location' },
      { label: 'Jobs by skills', to: '/jobs-by-skill' },
      { label: 'Jobs by designations', to: '/jobs-by-function' },
      { label: 'Jobs by industry', to: '/jobs-by-industry' },
      { label: 'Advanced search', to: ROUTE.advancedSearch },
    ],
  },
  {
    label: 'Resume Services',
    links: [
      { label: 'Resume writing', to: ROUTE.resumeService },
      { label: 'Career services', to: ROUTE.careerServices },
    ],
  },
  {
    label: 'Career Advice',
    links: site.careerAdvice.map((item) => ({ label: item.title, to: item.url, external: true })),
  },
  { label: 'Upskill', links: [{ label: 'Career booster', to: ROUTE.careerBooster }] },
];

export const JOB_TYPE_TABS = [
  { label: 'All Jobs', to: '/job-search' },
  { label: 'Govt Jobs', to: `${ROUTE.searchResults}?jobTypes=govt` },
  { label: 'Contract Jobs', to: '/contract-jobs' },
  { label: 'Walk-in Jobs', to: ROUTE.walkinResults },
  { label: 'Fresher Jobs', to: `${ROUTE.searchResults}?experience=${FRESHER_EXPERIENCE_ID}` },
];

function NavMenu({ group }: { group: NavGroup }) {
  return (
    <details className="nav-group">
      <summary>{group.label}</summary>
      <ul>
        {group.links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link to={link.to}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!shows(site.flags.header)) return null;
  const returnPath = `${location.pathname}${location.search}`;
  const signedIn = isSignedIn();
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to="/" className="brand" aria-label={`Job portal ${site.name}, home`}>
          <span className="brand-mark" aria-hidden="true">
            J
          </span>
          <span className="brand-name">
            jobportal<span className="brand-site">{site.name}</span>
          </span>
        </Link>
        {shows(site.flags.navigation) ? (
          <>
            <button
              type="button"
              className="menu-button"
              aria-expanded={menuOpen}
              aria-controls="primary-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span>
              <span className="visually-hidden">Menu</span>
            </button>
            <nav
              id="primary-nav"
              aria-label="Main"
              className={menuOpen ? 'primary-nav open' : 'primary-nav'}
            >
              {NAV_GROUPS.map((group) => (
                <NavMenu key={group.label} group={group} />
              ))}
              <a className="nav-link" href={`mailto:${site.contact.infoEmail}?subject=Hiring`}>
                For Employer
              </a>
              <AdSlot placement="menu" size="300x250" />
            </nav>
          </>
        ) : null}
        <div className="header-actions">
          <CartLink />
          <CountrySwitch />
          {shows(site.flags.signIn) ? (
            signedIn ? (
              <span className="signed-in">
                <span className="avatar" aria-hidden="true">
                  {(readCookie(COOKIE.userName) ?? '?').charAt(0)}
                </span>
                <Link to={ROUTE.dashboard}>{readCookie(COOKIE.userName)}</Link>
              </span>
            ) : (
              <a className="button button-outline" href={seekerLoginUrl(returnPath)}>
                Sign in
              </a>
            )
          ) : null}
        </div>
      </div>
      {shows(site.flags.navigation) ? (
        <nav aria-label="Job types" className="job-type-tabs">
          {JOB_TYPE_TABS.map((tab) => (
            <Link
              key={tab.label}
              to={tab.to}
              aria-current={returnPath === tab.to ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
