// verifyEmailOtp (POST /middleware/verifyEmailOtp): verify an email with the code sent to it.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { OTP_MESSAGES } from '../domain/otp';
import { verifyEmailCode } from '../domain/otp-sending';

export const verifyEmailOtp = defineOperation(
  'verifyEmailOtp',
  ({ body, account, now }, { store }: Deps<'store'>) =>
    ok({
      success: true as const,
      message: OTP_MESSAGES.emailVerified,
      verifiedEmail: verifyEmailCode(store, account, body, now),
    }),
);
