// getMobileOtp (POST /middleware/getMobileOtp): send a verification code to a mobile number.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { sendMobileOtp } from '../domain/otp-sending';

export const getMobileOtp = defineOperation(
  'getMobileOtp',
  ({ body, site, account, now }, { store }: Deps<'store'>) =>
    ok(sendMobileOtp(store, site, account, body, now)),
);
