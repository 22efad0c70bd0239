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
  /** The seeker's applied and saved jobs and follows in full (ours, issue 27: not in the spec). */
  myJobs: '/seeker/my-jobs',
  careerServices: '/career-services',
  /** The cart on the simulator's career-services host (`{career-services-host}/cart`). */
  careerServicesCart: '/career-services/cart',
  careerBooster: '/career-booster',
  resumeService: '/resume-service',
} as const;

/** Pages the redirect-back after sign-in never returns to. */
export const SKIPPED_RETURN_PATHS: readonly string[] = [
  ROUTE.registrationEducation,
  ROUTE.registrationEmployment,
];

/** The providers of the social sign-ons, as a seeker reads them. */
export const SOCIAL_PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;
export type SocialProviderId = keyof typeof SOCIAL_PROVIDER_NAMES;

/** Registration's parameter naming the social sign-on that opened it for a new account (ours). */
export const REGISTRATION_SOCIAL_PARAM = 'social';

/**
 * Registration for a new account a social sign-on found (the walk's D1): the provider, so the
 * page validates the token with it and prefills the account, and the return URL, kept as the
 * sign-in page's is.
 */
export function socialRegistrationPath(provider: SocialProviderId, returnPath: string): string {
  const params = new URLSearchParams({
    [REGISTRATION_SOCIAL_PARAM]: provider,
    return_url: returnPath,
  });
  return `${ROUTE.seekerRegistration}?${params.toString()}`;
}

/** Section 2: `/rio/login/seeker?return_url={encoded current path and query}`. */
export function seekerLoginUrl(returnPath: string): string {
  return `${ROUTE.seekerLogin}?return_url=${encodeURIComponent(returnPath)}`;
}

/** The lists of My jobs (ours): `?tab=` names one; applied is the default. */
export const MY_JOBS_TABS = ['applied', 'saved', 'following'] as const;
export type MyJobsTab = (typeof MY_JOBS_TABS)[number];

export function myJobsPath(tab: MyJobsTab, page = 1): string {
  return `${ROUTE.myJobs}?tab=${tab}${page > 1 ? `&page=${page}` : ''}`;
}

/** Section 2: a company's results, `…-cmpsrp?query={company}&exactMatch=true`. */
export function companyResultsPath(company: string): string {
  return `${ROUTE.companyResults}?query=${encodeURIComponent(company)}&exactMatch=true`;
}

/** Section 2: the cart link is `{career-services-host}/cart`; the host alone when it is empty. */
export function cartUrl(careerServicesHost: string): string {
  return `${careerServicesHost}/cart`;
}

/** The profile page opened at one of its parts (section 2: `apop`). */
export type ProfileSection = 'my-profile' | 'profile-card' | 'mobile';
export function profilePath(section: ProfileSection): string {
  return `${ROUTE.profile}?apop=${section}`;
}

/**
 * A section of the profile page by its element id (ours): the signed-in home's profile nudge
 * links to the part the profile lacks, and the profile page scrolls to the hash once loaded.
 */
export type ProfileAnchor =
  | 'contacts'
  | 'resume'
  | 'personal-details'
  | 'employment'
  | 'education'
  | 'skills'
  | 'preferences'
  | 'projects'
  | 'certifications'
  | 'awards';
export function profileSectionPath(anchor: ProfileAnchor): string {
  return `${profilePath('my-profile')}#${anchor}`;
}

/** The change-password screen of the settings page. */
export const CHANGE_PASSWORD_PATH = `${ROUTE.settings}?menu=account&subMenu=change-password`;

/** The feedback form of the settings page (ours): the profile dropdown's Feedback entry. */
export const FEEDBACK_PATH = `${ROUTE.settings}?menu=feedback`;

/** Section 2: `app=true` or `app=1` hides the app banner. */
export const APP_BANNER_HIDING_APP_PARAMS: readonly string[] = ['true', '1'];

const BASE = 'http://same-origin.invalid';

/** Backslash, controls and (in a raw URL) spaces: what browsers strip or read as a slash. */
const UNSAFE_IN_DECODED = (code: number) => code === 0x5c || code < 0x20 || code === 0x7f;
const UNSAFE_IN_RAW = (code: number) => UNSAFE_IN_DECODED(code) || code === 0x20;

function hasAny(text: string, unsafe: (code: number) => boolean): boolean {
  for (let i = 0; i < text.length; i += 1) if (unsafe(text.charCodeAt(i))) return true;
  return false;
}

/** Whether a path, read as a browser reads it, stays on the page's own origin. */
function staysOnOrigin(path: string): boolean {
  // A browser drops tabs and newlines and reads `\` as `/`, so `/\t/x` and `/\x` leave the site.
  if (!path.startsWith('/') || path.startsWith('//') || hasAny(path, UNSAFE_IN_RAW)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** Whether the path part of a decoded URL could be read as another host by a later reader. */
function decodedLeaves(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.startsWith('//') || hasAny(path, UNSAFE_IN_DECODED);
}

/**
 * Where to go back after sign-in (section 2): the stored path when it is a path of this site, and
 * not a registration step; the dashboard otherwise. Encoded variants are read as a later decoder
 * would read them, so `/%2F%2Fevil.example` is refused like `//evil.example`.
 */
export function safeReturnPath(stored: string | null | undefined): string {
  if (!stored || !staysOnOrigin(stored)) return ROUTE.dashboard;
  let decoded = stored;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return ROUTE.dashboard;
    }
    if (decodedLeaves(next)) return ROUTE.dashboard;
    if (next === decoded) break;
    decoded = next;
  }
  const path = stored.split(/[?#]/)[0] ?? '';
  return SKIPPED_RETURN_PATHS.includes(path) ? ROUTE.dashboard : stored;
}

/**
 * The query parameter a guest's follow, save or apply adds to the login's return_url, naming what
 * the action was on (`company-12`, `recruiter-7`, `job-10000003`; ours). The autoApplyAction
 * cookie says which action; the page back from sign-in finishes it when both are there.
 */
export const AUTO_APPLY_TARGET_PARAM = 'autoApplyOn';

/**
 * The query parameter (`=1`) a guest's "Save this search" adds to the login's return_url (ours):
 * back on the results and signed in, the form that names the search opens. Nothing is saved
 * without the seeker's own press, so a link carrying it saves nothing.
 */
export const SAVE_SEARCH_PARAM = 'saveSearch';

/** The applied-success page of one job. */
export function appliedSuccessPath(jobId: string): string {
  return `${ROUTE.appliedSuccess}?jobId=${encodeURIComponent(jobId)}`;
}

/** The free job alert page with a search's keywords and locations filled in. */
export function freeJobAlertPath(query: string, locations: string): string {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (locations) params.set('locations', locations);
  const search = params.toString();
  return search ? `${ROUTE.freeJobAlert}?${search}` : ROUTE.freeJobAlert;
}

/** The campaign parameters of a landing URL (section 2): kept for the visit, sent with each event. */
export const UTM_PARAMS = [
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_content',
  'utm_term',
] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];

/** The special-listing parameter (section 2); the SPL cookie keeps the visit's value. */
export const SPL_PARAM = 'spl';
/** The spl an SJS job's detail URL carries when the visit brought none (section 2). */
export const DEFAULT_SPL = 'MSJ_OnSite';

/** Where the Career Advice links of the site's properties lead: `/career-advice/{slug}`. */
export const CAREER_ADVICE_BASE = '/career-advice/';
const CAREER_ADVICE_SLUG = /^[a-z0-9-]{1,80}$/;

/** The article slug of a Career Advice path, or undefined for any other path. */
export function careerAdviceSlugOf(path: string): string | undefined {
  if (!path.startsWith(CAREER_ADVICE_BASE)) return undefined;
  const slug = path.slice(CAREER_ADVICE_BASE.length);
  return CAREER_ADVICE_SLUG.test(slug) ? slug : undefined;
}
