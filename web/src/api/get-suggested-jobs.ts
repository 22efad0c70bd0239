// suggestedJobs (spec section 7; designed): jobs matched on the seeker's profile, the contract's
// recommendation call. The dashboard asks for the best matches; the signed-in home for the new
// matches (sort 2: those not among the dashboard's best, newest first), so the two pages do not
// show the same jobs (the UX walk's D5).
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';
import { SORT_BY_DATE } from '../../../openapi/vocabulary/limits';

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

/** The new matches (not the dashboard's best), newest first, as many as the home shows. */
export function newestSuggestedJobsQueryOptions(limit: number) {
  return $api.queryOptions('get', '/middleware/suggestedJobs', {
    params: { query: { sort: SORT_BY_DATE, start: 0, limit } },
  });
}

export function useNewestSuggestedJobs(limit: number) {
  return useQuery(newestSuggestedJobsQueryOptions(limit));
}
