// getEmailOtp (POST /middleware/getEmailOtp): email a verification code.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { emailTarget, OTP_MESSAGES, sendCode } from '../domain/otp';
import { unverifiedEmail } from '../domain/otp-sending';

export const getEmailOtp = defineOperation(
  'getEmailOtp',
  ({ body, account, now }, deps: Deps<'store'>) => {
    const entry = unverifiedEmail(account, body.email);
    const target = emailTarget(entry.email);
    const sending = { accountId: account.id, channel: 'email' as const, target, now };
    return ok(sendCode(deps, sending, OTP_MESSAGES.emailSent(entry.email)));
  },
);
