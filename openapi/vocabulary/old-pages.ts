// The older site's pages the spec still names (section 2), and where each leads today:
// - the old results page `{base search url}{slug}.html`, reached by a form POST with the fields
//   fts (keywords), exp (experience), lmy (locations), ind (industries), func (functions), role
//   (roles), mns and mxs (minimum and maximum salary, in lakhs). Our base search URL is
//   `/search/`; the page answers with the new results page carrying the same search.
// - `my_monster` and `view_resume` on a `my.` sub-host: the seeker's profile, and its resume.
import { LAKH } from './fixed-lists';
import { ROUTE, profilePath } from './routes';
import { rangeValue } from './search';

export const OLD_RESULTS_BASE = '/search/';
export const OLD_RESULTS_SUFFIX = '.html';
/** The old results page's form fields, by the new results page's parameter they become. */
export const OLD_RESULTS_FIELDS = {
  fts: 'query',
  exp: 'experience',
  lmy: 'locations',
  ind: 'industries',
  func: 'functions',
  role: 'roles',
} as const;

/** The new results URL of an old results page's form. */
export function oldResultsTarget(form: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [field, parameter] of Object.entries(OLD_RESULTS_FIELDS)) {
    const value = form[field]?.trim();
    if (value) params.set(parameter, value);
  }
  const min = Number(form.mns);
  const max = Number(form.mxs);
  if (form.mns && form.mxs && Number.isFinite(min) && Number.isFinite(max) && min <= max) {
    params.set('salaryRanges', rangeValue(min * LAKH, max * LAKH));
  }
  const query = params.toString();
  return query ? `${ROUTE.searchResults}?${query}` : ROUTE.searchResults;
}

/** The older `my.` sub-host, and where its two pages lead on the site itself. */
export const MY_SUB_HOST = 'my.';
export const OLD_MY_PAGES: Readonly<Record<string, string>> = {
  '/my_monster': ROUTE.profile,
  '/view_resume': `${profilePath('my-profile')}#resume`,
};
