// suggestedJobs (spec section 7; designed): jobs matched on the seeker's profile, the contract's
// recommendation call. The dashboard and the signed-in home ask for the same page, so the one
// answer serves both.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';

/** How many recommended jobs are asked for (ours): the dashboard's two lists of five. */
export const SUGGESTED_JOBS_ASKED = 10;

export function suggestedJobsQueryOptions() {
  return $api.queryOptions('get', '/middleware/suggestedJobs', {
    params: { query: { start: 0, limit: SUGGESTED_JOBS_ASKED } },
  });
}

export function useSuggestedJobs() {
  return useQuery(suggestedJobsQueryOptions());
}
