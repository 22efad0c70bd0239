// career-services/fetchSeekerServices (spec section 7): the career services the seeker bought.
import { $api } from '../../../lib/api';

export function useSeekerServices() {
  return $api.useQuery('get', '/middleware/career-services/fetchSeekerServices');
}
