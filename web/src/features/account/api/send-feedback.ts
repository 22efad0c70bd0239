// feedback (designed): a rating and a message about the portal.
import { $api } from '../../../lib/api';

export function useSendFeedback() {
  return $api.useMutation('post', '/middleware/feedback');
}
