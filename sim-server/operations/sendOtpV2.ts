// sendOtpV2 (POST /middleware/v2/send-otp): send a sign-in or registration code, behind reCAPTCHA (send-otp v2).
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { requireCaptcha, sendSignInOtp } from '../domain/otp-sending';

export const sendOtpV2 = defineOperation(
  'sendOtpV2',
  ({ body, site, now }, { store }: Deps<'store'>) => {
    requireCaptcha(body.gRecaptchaResponse);
    return ok(sendSignInOtp(store, site, body, now));
  },
);
