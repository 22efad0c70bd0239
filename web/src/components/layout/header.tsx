// Header: navigation groups, job-type tabs, country switch and sign-in, each shown unless the
// site properties hide it (spec sections 1, 2). A guest gets the Sign in link; a seeker gets the
// `account` part the app hands in (profile dropdown, bell), which loads only for seekers. Until the
// server has answered, the older user name cookie fills that place.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HEADER_CAREER_EVENT } from '../../../../openapi/vocabulary/calls';
import { listingPath, seoJobTypePath } from '../../../../openapi/vocabulary/page-kind';
import { ROUTE, seekerLoginUrl } from '../../../../openapi/vocabulary/routes';
import { useSession, type Session } from '../../api/get-current-user';
import { publishCareerEvent } from '../../api/publish-career-event';
import { shows, site } from '../../lib/site';
import { AccountHint } from './account-hint';
import { CartLink } from './cart-link';
import { CountrySwitch } from './country-switch';
import { AdSlot } from '../ad-slot';
import { useDisclosure } from '../use-disclosure';
import { FRESHER_EXPERIENCE_ID } from '../../../../openapi/vocabulary/limits';

interface NavGroup {
  label: string;
  links: Array<{ label: string; to: string; external?: boolean }>;
  /** Section 6: the header's career event goes out from the 'Resume Services' menu only. */
  careerEvent?: boolean;
}

const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Find Jobs',
    links: [
      { label: 'Jobs by location', to: listingPath('location') },
      { label: 'Jobs by skills', to: listingPath('skill') },
      { label: 'Jobs by designations', to: listingPath('function') },
      { label: 'Jobs by industry', to: listingPath('industry') },
      { label: 'Advanced search', to: ROUTE.advancedSearch },
    ],
  },
  {
    label: 'Resume Services',
    careerEvent: true,
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
  { label: 'All Jobs', to: listingPath('job-search') },
  { label: 'Govt Jobs', to: `${ROUTE.searchResults}?jobTypes=govt` },
  { label: 'Contract Jobs', to: seoJobTypePath('contract') },
  { label: 'Walk-in Jobs', to: ROUTE.walkinResults },
  { label: 'Fresher Jobs', to: `${ROUTE.searchResults}?experience=${FRESHER_EXPERIENCE_ID}` },
];

function NavMenu({ group, session }: { group: NavGroup; session: Session }) {
  // Only for a seeker whose profile event data is there (section 6).
  const user = group.careerEvent ? session.user : undefined;
  const onClick = user
    ? () =>
        void publishCareerEvent(
          user,
          HEADER_CAREER_EVENT.careerRequestType,
          HEADER_CAREER_EVENT.source,
        )
    : undefined;
  return (
    <details className="nav-group">
      <summary>{group.label}</summary>
      <ul>
        {group.links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer" onClick={onClick}>
                {link.label}
              </a>
            ) : (
              <Link to={link.to} onClick={onClick}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header({ account }: { account?: ReactNode }) {
  const location = useLocation();
  // The phone's menu: open on the page it was opened on only (a followed link closes it).
  const { open: menuOpen, root, button, toggle, onKeyDown, onBlur } = useDisclosure(location.key);
  const session = useSession();
  if (!shows(site.flags.header)) return null;
  const returnPath = `${location.pathname}${location.search}`;
  const seekerAccount = shows(site.flags.signIn) && session.status !== 'guest';
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
          <div className="menu-area" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
            <button
              type="button"
              className="menu-button"
              ref={button}
              aria-expanded={menuOpen}
              aria-controls="primary-nav"
              onClick={toggle}
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
                <NavMenu key={group.label} group={group} session={session} />
              ))}
              <a className="nav-link" href={`mailto:${site.contact.infoEmail}?subject=Hiring`}>
                For Employer
              </a>
              <AdSlot placement="menu" size="300x250" label="Advertisement in the menu" />
            </nav>
          </div>
        ) : null}
        <div className="header-actions">
          <CartLink />
          {/* A seeker's country switch is an entry of the profile dropdown (section 2). */}
          {seekerAccount ? null : <CountrySwitch />}
          {seekerAccount ? (
            (account ?? <AccountHint name={session.user?.displayName ?? session.hintedName} />)
          ) : shows(site.flags.signIn) ? (
            <a className="button button-outline" href={seekerLoginUrl(returnPath)}>
              Sign in
            </a>
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
