// Analytics: page views and the named events go to the publish calls with the spec's event
// fields (section 3). Tracking failures are only logged (section 8).
import type { Schemas } from '../../../openapi/client';
import { COOKIE, VISITOR_ID_COOKIE_DAYS } from '../../../machines/constants';
import { api } from './api';
import { isSignedIn, readCookie, writeCookie } from './cookies';
import { site } from './site';

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

function storeSessionId(id: string): void {
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
  };
}

export async function track(
  action: TrackedAction,
  label: string,
  searchQueryParameter = '',
): Promise<void> {
  try {
    const { data } = await api.POST('/middleware/publish/events', {
      body: { events: [buildEvent(action, label, searchQueryParameter)] },
    });
    if (data?.Response.sessionid) storeSessionId(data.Response.sessionid);
  } catch (error) {
    console.warn('Tracking failed', error);
  }
}

/** The on-load event: only HOME fires one (section 7), through the penguin publish call. */
export async function trackHomeLoad(): Promise<void> {
  try {
    await api.POST('/penguin/api/public/events/new/v1/publish', {
      body: { events: [buildEvent('page_load', 'HOME')] },
    });
  } catch (error) {
    console.warn('Tracking failed', error);
  }
}
