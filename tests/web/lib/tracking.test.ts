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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('The ids and the session of the analytics', () => {
  it('When a page builds events, then each has an id of its own and the visitor one id, both random UUIDs', () => {
    const [first, second] = [buildEvent('page_view', 'HOME'), buildEvent('page_load', 'HOME')];
    expect(first.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
    expect(first.referenceId).toMatch(UUID);
    expect(second.referenceId).toBe(first.referenceId);
  });

  it('When the browser has no randomUUID, then an id is still made, of the time and a random number', () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(buildEvent('page_view', 'HOME').id).toMatch(/^\d+-0\.\d+$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('When no session id was answered yet and no search is named, then both fields are empty', () => {
    const event = buildEvent('page_view', 'HOME');
    expect([event.sessionId, event.searchQueryParameter]).toEqual(['', '']);
  });

  it('When the browser is not Chrome, then the session id the publish call answered is kept in a cookie (section 7)', () => {
    storeSessionId('S-1');
    expect([readCookie('sessionId'), sessionStorage.getItem('sessionId')]).toEqual(['S-1', null]);
    expect(buildEvent('page_view', 'HOME').sessionId).toBe('S-1');
  });

  it('When the browser is Chrome, then the session id is kept in session storage (section 7)', async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    try {
      vi.resetModules();
      const chrome = await import('../../../web/src/lib/tracking');
      chrome.storeSessionId('S-2');
      expect([sessionStorage.getItem('sessionId'), readCookie('sessionId')]).toEqual([
        'S-2',
        undefined,
      ]);
      expect(chrome.buildEvent('page_view', 'HOME').sessionId).toBe('S-2');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
