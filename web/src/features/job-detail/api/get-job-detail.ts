import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

/** A job's detail: the job, its company and recruiter (with follow state), similar jobs. */
export function jobDetailQueryOptions(jobId: string) {
  return $api.queryOptions(
    'get',
    '/middleware/jobdetail/{jobId}',
    { params: { path: { jobId } } },
    { enabled: /^[A-Za-z0-9]{1,32}$/.test(jobId), retry: false },
  );
}

export function useJobDetail(jobId: string) {
  return useQuery(jobDetailQueryOptions(jobId));
}
