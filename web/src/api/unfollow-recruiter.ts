// recruiterUnfollow (spec sections 4, 7): the signed-in seeker unfollows a recruiter. Resolves to
// the answer under `data` (a FollowResult with the new followerCount, or the backend's refusal);
// rejects when there is none, so the follow machine hears follow.failed.
import { api } from '../lib/api';

export async function unfollowRecruiter(recruiterId: number, signal?: AbortSignal) {
  const { data, error } = await api.POST('/middleware/recruiterUnfollow/{recruiterId}', {
    params: { path: { recruiterId } },
    signal,
  });
  if (!data) throw new Error('recruiterUnfollow failed.', { cause: error });
  return data.data;
}
