// forgotPassword (designed; issue 27): a code to the email or mobile number of the seeker's
// account, for resetPassword. The caller reads the answer or the failure.
import type { Schemas } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

export function forgotPassword(body: Schemas['AccountContactLookup']) {
  return api.POST('/middleware/forgotPassword', { body });
}
