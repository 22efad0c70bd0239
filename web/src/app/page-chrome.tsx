// What every page change does, whatever the page (issue 19): the page starts at the top, the
// previous page's toast goes, the tab gets the page's title (pages that know more, results and job
// detail, then name their query or job), results pages get a skip link to the results, and the
// dashboard one to its recommendations.
import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import {
  isResultsPage,
  pageKindOf,
  type PageKindName,
} from '../../../openapi/vocabulary/page-kind';
import { dismissToast } from '../components/toast';
import { RECOMMENDED_ID } from '../features/dashboard/skip-target';
import { RESULTS_ID } from '../features/results/components/scroll-to-results';
import { pageTitle } from '../lib/document-title';

const TITLES: Partial<Record<PageKindName, string>> = {
  HOME: 'Find jobs near you',
  SRP: 'Job search results',
  walkinSRP: 'Walk-in jobs',
  companySRP: 'Company jobs',
  listing: 'Browse jobs',
  seoJobType: 'Jobs by type',
  JD: 'Job details',
  APPLY_SUCC: 'Application sent',
  advancedSearch: 'Advanced job search',
  login: 'Sign in',
  signOut: 'Signing out',
  socialCallback: 'Signing in',
  registration: 'Register',
  registrationStep: 'Register',
  notifications: 'Notifications',
  dashboard: 'My dashboard',
  jobAlert: 'Create a free job alert',
  manageJobAlert: 'Manage job alerts',
  myJobs: 'My jobs',
  profile: 'My profile',
  subscriptions: 'My subscriptions',
  settings: 'Settings',
  profilePerformance: 'Profile performance',
  careerServices: 'Career services',
  cart: 'Cart',
  careerAdvice: 'Career advice',
  Any: 'Page not found',
};

export function PageChrome() {
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  const page = pageKindOf(pathname);
  const kind = page.kind;
  // Layout effects run before the page's own effects, so a page's specific title wins.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    dismissToast();
  }, [pathname]);
  // Another search or page of results is another page too; an address tidied in place (a
  // replace, as after a signed-in guest's save) keeps the toast its action just raised.
  useLayoutEffect(() => {
    if (navigation !== NavigationType.Replace) dismissToast();
  }, [search, navigation]);
  useLayoutEffect(() => {
    document.title = pageTitle(TITLES[kind]);
  }, [kind, pathname]);
  if (isResultsPage(page))
    return (
      <a className="skip-link" href={`#${RESULTS_ID}`}>
        Skip to results
      </a>
    );
  // The dashboard's recommendations come after some 30 links and buttons (UX walk h4).
  if (kind === 'dashboard')
    return (
      <a className="skip-link" href={`#${RECOMMENDED_ID}`}>
        Skip to recommended jobs
      </a>
    );
  return null;
}
