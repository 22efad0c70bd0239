// The phone layout is the spec's mobile width and below (max-width: 920px), kept current as the
// window changes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, usePhoneLayout } from '../../../web/src/lib/use-media-query';

/** A window whose width the test sets; its media lists say when a query's answer changes. */
function resizableWindow(width: number) {
  let current = width;
  const listening = new Set<EventListenerOrEventListenerObject>();
  const lists: EventTarget[] = [];
  const matches = (query: string) => {
    const max = /\(max-width: (\d+)px\)/.exec(query);
    if (!max) throw new Error(`Only max-width queries here: ${query}`);
    return current <= Number(max[1]);
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = new EventTarget();
    lists.push(list);
    return Object.assign(list, {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
        if (type === 'change') listening.add(listener);
        EventTarget.prototype.addEventListener.call(list, type, listener);
      },
      removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
        if (type === 'change') listening.delete(listener);
        EventTarget.prototype.removeEventListener.call(list, type, listener);
      },
    });
  });
  return {
    resize(to: number) {
      current = to;
      for (const list of lists) list.dispatchEvent(new Event('change'));
    },
    /** How many change listeners the window's lists hold now. */
    listeners: () => listening.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('The phone layout', () => {
  it.each([
    [920, true],
    [921, false],
    [390, true],
    [1280, false],
  ])('When the window is %i px wide, then the phone layout is %s', (width, phone) => {
    resizableWindow(width);
    const { result } = renderHook(() => usePhoneLayout());
    expect(result.current).toBe(phone);
  });

  it('When the window narrows past the width and widens again, then the answer follows it', () => {
    const browser = resizableWindow(1280);
    const { result } = renderHook(() => useMediaQuery('(max-width: 920px)'));
    expect(result.current).toBe(false);
    act(() => browser.resize(390));
    expect(result.current).toBe(true);
    act(() => browser.resize(1024));
    expect(result.current).toBe(false);
  });

  it('When the part that asked goes, then it stops listening to the window', () => {
    const browser = resizableWindow(1280);
    const { unmount } = renderHook(() => usePhoneLayout());
    expect(browser.listeners()).toBe(1);
    unmount();
    expect(browser.listeners()).toBe(0);
  });
});
