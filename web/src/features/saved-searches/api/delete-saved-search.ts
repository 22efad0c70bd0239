// deleteSavedSearch (designed, beyond section 7): removes one of the seeker's saved searches.
import { useQueryClient } from '@tanstack/react-query';
import { savedSearchesKey } from '../../../api/save-search';
import { $api, invalidate } from '../../../lib/api';

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/middleware/savedSearches/{searchId}', {
    onSuccess: () => invalidate(queryClient, [savedSearchesKey]),
  });
}
