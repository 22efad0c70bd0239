// appliedJobs (spec section 7; designed): the newest applications for the dashboard.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';
import { DASHBOARD_LIST_LIMIT } from '../limits';

export function appliedJobsQueryOptions() {
  return $api.queryOptions('get', '/middleware/appliedJobs', {
    params: { query: { start: 0, limit: DASHBOARD_LIST_LIMIT } },
  });
}

export function useAppliedJobs() {
  return useQuery(appliedJobsQueryOptions());
}
