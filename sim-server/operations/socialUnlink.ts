// socialUnlink (POST /middleware/socialUnlink): unlink a social account from the signed-in seeker.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { SOCIAL_LINK_MESSAGES, unlinkSocial } from '../domain/social-links';

export const socialUnlink = defineOperation(
  'socialUnlink',
  ({ body, account }, { store }: Deps<'store'>) => {
    unlinkSocial(store, account, body.socialProvider);
    return ok({ success: true as const, message: SOCIAL_LINK_MESSAGES.unlinked });
  },
);
