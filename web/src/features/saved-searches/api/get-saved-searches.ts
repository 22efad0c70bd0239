// savedSearches (spec section 7; designed): the seeker's saved searches, newest first.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

export function useSavedSearches() {
  return useQuery($api.queryOptions('get', '/middleware/savedSearches'));
}
