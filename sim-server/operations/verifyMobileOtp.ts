// verifyMobileOtp (POST /middleware/verifyMobileOtp): verify a mobile number with the code sent to it.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { checkMobileNumber, OTP_MESSAGES, verifyMobile } from '../domain/otp';

export const verifyMobileOtp = defineOperation(
  'verifyMobileOtp',
  ({ body, site, account, now }, deps: Deps<'store'>) => {
    checkMobileNumber(site, body.countryCode, body.mobileNumber);
    const verifiedMobile = verifyMobile(deps, account, body, now);
    return ok({ success: true as const, message: OTP_MESSAGES.mobileVerified, verifiedMobile });
  },
);
