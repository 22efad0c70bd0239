// jsdom has no layout and no window.matchMedia: a test says how wide the window is, and the
// width queries the web app asks ("(max-width: 920px)", "(min-width: 921px)") answer for it.
import { vi } from 'vitest';

function widthMatches(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (parts.length === 0) throw new Error(`The test window answers width queries only: ${query}`);
  return parts.every(([, side, px]) =>
    side === 'min' ? width >= Number(px) : width <= Number(px),
  );
}

/** window.matchMedia answers `matches(query)` for this test (undone by `vi.unstubAllGlobals`). */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const list = new EventTarget();
    return Object.assign(list, {
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  });
}

/** The window is `width` px wide for this test (undone by `vi.unstubAllGlobals`). */
export function showWidth(width: number): void {
  vi.stubGlobal('innerWidth', width);
  stubMatchMedia((query) => widthMatches(query, width));
}
