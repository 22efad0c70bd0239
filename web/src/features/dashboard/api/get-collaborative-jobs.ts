// collaborativeJobs (spec section 7; designed): jobs that seekers who applied where this seeker
// applied also applied to.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';
import { DASHBOARD_LIST_LIMIT } from '../limits';

export function collaborativeJobsQueryOptions() {
  return $api.queryOptions('get', '/middleware/collaborativeJobs', {
    params: { query: { start: 0, limit: DASHBOARD_LIST_LIMIT } },
  });
}

export function useCollaborativeJobs() {
  return useQuery(collaborativeJobsQueryOptions());
}
