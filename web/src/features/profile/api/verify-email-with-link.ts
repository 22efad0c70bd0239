// verifyEmailWithLink (designed): a verification link to the email instead of a code.
import { $api } from '../../../lib/api';

export function useVerifyEmailWithLink() {
  return $api.useMutation('post', '/middleware/verifyEmailWithLink');
}
