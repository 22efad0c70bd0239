import { $api } from '../../../lib/api';
import { site } from '../../../lib/site';

/** The job's schema.org JobPosting (the v4 detail call), for the page's JSON-LD. */
export function useStructuredData(jobId: string) {
  return $api.useQuery(
    'get',
    '/v4/xyz/{l_id}/sdt/{t_id}',
    { params: { path: { l_id: jobId, t_id: site.channelId } } },
    { enabled: /^[A-Za-z0-9]{1,32}$/.test(jobId), retry: false, staleTime: Infinity },
  );
}
