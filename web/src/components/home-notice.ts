// The home page's notice (our reading of the NHP cookie, spec sections 3 and 9; web/README.md):
// the notification bar tells a visitor what is new on the home page until they close it; closing
// writes NHP, and for 30 days the home page does not show the notice again.
import { COOKIE, NHP_COOKIE_DAYS, NHP_COOKIE_VALUE } from '../../../openapi/vocabulary/cookies';
import { NEW_HOME_PAGE_NOTICE } from '../../../openapi/vocabulary/messages';
import { readCookie, writeCookie } from '../lib/cookies';
import { hideNotificationBar, showNotificationBar } from './notification-bar';

/** Shows the notice unless NHP says it was closed; returns what hides it when the page goes. */
export function showHomeNotice(): () => void {
  if (readCookie(COOKIE.nhp) !== undefined) return () => undefined;
  showNotificationBar('success', NEW_HOME_PAGE_NOTICE, {
    onClose: () => writeCookie(COOKIE.nhp, NHP_COOKIE_VALUE, { days: NHP_COOKIE_DAYS }),
  });
  return () => hideNotificationBar(NEW_HOME_PAGE_NOTICE);
}
