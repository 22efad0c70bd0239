// jobApplySuccess (spec section 7; designed): the application just sent and similar jobs to apply
// to next, for /search/applied-success.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

export function applySuccessQueryOptions(jobId: string) {
  return $api.queryOptions(
    'get',
    '/middleware/jobApplySuccess/{jobId}',
    { params: { path: { jobId } } },
    { enabled: /^[A-Za-z0-9]{1,32}$/.test(jobId), retry: false },
  );
}

export function useApplySuccess(jobId: string) {
  return useQuery(applySuccessQueryOptions(jobId));
}
