// Paging or searching again starts the seeker at the top of the results, not at the footer where
// the pagination left them (issue 19). Choosing a filter keeps the place: the panel is beside
// the list on a desktop, and in its own layer on a phone.
import { useEffect, useRef } from 'react';

/** The results section: the skip link's target and where a new page starts. */
export const RESULTS_ID = 'results';

/** The parameters whose change makes a new list: the page, the order and the search itself. */
const NEW_LIST_PARAMS = ['page', 'sort', 'query', 'locations', 'experience'];

function listIdentity(params: URLSearchParams): string {
  return NEW_LIST_PARAMS.map((name) => params.getAll(name).join(',')).join('|');
}

export function useScrollToTopOnNewSearch(params: URLSearchParams): void {
  const identity = listIdentity(params);
  const seen = useRef(identity);
  useEffect(() => {
    if (seen.current === identity) return;
    seen.current = identity;
    window.scrollTo({ top: 0, left: 0 });
  }, [identity]);
}
