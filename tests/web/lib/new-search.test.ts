// Spec sections 3 and 9: a search form that starts a new search sets the new-search-results flag
// for 1 day (NEW_SEARCH_RESULTS=1, our name and value; web/README.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markNewSearch } from '../../../web/src/lib/new-search';
import { cookiesWritten } from '../site';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('The new-search-results flag', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When a new search starts, then NEW_SEARCH_RESULTS=1 is written for one day', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const written = cookiesWritten(markNewSearch);

    expect(written).toEqual([
      `NEW_SEARCH_RESULTS=1; path=/; SameSite=Lax; expires=${new Date(NOW + 86_400_000).toUTCString()}`,
    ]);
    expect(document.cookie).toContain('NEW_SEARCH_RESULTS=1');
  });
});
