// Analytics: the events with the spec's fields (section 3), the visitor id and the session id the
// publish call answers. The publish calls themselves are web/src/api/publish-events.ts and
// publish-penguin-events.ts.
import type { Schemas } from '../../../openapi/client';
import { COOKIE, VISITOR_ID_COOKIE_DAYS } from '../../../openapi/vocabulary/cookies';
import { isSignedIn, readCookie, writeCookie } from './cookies';
import { site } from './site';
import { visitCampaign } from './visit-source';

export type TrackedAction =
  'page_view' | 'page_load' | 'AdvancedSearchSelected' | 'ClearSearchIconClick';

const SESSION_KEY = 'sessionId';
const isChrome = typeof navigator !== 'undefined' && /Chrome\//.test(navigator.userAgent);

function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/** The MSUID visitor cookie, created for 365 days on the first visit. */
export function visitorId(): string {
  const existing = readCookie(COOKIE.visitorId);
  if (existing) return existing;
  const id = randomId();
  writeCookie(COOKIE.visitorId, id, { days: VISITOR_ID_COOKIE_DAYS });
  return id;
}

/** Section 7: the session id the publish call answers is kept in session storage on Chrome, else a cookie. */
function storedSessionId(): string {
  return (isChrome ? sessionStorage.getItem(SESSION_KEY) : readCookie(SESSION_KEY)) ?? '';
}

export function storeSessionId(id: string): void {
  if (isChrome) sessionStorage.setItem(SESSION_KEY, id);
  else writeCookie(SESSION_KEY, id);
}

export function buildEvent(
  action: TrackedAction,
  label: string,
  searchQueryParameter = '',
): Schemas['AnalyticsEvent'] {
  const now = Date.now();
  return {
    accessedUrl: window.location.href,
    action,
    channel: site.channelId,
    currentTimestamp: now,
    id: randomId(),
    label,
    modifiedTimestamp: now,
    referenceId: visitorId(),
    referralUrl: document.referrer,
    sessionId: storedSessionId(),
    site: site.countryCode,
    tenant: site.channelId,
    siteContext: site.siteContext,
    searchQueryParameter,
    user_type: isSignedIn() ? 'user' : 'guest',
    ...visitCampaign(),
  };
}
