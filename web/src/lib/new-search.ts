// The new-search-results flag (spec sections 3, 4, 9; our reading in web/README.md): a search form
// that starts a new search marks it for a day, so the results it leads to are known to come from a
// search the visitor asked for, not from a link, a page number or a filter.
import {
  COOKIE,
  NEW_SEARCH_COOKIE_DAYS,
  NEW_SEARCH_COOKIE_VALUE,
} from '../../../openapi/vocabulary/cookies';
import { writeCookie } from './cookies';

export function markNewSearch(): void {
  writeCookie(COOKIE.newSearchResults, NEW_SEARCH_COOKIE_VALUE, { days: NEW_SEARCH_COOKIE_DAYS });
}
