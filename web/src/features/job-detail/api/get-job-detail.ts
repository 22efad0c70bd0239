import { useQuery } from '@tanstack/react-query';
import { $api, api } from '../../../lib/api';
import { answerOf, retryOnce } from '../../../lib/call-failure';

const JOB_ID = /^[A-Za-z0-9]{1,32}$/;

/**
 * A job's detail: the job, its company and recruiter (with follow state), similar jobs. A failure
 * is a CallFailure with the status, so the page tells "not found" (404) from "could not load".
 */
export function jobDetailQueryOptions(jobId: string) {
  const init = { params: { path: { jobId } } };
  return {
    ...$api.queryOptions('get', '/middleware/jobdetail/{jobId}', init),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      answerOf(api.GET('/middleware/jobdetail/{jobId}', { ...init, signal })),
    enabled: JOB_ID.test(jobId),
    retry: retryOnce,
  };
}

export function useJobDetail(jobId: string) {
  return useQuery(jobDetailQueryOptions(jobId));
}
