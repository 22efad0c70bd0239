// searchResults (GET /middleware/search/results): search results with facet counts.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { recentSearchOf, recentSearchOwner, recordRecentSearch } from '../domain/recent-searches';
import { searchResults as resultsPage } from '../domain/search-results';

export const searchResults = defineOperation(
  'searchResults',
  (
    { site, query, account, visitorId, now },
    deps: Deps<'store' | 'catalogue' | 'indexes' | 'recentSearchVisitors'>,
  ) => {
    const { store, catalogue, indexes } = deps;
    recordRecentSearch(
      store,
      recentSearchOwner(account, visitorId),
      site,
      recentSearchOf(query),
      now,
      deps.recentSearchVisitors,
    );
    const reads = { state: store.state, catalogue, indexes };
    return ok(resultsPage(reads, site, { ...query }, { account, now }, query.filter === true));
  },
);
