// savedJobs (spec section 7; designed): the newest saved jobs for the dashboard.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';
import { DASHBOARD_LIST_LIMIT } from '../limits';

export function savedJobsQueryOptions() {
  return $api.queryOptions('get', '/middleware/savedJobs', {
    params: { query: { start: 0, limit: DASHBOARD_LIST_LIMIT } },
  });
}

export function useSavedJobs() {
  return useQuery(savedJobsQueryOptions());
}
