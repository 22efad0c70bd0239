// saveSearch (spec section 7; designed): saves the results page's search under a name. The saved
// searches list (savedSearches) is invalidated so it shows the new one.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate, operationKey } from '../lib/api';

export const savedSearchesKey = operationKey('get', '/middleware/savedSearches');

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/saveSearch', {
    onSuccess: () => invalidate(queryClient, [savedSearchesKey]),
  });
}
