// suggestedJobs (spec section 7; designed): jobs matched on the seeker's profile.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';
import { DASHBOARD_LIST_LIMIT } from '../limits';

export function suggestedJobsQueryOptions() {
  return $api.queryOptions('get', '/middleware/suggestedJobs', {
    params: { query: { start: 0, limit: DASHBOARD_LIST_LIMIT * 2 } },
  });
}

export function useSuggestedJobs() {
  return useQuery(suggestedJobsQueryOptions());
}
