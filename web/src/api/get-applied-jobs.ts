// appliedJobs (spec section 7; designed): the seeker's applications, newest first, a page at a time
// (the dashboard's preview and My jobs' full list), each with its status with the recruiter.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';

export function appliedJobsQueryOptions(start: number, limit: number) {
  return $api.queryOptions('get', '/middleware/appliedJobs', {
    params: { query: { start, limit } },
  });
}

export function useAppliedJobs(start: number, limit: number) {
  return useQuery(appliedJobsQueryOptions(start, limit));
}
