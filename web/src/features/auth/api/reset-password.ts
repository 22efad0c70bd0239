// resetPassword (designed; issue 27): the code forgotPassword sent and the new password; the
// answer signs the seeker in (session cookies, and the redirectUrl to go to).
import type { Schemas } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

export function resetPassword(body: Schemas['ResetPasswordRequest']) {
  return api.POST('/middleware/resetPassword', { body });
}
