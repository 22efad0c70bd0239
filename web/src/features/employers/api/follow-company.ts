import { api } from '../../../lib/api';

/** POST companyFollow: the FollowResult, or undefined when the call failed (any non-2xx). */
export async function followCompany(companyId: number, signal: AbortSignal) {
  const { data } = await api.POST('/middleware/companyFollow/{companyId}', {
    params: { path: { companyId } },
    signal,
  });
  return data?.companyFollowResponse;
}
