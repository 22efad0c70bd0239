// recruiterFollow (POST /middleware/recruiterFollow/{recruiterId}): follow a recruiter.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { follow, FOLLOW_MESSAGES } from '../domain/follow-actions';

export const recruiterFollow = defineOperation(
  'recruiterFollow',
  (request, { store }: Deps<'store'>) =>
    ok({
      data: follow(
        store,
        'recruiter',
        request,
        request.path.recruiterId,
        true,
        FOLLOW_MESSAGES.recruiterFollowed,
      ),
    }),
);
