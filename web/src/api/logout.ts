// logout (spec section 7): ends the seeker's session.
import { api } from '../lib/api';

export function logout() {
  return api.POST('/middleware/logout', {});
}
