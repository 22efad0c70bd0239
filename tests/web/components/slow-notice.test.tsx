// A call still pending after 5000 ms says so (issue 27, item 7), and only while it is pending: a
// second wait counts its own 5000 ms from its start.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTakingLong } from '../../../web/src/components/slow-notice';

afterEach(() => {
  vi.useRealTimers();
});

/** A part whose call starts `pending`, on a clock the test moves. */
function watch(pending: boolean) {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ pending }) => useTakingLong(pending), {
    initialProps: { pending },
  });
  return {
    late: () => result.current,
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    pend: (next: boolean) => rerender({ pending: next }),
  };
}

describe('A call that is taking long', () => {
  it('When a part mounts idle and its call starts later, then the call is late 5000 ms after it started', () => {
    const part = watch(false);
    part.wait(10_000);
    expect(part.late()).toBe(false);
    part.pend(true);
    part.wait(4_999);
    expect(part.late()).toBe(false);
    part.wait(1);
    expect(part.late()).toBe(true);
  });

  it('When a late call ends and another starts, then the new one is not late until its own 5000 ms', () => {
    const part = watch(true);
    part.wait(5_000);
    expect(part.late()).toBe(true);
    part.pend(false);
    expect(part.late()).toBe(false);
    part.pend(true);
    expect(part.late()).toBe(false);
    part.wait(4_999);
    expect(part.late()).toBe(false);
    part.wait(1);
    expect(part.late()).toBe(true);
  });
});
