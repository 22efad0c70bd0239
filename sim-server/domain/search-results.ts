// A results page as searchResults and jobsearch answer it: the search over the site's index, the
// jobs marked for the seeker, the companies the words name, the help for an empty or partial
// answer, and the filters' labels when asked.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import { SORT_BY_DATE, SORT_BY_RELEVANCE } from '../../openapi/vocabulary/limits';
import { EMPLOYER_TYPES, FRESHNESS_BUCKETS, freshnessLabel } from '../../openapi/vocabulary/search';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';
import { matchingCompanies } from '../search/company-matches';
import { parseCriteria, words, type RawCriteria } from '../search/criteria';
import { emptyResultHelp } from '../search/empty-help';
import { search } from '../search/engine';
import { siteIndex, type SearchIndexes } from '../search/indexes';
import type { Account, StoreState } from '../store/state';
import { companyTarget, companyView, followerCount, isFollowing } from './follows';
import { presentJob, seekerMarks } from './jobs';

const COMPANIES_IN_RESULTS = 10;

/** What a results page is made from. */
export interface SearchReads {
  state: StoreState;
  catalogue: Catalogue;
  indexes: SearchIndexes;
}

export function searchResults(
  { state, catalogue, indexes }: SearchReads,
  site: SiteCatalogue,
  raw: RawCriteria,
  seeker: { account: Account | undefined; now: Date },
  withFilters: boolean,
): Schemas['SearchResults'] {
  const { account, now } = seeker;
  const index = siteIndex(indexes, site);
  const criteria = parseCriteria(raw, index.salaryFilters);
  const outcome = search(index, criteria);
  const marks = seekerMarks(state, account, site);
  const companies = matchingCompanies(index, criteria.phrases.flat(), COMPANIES_IN_RESULTS).flatMap(
    (position) => {
      const c = site.companies[position];
      return c ? [companyView(state, site, c, account)] : [];
    },
  );
  const body: Schemas['SearchResults'] = {
    jobs: outcome.jobs.map((job) => presentJob(catalogue, job, marks, now, false)),
    total: outcome.total,
    start: criteria.start,
    limit: criteria.limit,
    sort: criteria.sort === SORT_BY_DATE ? SORT_BY_DATE : SORT_BY_RELEVANCE,
    searchId: `srch-${randomUUID()}`,
    facets: outcome.facets,
    companies,
  };
  if (outcome.partial) body.partialMatch = true;
  if ((outcome.total === 0 || outcome.partial) && criteria.phrases.length > 0) {
    // A correction is offered only when it finds jobs holding all of it (no facets needed).
    const help = emptyResultHelp(index, criteria.phrases, (phrases) => {
      const found = search(index, { ...criteria, phrases, start: 0, limit: 1 }, { facets: false });
      return found.total > 0 && !found.partial;
    });
    if (help.didYouMean) body.didYouMean = help.didYouMean;
    body.relatedSearches = help.relatedSearches;
  }
  if (withFilters) {
    body.filters = {
      jobFreshness: FRESHNESS_BUCKETS.map((id) => ({ id, value: freshnessLabel(id) })),
      employerTypes: EMPLOYER_TYPES.map((name) => ({ name })),
    };
  }
  return body;
}

/** The site's banners, those whose name holds a keyword first. */
export function bannersFor(
  banners: Schemas['Banner'][],
  keywordText: string | undefined,
): Schemas['Banner'][] {
  const keywords = new Set(words(keywordText ?? ''));
  const matches = (banner: Schemas['Banner']) => words(banner.name).some((w) => keywords.has(w));
  return [...banners].sort((a, b) => Number(matches(b)) - Number(matches(a)));
}

/** The site's employers of choice with the seeker's follow state and the follower counts. */
export function employersOfChoice(
  state: StoreState,
  site: SiteCatalogue,
  account: Account | undefined,
) {
  return site.employersOfChoice.flatMap((id) => {
    const c = site.companies.find((company) => company.companyId === id);
    return c
      ? [
          {
            companyId: c.companyId,
            name: c.name,
            logo: c.logo ?? `/sim-assets/logos/${c.companyId}.svg`,
            isFollowed: isFollowing(state, 'company', account, site, c.companyId),
            followerCount: followerCount(state, 'company', site, companyTarget(c)),
          },
        ]
      : [];
  });
}
