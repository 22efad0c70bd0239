// sendOtp (POST /middleware/send-otp): send a sign-in or registration code to a mobile number (send-otp v1).
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { sendSignInOtp } from '../domain/otp-sending';

export const sendOtp = defineOperation('sendOtp', ({ body, site, now }, { store }: Deps<'store'>) =>
  ok(sendSignInOtp(store, site, body, now)),
);
