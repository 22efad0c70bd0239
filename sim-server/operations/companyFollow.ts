// companyFollow (POST /middleware/companyFollow/{companyId}): follow a company.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { follow, FOLLOW_MESSAGES } from '../domain/follow-actions';

export const companyFollow = defineOperation('companyFollow', (request, { store }: Deps<'store'>) =>
  ok({
    companyFollowResponse: follow(
      store,
      'company',
      request,
      request.path.companyId,
      true,
      FOLLOW_MESSAGES.companyFollowed,
    ),
  }),
);
