// Page kinds recognised from the path exactly as spec section 2 gives them, each with its
// tracking code. Order matters: listing pages and SEO slugs also start with "job", so they are
// recognised before the job-detail rule.

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
  | { kind: 'advancedSearch' }
  | { kind: 'companySRP' }
  | { kind: 'listing'; filter: ListingFilter; variant: string; value: string }
  | { kind: 'seoJobType'; jobType: SeoJobType }
  | { kind: 'careerServices' }
  | { kind: 'Any' };

export type PageKindName = PageKind['kind'];

const EXACT: Record<string, PageKind> = {
  '/': { kind: 'HOME' },
  '/trex': { kind: 'HOME' },
  '/home': { kind: 'HOME' },
  '/search/results': { kind: 'SRP' },
  '/srp/results': { kind: 'SRP' },
  '/search/walkin-jobs': { kind: 'walkinSRP' },
  '/search/applied-success': { kind: 'APPLY_SUCC' },
  '/search/job-search': { kind: 'advancedSearch' },
  '/search/jobs-by-company-cmpsrp': { kind: 'companySRP' },
  '/seeker/dashboard': { kind: 'dashboard' },
  '/seeker/free-job-alert': { kind: 'jobAlert' },
  '/seeker/free-job-alert-ssr': { kind: 'jobAlert' },
  '/rio/login': { kind: 'login' },
  '/rio/login/seeker': { kind: 'login' },
  '/login.html': { kind: 'login' },
  '/rio/sign-out': { kind: 'signOut' },
  '/rio/login/oauth/callback': { kind: 'socialCallback' },
  '/seeker/registration': { kind: 'registration' },
  '/seeker/education': { kind: 'registrationStep' },
  '/seeker/employment': { kind: 'registrationStep' },
  '/seeker/notifications': { kind: 'notifications' },
  '/seeker/profile': { kind: 'profile' },
  '/my-subscriptions': { kind: 'subscriptions' },
  '/seeker/settings': { kind: 'settings' },
  '/seeker/profile-performance': { kind: 'profilePerformance' },
  '/seeker/job-alert-list': { kind: 'manageJobAlert' },
  '/career-services': { kind: 'careerServices' },
  '/career-booster': { kind: 'careerServices' },
  '/resume-service': { kind: 'careerServices' },
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
  if (path === '/seeker/job-details' || path.includes('/job/') || path.startsWith('/job')) {
    const jobId = path === '/seeker/job-details' ? (params.get('id') ?? '') : jobIdOf(path);
    return { kind: 'JD', jobId };
  }
  if (path.startsWith('/search') && (params.has('query') || params.has('locations')))
    return { kind: 'SRP' };
  return { kind: 'Any' };
}

/** The tracking code of a page kind: the spec's code where it gives one. */
export function trackingCode(page: PageKind): string {
  return page.kind === 'listing' ? `jobs-by-${page.filter}${page.variant}` : page.kind;
}
