// verifyEmailWithLink (POST /middleware/verifyEmailWithLink): email a verification link.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { EMAIL_LINK_TTL_SECONDS, emailTarget, OTP_MESSAGES, sendEmailLink } from '../domain/otp';
import { unverifiedEmail } from '../domain/otp-sending';

export const verifyEmailWithLink = defineOperation(
  'verifyEmailWithLink',
  ({ body, account, now }, deps: Deps<'store'>) => {
    const entry = unverifiedEmail(account, body.email);
    const target = emailTarget(entry.email);
    const link = sendEmailLink(deps, { accountId: account.id, channel: 'email', target, now });
    return ok({
      success: true as const,
      message: OTP_MESSAGES.linkSent(entry.email, link),
      linkExpiresInSeconds: EMAIL_LINK_TTL_SECONDS,
    });
  },
);
