// send-otp v1 with purpose LOGIN (spec section 7; payload designed): a sign-in code to the
// seeker's registered mobile number, for otpLogin.
import { api } from '../../../lib/api';

export function sendLoginOtp(countryCode: string, mobileNumber: string) {
  return api.POST('/middleware/send-otp', {
    body: { countryCode, mobileNumber, purpose: 'LOGIN' },
  });
}
