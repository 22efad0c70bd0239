// recentSearches (spec section 7: GET penguin/api/public/events/v1/ml/recent-searches): the
// visitor's last searches, newest first — the seeker's, or a guest's by the MSUID visitor cookie.
// Asked only once the keyword box has had focus, and again each time a search bar is drawn, so a
// search just made is among them. A failure hides the list, as section 8 does for autocomplete.
import { $api } from '../../../lib/api';
import { RECENT_SEARCHES_SHOWN } from '../limits';

export function useRecentSearches(asked: boolean) {
  return $api.useQuery(
    'get',
    '/penguin/api/public/events/v1/ml/recent-searches',
    { params: { query: { limit: RECENT_SEARCHES_SHOWN } } },
    { enabled: asked, staleTime: 0, retry: false },
  );
}
