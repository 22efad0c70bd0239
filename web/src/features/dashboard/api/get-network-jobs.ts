// networkJobs (spec section 7; designed): jobs from the companies and recruiters the seeker follows.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';
import { DASHBOARD_LIST_LIMIT } from '../limits';

export function networkJobsQueryOptions() {
  return $api.queryOptions('get', '/middleware/networkJobs', {
    params: { query: { start: 0, limit: DASHBOARD_LIST_LIMIT } },
  });
}

export function useNetworkJobs() {
  return useQuery(networkJobsQueryOptions());
}
