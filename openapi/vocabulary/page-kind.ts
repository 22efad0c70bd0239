// Page kinds recognised from the path exactly as spec section 2 gives them, each with its
// tracking code. Order matters: listing pages and SEO slugs also start with "job", so they are
// recognised before the job-detail rule.
import { careerAdviceSlugOf, ROUTE } from './routes';
import { ALPHANUMERIC_PATTERN } from './validation';

export type ListingFilter =
  | 'company'
  | 'function'
  | 'industry'
  | 'location'
  | 'education'
  | 'consultant'
  | 'skill'
  | 'job-search';

export type SeoJobType = 'contract' | 'women' | 'international' | 'permanent' | 'walkin';

export type PageKind =
  | { kind: 'HOME' }
  | { kind: 'SRP' }
  | { kind: 'walkinSRP' }
  | { kind: 'APPLY_SUCC' }
  | { kind: 'JD'; jobId: string }
  | { kind: 'dashboard' }
  | { kind: 'jobAlert' }
  | { kind: 'login' }
  | { kind: 'signOut' }
  | { kind: 'socialCallback' }
  | { kind: 'registration' }
  | { kind: 'registrationStep' }
  | { kind: 'notifications' }
  | { kind: 'profile' }
  | { kind: 'subscriptions' }
  | { kind: 'settings' }
  | { kind: 'profilePerformance' }
  | { kind: 'manageJobAlert' }
  /** My jobs (ours, issue 27): applied and saved jobs and follows in full. */
  | { kind: 'myJobs' }
  | { kind: 'advancedSearch' }
  | { kind: 'companySRP' }
  | { kind: 'listing'; filter: ListingFilter; variant: string; value: string }
  | { kind: 'seoJobType'; jobType: SeoJobType }
  | { kind: 'careerServices' }
  | { kind: 'cart' }
  /** A Career Advice article (spec section 1: each country has its own career-advice links). */
  | { kind: 'careerAdvice'; slug: string }
  | { kind: 'Any' };

export type PageKindName = PageKind['kind'];

const EXACT: Record<string, PageKind> = {
  [ROUTE.home]: { kind: 'HOME' },
  [ROUTE.trex]: { kind: 'HOME' },
  [ROUTE.appHome]: { kind: 'HOME' },
  [ROUTE.searchResults]: { kind: 'SRP' },
  [ROUTE.srpResults]: { kind: 'SRP' },
  [ROUTE.walkinResults]: { kind: 'walkinSRP' },
  [ROUTE.appliedSuccess]: { kind: 'APPLY_SUCC' },
  [ROUTE.advancedSearch]: { kind: 'advancedSearch' },
  [ROUTE.companyResults]: { kind: 'companySRP' },
  [ROUTE.dashboard]: { kind: 'dashboard' },
  [ROUTE.freeJobAlert]: { kind: 'jobAlert' },
  [ROUTE.freeJobAlertSsr]: { kind: 'jobAlert' },
  [ROUTE.login]: { kind: 'login' },
  [ROUTE.seekerLogin]: { kind: 'login' },
  [ROUTE.oldLogin]: { kind: 'login' },
  [ROUTE.signOut]: { kind: 'signOut' },
  [ROUTE.socialCallback]: { kind: 'socialCallback' },
  [ROUTE.seekerRegistration]: { kind: 'registration' },
  [ROUTE.registrationEducation]: { kind: 'registrationStep' },
  [ROUTE.registrationEmployment]: { kind: 'registrationStep' },
  [ROUTE.notifications]: { kind: 'notifications' },
  [ROUTE.profile]: { kind: 'profile' },
  [ROUTE.subscriptions]: { kind: 'subscriptions' },
  [ROUTE.settings]: { kind: 'settings' },
  [ROUTE.profilePerformance]: { kind: 'profilePerformance' },
  [ROUTE.manageJobAlert]: { kind: 'manageJobAlert' },
  [ROUTE.myJobs]: { kind: 'myJobs' },
  [ROUTE.careerServices]: { kind: 'careerServices' },
  [ROUTE.careerServicesCart]: { kind: 'cart' },
  [ROUTE.careerBooster]: { kind: 'careerServices' },
  [ROUTE.resumeService]: { kind: 'careerServices' },
};

const LISTING =
  /^(jobs-by-(company|function|industry|location|education|consultant|skill)(-all|-num|-cmpsrp|-in)?|job-search)$/;
const SEO_SLUGS: Record<string, SeoJobType> = {
  'contract-jobs': 'contract',
  'jobs-for-women-jobs': 'women',
  'international-jobs': 'international',
  'permanent-jobs': 'permanent',
  'walkin-jobs': 'walkin',
};
const LISTING_VARIANTS: Record<ListingFilter, string[]> = {
  company: ['', '-all', '-num', '-cmpsrp'],
  function: [''],
  industry: [''],
  location: [''],
  education: [''],
  consultant: [''],
  skill: ['', '-in'],
  'job-search': [''],
};

/**
 * The path of a listing page (section 2), the one builder of every listing link: `/jobs-by-skill`,
 * `/jobs-by-skill/java`, `/jobs-by-company-all`, `/job-search`.
 */
export function listingPath(filter: ListingFilter, value?: string, variant = ''): string {
  const slug = filter === 'job-search' ? filter : `jobs-by-${filter}${variant}`;
  return value === undefined ? `/${slug}` : `/${slug}/${encodeURIComponent(value)}`;
}

/** The path of an SEO job-type page (section 2): `/contract-jobs` for contract. */
export function seoJobTypePath(jobType: SeoJobType): string {
  const slug = Object.entries(SEO_SLUGS).find(([, type]) => type === jobType)?.[0] ?? '';
  return `/${slug}`;
}

/** The job id of a job-detail path: the last dash-separated piece of the last segment. */
export function jobIdOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  const pieces = last.split('-');
  return pieces[pieces.length - 1] ?? '';
}

function listingOf(segments: string[], search: URLSearchParams): PageKind | undefined {
  const [first = '', second] = segments[0] === 'search' ? segments.slice(1) : segments;
  const match = LISTING.exec(first);
  if (!match) return undefined;
  const filter = (match[2] ?? 'job-search') as ListingFilter;
  const variant = match[3] ?? '';
  if (!LISTING_VARIANTS[filter].includes(variant)) return undefined;
  const value = decodeURIComponent(second ?? '') || search.get('query') || '';
  return { kind: 'listing', filter, variant, value };
}

export function pageKindOf(pathname: string, search = ''): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams(search);
  const exact = EXACT[path];
  if (exact) return exact;
  const segments = path.split('/').filter(Boolean);
  const seo = SEO_SLUGS[segments[0] ?? ''];
  if (seo && segments.length === 1) return { kind: 'seoJobType', jobType: seo };
  const listing = listingOf(segments, params);
  if (listing) return listing;
  if (path === ROUTE.jobDetails || path.includes('/job/') || path.startsWith('/job')) {
    const jobId = path === ROUTE.jobDetails ? (params.get('id') ?? '') : jobIdOf(path);
    // Section 5's alphanumeric rule, on the one id a visitor can type: a job id of letters and
    // digits only (the contract's job id pattern too); any other is no job page at all.
    return ALPHANUMERIC_PATTERN.test(jobId) ? { kind: 'JD', jobId } : { kind: 'Any' };
  }
  if (path.startsWith('/search') && (params.has('query') || params.has('locations')))
    return { kind: 'SRP' };
  const advice = careerAdviceSlugOf(path);
  if (advice) return { kind: 'careerAdvice', slug: advice };
  return { kind: 'Any' };
}

/** The tracking code of a page kind: the spec's code where it gives one. */
export function trackingCode(page: PageKind): string {
  return page.kind === 'listing' ? `jobs-by-${page.filter}${page.variant}` : page.kind;
}

/**
 * The kinds that show job results, with the search bar and the filters: search results, walk-in
 * results, company search results, the listing pages and the SEO job-type slugs (section 2).
 */
export const RESULTS_PAGE_KINDS = [
  'SRP',
  'walkinSRP',
  'companySRP',
  'listing',
  'seoJobType',
] as const satisfies readonly PageKindName[];

export type ResultsPageKind = Extract<PageKind, { kind: (typeof RESULTS_PAGE_KINDS)[number] }>;

export function isResultsPage(page: PageKind): page is ResultsPageKind {
  return RESULTS_PAGE_KINDS.some((kind) => kind === page.kind);
}
