// getSeekerCards (spec section 7; designed): the profile-completion cards in display order; the
// page shows the ones neither completed nor skipped.
import { $api, operationKey } from '../../../lib/api';

export const seekerCardsKey = operationKey('get', '/middleware/seeker-cards');

export function useSeekerCards() {
  return $api.useQuery('get', '/middleware/seeker-cards');
}
