import { api } from '../../../lib/api';

/** POST companyUnfollow: the FollowResult, or undefined when the call failed (any non-2xx). */
export async function unfollowCompany(companyId: number, signal: AbortSignal) {
  const { data } = await api.POST('/middleware/companyUnfollow/{companyId}', {
    params: { path: { companyId } },
    signal,
  });
  return data?.companyUnfollowResponse;
}
