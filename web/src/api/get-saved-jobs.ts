// savedJobs (spec section 7; designed): the seeker's saved jobs, newest first, a page at a time (the
// dashboard's preview and My jobs' full list).
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';

export function savedJobsQueryOptions(start: number, limit: number) {
  return $api.queryOptions('get', '/middleware/savedJobs', {
    params: { query: { start, limit } },
  });
}

export function useSavedJobs(start: number, limit: number) {
  return useQuery(savedJobsQueryOptions(start, limit));
}
