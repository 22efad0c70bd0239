// What the app banner's machine needs to know about the page (spec sections 2 and 4).
import type { AppBannerPage, DevicePlatform } from '../../../../machines/appBanner.machine';
import { COOKIE } from '../../../../openapi/vocabulary/cookies';
import { readCookie } from '../../lib/cookies';
import { pageKindOf } from '../../../../openapi/vocabulary/page-kind';

export function platformOf(userAgent: string, touchPoints: number): DevicePlatform {
  if (/android/i.test(userAgent)) return 'android';
  // iPadOS reports itself as a Mac; its touch screen gives it away.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && touchPoints > 1)) {
    return 'ios';
  }
  return 'other';
}

// The page the app opened in keeps saying so as the user moves around (the `app` parameter is
// only on the first URL of an in-app view).
const firstAppParam = new URLSearchParams(window.location.search).get('app') ?? undefined;

export function appBannerPage(pathname: string, search: string): AppBannerPage {
  const kind = pageKindOf(pathname, search).kind;
  return {
    dismissed: readCookie(COOKIE.appBannerDismissed) !== undefined,
    appParam: new URLSearchParams(search).get('app') ?? firstAppParam,
    registrationStep: kind === 'registration' || kind === 'registrationStep',
    jdSource: kind === 'JD',
    platform: platformOf(navigator.userAgent, navigator.maxTouchPoints),
  };
}
