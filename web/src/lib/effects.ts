// The web app's implementations of the machines' common effects (machines/lib/effects.ts).
import type { CookieWrite, Navigation } from '../../../machines/lib/effects';
import { writeCookie } from './cookies';

export function setCookieEffect(cookie: CookieWrite): void {
  writeCookie(cookie.name, cookie.value, {
    ...(cookie.days === undefined ? {} : { days: cookie.days }),
    ...(cookie.expires === undefined ? {} : { expires: new Date(cookie.expires) }),
    ...(cookie.onlyIfAbsent === undefined ? {} : { onlyIfAbsent: cookie.onlyIfAbsent }),
  });
}

export function navigateEffect(navigation: Navigation): void {
  window.location.assign(navigation.url);
}
