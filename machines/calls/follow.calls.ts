// The follow machine's call (spec sections 4, 7, 8): one of the four follow operations, by target
// and action. The answer's successMessage, errorMessage and followerCount become `follow.answered`;
// a call with no FollowResult is `follow.failed`.
import type { Schemas } from '../../openapi/client';
import type { FollowEvent, FollowRequest } from '../follow.machine';
import type { MachineCall } from '../lib/calls';

export type FollowAnswer = Pick<
  Schemas['FollowResult'],
  'successMessage' | 'errorMessage' | 'followerCount'
>;

/** The FollowResult, or a rejection when the call gave none. */
function answerOf<T>(operation: string, answer: T | undefined, error: unknown): T {
  if (answer === undefined) throw new Error(`${operation} failed.`, { cause: error });
  return answer;
}

export const followCall: MachineCall<FollowRequest, FollowAnswer, FollowEvent> = {
  run: async (client, { target, id, action }, signal) => {
    if (target === 'company') {
      const params = { params: { path: { companyId: id } }, signal };
      if (action === 'follow') {
        const { data, error } = await client.POST('/middleware/companyFollow/{companyId}', params);
        return answerOf('companyFollow', data?.companyFollowResponse, error);
      }
      const { data, error } = await client.POST('/middleware/companyUnfollow/{companyId}', params);
      return answerOf('companyUnfollow', data?.companyUnfollowResponse, error);
    }
    const params = { params: { path: { recruiterId: id } }, signal };
    if (action === 'follow') {
      const { data, error } = await client.POST(
        '/middleware/recruiterFollow/{recruiterId}',
        params,
      );
      return answerOf('recruiterFollow', data?.data, error);
    }
    const { data, error } = await client.POST(
      '/middleware/recruiterUnfollow/{recruiterId}',
      params,
    );
    return answerOf('recruiterUnfollow', data?.data, error);
  },
  done: (answer) => ({
    type: 'follow.answered',
    ...(answer.successMessage ? { successMessage: answer.successMessage } : {}),
    ...(answer.errorMessage ? { errorMessage: answer.errorMessage } : {}),
    ...(answer.followerCount === undefined ? {} : { followerCount: answer.followerCount }),
  }),
  failed: () => ({ type: 'follow.failed' }),
};
