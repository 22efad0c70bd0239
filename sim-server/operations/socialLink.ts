// socialLink (POST /middleware/socialLink): link a social account to the signed-in seeker.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { linkGoogle, SOCIAL_LINK_MESSAGES } from '../domain/social-links';

export const socialLink = defineOperation(
  'socialLink',
  ({ body, account }, { store }: Deps<'store'>) => {
    linkGoogle(store, account, body.socialAccessToken);
    return ok({ success: true as const, message: SOCIAL_LINK_MESSAGES.linked });
  },
);
