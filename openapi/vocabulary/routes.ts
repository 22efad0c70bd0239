// The pages of the product spec (section 2) by path, and the URLs made from them. The page-kind
// rules that read a path back are in page-kind.ts.

export const ROUTE = {
  home: '/',
  trex: '/trex',
  /** The app deep link's fallback. */
  appHome: '/home',
  searchResults: '/search/results',
  srpResults: '/srp/results',
  walkinResults: '/search/walkin-jobs',
  appliedSuccess: '/search/applied-success',
  advancedSearch: '/search/job-search',
  companyResults: '/search/jobs-by-company-cmpsrp',
  jobDetails: '/seeker/job-details',
  /** Where sign-in and sign-out land. */
  dashboard: '/seeker/dashboard',
  freeJobAlert: '/seeker/free-job-alert',
  freeJobAlertSsr: '/seeker/free-job-alert-ssr',
  login: '/rio/login',
  seekerLogin: '/rio/login/seeker',
  /** The older login page (the spec does not name it; ours). */
  oldLogin: '/login.html',
  signOut: '/rio/sign-out',
  socialCallback: '/rio/login/oauth/callback',
  seekerRegistration: '/seeker/registration',
  registrationEducation: '/seeker/education',
  registrationEmployment: '/seeker/employment',
  notifications: '/seeker/notifications',
  profile: '/seeker/profile',
  subscriptions: '/my-subscriptions',
  settings: '/seeker/settings',
  profilePerformance: '/seeker/profile-performance',
  manageJobAlert: '/seeker/job-alert-list',
  careerServices: '/career-services',
  careerBooster: '/career-booster',
  resumeService: '/resume-service',
} as const;

/** Pages the redirect-back after sign-in never returns to. */
export const SKIPPED_RETURN_PATHS: readonly string[] = [
  ROUTE.registrationEducation,
  ROUTE.registrationEmployment,
];

/** Section 2: `/rio/login/seeker?return_url={encoded current path and query}`. */
export function seekerLoginUrl(returnPath: string): string {
  return `${ROUTE.seekerLogin}?return_url=${encodeURIComponent(returnPath)}`;
}

/** Section 2: a company's results, `…-cmpsrp?query={company}&exactMatch=true`. */
export function companyResultsPath(company: string): string {
  return `${ROUTE.companyResults}?query=${encodeURIComponent(company)}&exactMatch=true`;
}

/** The change-password screen of the settings page. */
export const CHANGE_PASSWORD_PATH = `${ROUTE.settings}?menu=account&subMenu=change-password`;

/** Section 2: `app=true` or `app=1` hides the app banner. */
export const APP_BANNER_HIDING_APP_PARAMS: readonly string[] = ['true', '1'];
