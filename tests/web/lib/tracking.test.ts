// The analytics event the web app sends (spec section 3's fields) and the MSUID visitor cookie.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, storeSessionId, visitorId } from '../../../web/src/lib/tracking';
import { rememberVisitSource } from '../../../web/src/lib/visit-source';
import { readCookie } from '../../../web/src/lib/cookies';
import { cookiesWritten } from '../site';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('The analytics event', () => {
  it('When a guest on the India site views a page, then the event carries the spec’s fields', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    storeSessionId('S-1');
    rememberVisitSource('?utm_source=mail&utm_campaign=spring&other=x');

    const event = buildEvent('page_view', 'HOME', 'query=java');

    expect(event).toEqual({
      accessedUrl: 'http://in.localhost/',
      action: 'page_view',
      channel: 1,
      currentTimestamp: NOW,
      id: expect.any(String),
      label: 'HOME',
      modifiedTimestamp: NOW,
      referenceId: readCookie('MSUID'),
      referralUrl: '',
      sessionId: 'S-1',
      site: 'IN',
      tenant: 1,
      siteContext: 'india',
      searchQueryParameter: 'query=java',
      user_type: 'guest',
      utm_source: 'mail',
      utm_campaign: 'spring',
    });
  });

  it('When the visitor is signed in by the cookies, then user_type is user', () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
    expect(buildEvent('page_load', 'SRP').user_type).toBe('user');
  });

  it('When a first visit has no MSUID, then one is made for 365 days and kept', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    let id = '';
    const written = cookiesWritten(() => {
      id = visitorId();
      expect(visitorId()).toBe(id);
    });
    expect(written).toEqual([
      `MSUID=${id}; path=/; SameSite=Lax; expires=${new Date(NOW + 365 * DAY_MS).toUTCString()}`,
    ]);
  });
});
