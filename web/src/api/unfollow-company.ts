// companyUnfollow (spec sections 4, 7): the signed-in seeker unfollows a company. Resolves to the
// answer (a FollowResult with the new followerCount, or the backend's refusal); rejects when there
// is none, so the follow machine hears follow.failed.
import { api } from '../lib/api';

export async function unfollowCompany(companyId: number, signal?: AbortSignal) {
  const { data, error } = await api.POST('/middleware/companyUnfollow/{companyId}', {
    params: { path: { companyId } },
    signal,
  });
  if (!data) throw new Error('companyUnfollow failed.', { cause: error });
  return data.companyUnfollowResponse;
}
