// savedSearches (spec section 7; designed): the seeker's saved searches, newest first. Shared: the
// saved-searches list shows them, and the results page's "Save this search" says when its search
// is one of them (UX walk f5).
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';

/** `enabled`: false where a guest may be reading (the call is the seeker's). */
export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...$api.queryOptions('get', '/middleware/savedSearches'), enabled });
}
