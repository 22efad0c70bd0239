// The lazy-load watcher's rules (spec section 9): preload 1.3 screens, a 30 px margin, one look per
// 200 ms (a throttle of the looks, not a delay of retries: audit row F29), a cache of 200.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isNearViewport,
  rememberLoaded,
  throttle,
  wasLoaded,
} from '../../web/src/components/lazy-load';

const viewport = { width: 1000, height: 800 };
const box = (top: number, left = 0) => ({ top, bottom: top + 100, left, right: left + 100 });

describe('Lazy images: when an image is near enough to load', () => {
  it('When an image starts within 1.3 screens plus 30 px below the top, then it is near', () => {
    expect(isNearViewport(box(800 * 1.3 + 29), viewport)).toBe(true);
    expect(isNearViewport(box(800 * 1.3 + 30), viewport)).toBe(false);
  });

  it('When an image ended more than 30 px above the viewport, then it is not near', () => {
    expect(isNearViewport(box(-129), viewport)).toBe(true);
    expect(isNearViewport(box(-130), viewport)).toBe(false);
  });

  it('When an image lies 1.3 screens plus 30 px to the right, then it is not near', () => {
    expect(isNearViewport(box(0, 1000 * 1.3 + 29), viewport)).toBe(true);
    expect(isNearViewport(box(0, 1000 * 1.3 + 30), viewport)).toBe(false);
  });
});

describe('Lazy images: the 200 ms throttle of the looks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When scroll events come every 10 ms for a second, then the watcher looks once per 200 ms', () => {
    vi.useFakeTimers();
    const look = vi.fn();
    const throttled = throttle(look, 200);

    for (let t = 0; t < 1000; t += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(200);

    // At 0, 200, 400, 600, 800 and the trailing look at 1000.
    expect(look).toHaveBeenCalledTimes(6);
  });
});

describe('Lazy images: the cache of 200 loaded sources', () => {
  it('When 201 sources have loaded, then the oldest is forgotten and the rest are remembered', () => {
    for (let i = 0; i < 201; i += 1) rememberLoaded(`/img/${i}.png`);

    expect(wasLoaded('/img/0.png')).toBe(false);
    expect(wasLoaded('/img/1.png')).toBe(true);
    expect(wasLoaded('/img/200.png')).toBe(true);
  });

  it('When a remembered source loads again, then it becomes the newest', () => {
    for (let i = 0; i < 200; i += 1) rememberLoaded(`/a/${i}.png`);
    rememberLoaded('/a/0.png');
    rememberLoaded('/a/new.png');

    expect(wasLoaded('/a/0.png')).toBe(true);
    expect(wasLoaded('/a/1.png')).toBe(false);
  });
});
