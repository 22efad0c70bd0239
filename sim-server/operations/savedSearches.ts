// savedSearches (GET /middleware/savedSearches): the seeker's saved searches.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { newestFirst } from '../domain/records';
import { ownSearches, presentSearch } from '../domain/saved-searches';

export const savedSearches = defineOperation(
  'savedSearches',
  ({ account, site }, { store }: Deps<'store'>) => {
    const own = ownSearches(store.state, account, site.site.countryCode);
    const searches = newestFirst(own).map(presentSearch);
    return ok({ searches, total: searches.length });
  },
);
