// companyUnfollow (POST /middleware/companyUnfollow/{companyId}): unfollow a company.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { follow, FOLLOW_MESSAGES } from '../domain/follow-actions';

export const companyUnfollow = defineOperation(
  'companyUnfollow',
  (request, { store }: Deps<'store'>) =>
    ok({
      companyUnfollowResponse: follow(
        store,
        'company',
        request,
        request.path.companyId,
        false,
        FOLLOW_MESSAGES.companyUnfollowed,
      ),
    }),
);
