// otpLogin (designed; issue 27): sign-in with the code send-otp sent to the mobile number; the
// answer signs the seeker in as rioLogin does.
import type { Schemas } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

export function otpLogin(body: Schemas['OtpLoginRequest']) {
  return api.POST('/rio/login/otp', { body });
}
