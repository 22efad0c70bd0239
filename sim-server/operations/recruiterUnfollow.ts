// recruiterUnfollow (POST /middleware/recruiterUnfollow/{recruiterId}): unfollow a recruiter.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { follow, FOLLOW_MESSAGES } from '../domain/follow-actions';

export const recruiterUnfollow = defineOperation(
  'recruiterUnfollow',
  (request, { store }: Deps<'store'>) =>
    ok({
      data: follow(
        store,
        'recruiter',
        request,
        request.path.recruiterId,
        false,
        FOLLOW_MESSAGES.recruiterUnfollowed,
      ),
    }),
);
