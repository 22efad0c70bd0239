// getEmailOtp (designed): a code to one of the seeker's emails.
import { $api } from '../../../lib/api';

export function useGetEmailOtp() {
  return $api.useMutation('post', '/middleware/getEmailOtp');
}
