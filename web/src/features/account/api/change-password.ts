// changePassword (designed): a wrong current password answers 422 and changes nothing.
import { $api } from '../../../lib/api';

export function useChangePassword() {
  return $api.useMutation('post', '/middleware/changePassword');
}
