// jobsearch (POST /middleware/jobsearch): listing-page search by a filter request.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { listingCriteria } from '../domain/listing-filters';
import { searchResults } from '../domain/search-results';

export const jobsearch = defineOperation(
  'jobsearch',
  ({ site, body, account, now }, deps: Deps<'store' | 'catalogue' | 'indexes'>) => {
    const reads = { state: deps.store.state, catalogue: deps.catalogue, indexes: deps.indexes };
    return ok(searchResults(reads, site, listingCriteria(body), { account, now }, false));
  },
);
