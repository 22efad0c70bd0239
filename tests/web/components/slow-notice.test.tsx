// A call still pending after 5000 ms says so (issue 27, item 7), and only while it is pending: a
// second wait counts its own 5000 ms from its start.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTakingLong } from '../../../web/src/components/slow-notice';

afterEach(() => {
  vi.useRealTimers();
});

describe('A call that is taking long', () => {
  it('When a part mounts idle and its call starts later, then the call is late 5000 ms after it started', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ pending }) => useTakingLong(pending), {
      initialProps: { pending: false },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    rerender({ pending: true });
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('When a late call ends and another starts, then the new one is not late until its own 5000 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ pending }) => useTakingLong(pending), {
      initialProps: { pending: true },
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(true);
    rerender({ pending: false });
    expect(result.current).toBe(false);
    rerender({ pending: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
