import { $api } from '../../../lib/api';

export function useJobDetail(jobId: string) {
  return $api.useQuery(
    'get',
    '/middleware/jobdetail/{jobId}',
    { params: { path: { jobId } } },
    { enabled: /^[A-Za-z0-9]{1,32}$/.test(jobId), retry: false },
  );
}
