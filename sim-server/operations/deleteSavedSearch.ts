// deleteSavedSearch (DELETE /middleware/savedSearches/{searchId}): delete one of the seeker's saved searches.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { notFound } from '../domain/errors';
import { ownSearches, SAVED_SEARCH_MESSAGES } from '../domain/saved-searches';

export const deleteSavedSearch = defineOperation(
  'deleteSavedSearch',
  ({ path, account, site }, { store }: Deps<'store'>) => {
    const own = ownSearches(store.state, account, site.site.countryCode);
    const search = own.find((s) => s.id === path.searchId);
    if (!search) throw notFound(SAVED_SEARCH_MESSAGES.searchNotFound);
    store.transact((tx) => tx.remove('savedSearches', search.id));
    return ok({ success: true as const, message: SAVED_SEARCH_MESSAGES.searchDeleted });
  },
);
