// Spec sections 3 and 9: a search form that starts a new search sets the new-search-results flag
// for 1 day (NEW_SEARCH_RESULTS=1, our name and value; web/README.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markNewSearch } from '../../../web/src/lib/new-search';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('The new-search-results flag', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'cookie');
  });

  it('When a new search starts, then NEW_SEARCH_RESULTS=1 is written for one day', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie?.get?.call(document) as string,
      set: (value: string) => {
        written.push(value);
        cookie?.set?.call(document, value);
      },
    });

    markNewSearch();

    expect(written).toEqual([
      `NEW_SEARCH_RESULTS=1; path=/; SameSite=Lax; expires=${new Date(NOW + 86_400_000).toUTCString()}`,
    ]);
    expect(document.cookie).toContain('NEW_SEARCH_RESULTS=1');
  });
});
