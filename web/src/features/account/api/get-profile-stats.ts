// profile-stats (spec section 7; the answer is designed): the profile score and what recruiters
// did with the profile over the period.
import { $api } from '../../../lib/api';

export function useProfileStats() {
  return $api.useQuery('get', '/middleware/profile-stats');
}
