// getMobileOtpV2 (POST /middleware/v2/getMobileOtp): send a verification code to a mobile number, behind reCAPTCHA.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { requireCaptcha, sendMobileOtp } from '../domain/otp-sending';

export const getMobileOtpV2 = defineOperation(
  'getMobileOtpV2',
  ({ body, site, account, now }, { store }: Deps<'store'>) => {
    requireCaptcha(body.gRecaptchaResponse);
    return ok(sendMobileOtp(store, site, account, body, now));
  },
);
