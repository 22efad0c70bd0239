// The machines' cookie effect as the web app applies it: a cookie for some days, until a moment,
// or only when absent (machines/lib/effects.ts names them; web/src/lib/effects.ts writes them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookieEffect } from '../../../web/src/lib/effects';
import { cookiesWritten } from '../site';

const NOW = Date.parse('2026-11-28T12:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe("The machines' cookie effect", () => {
  it('When a machine sets the AD cookie for a day, then it is written to expire a day later', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(cookiesWritten(() => setCookieEffect({ name: 'AD', value: '1', days: 1 }))).toEqual([
      `AD=1; path=/; SameSite=Lax; expires=${new Date(NOW + 86_400_000).toUTCString()}`,
    ]);
  });

  it('When a machine sets a cookie until a moment, then it expires then', () => {
    expect(
      cookiesWritten(() =>
        setCookieEffect({ name: 'NHP', value: '1', expires: '2026-12-28T12:00:00.000Z' }),
      ),
    ).toEqual(['NHP=1; path=/; SameSite=Lax; expires=Mon, 28 Dec 2026 12:00:00 GMT']);
  });

  it('When a machine sets a cookie with no lifetime, then it lasts the session', () => {
    expect(cookiesWritten(() => setCookieEffect({ name: 'SPL', value: 'x' }))).toEqual([
      'SPL=x; path=/; SameSite=Lax',
    ]);
  });

  it('When a machine sets a cookie only if absent, then an existing one stays and a missing one is written', () => {
    document.cookie = 'MSUID=first';
    setCookieEffect({ name: 'MSUID', value: 'second', onlyIfAbsent: true });
    setCookieEffect({ name: 'NEW', value: 'made', onlyIfAbsent: true });
    setCookieEffect({ name: 'SPL', value: 'b', onlyIfAbsent: false });
    expect(document.cookie.split('; ').sort()).toEqual(['MSUID=first', 'NEW=made', 'SPL=b']);
  });
});
