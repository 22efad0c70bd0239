// Spec section 8: a module chunk that has not arrived within 120 s has failed (120000 ms), and a
// chunk that failed says so; a part whose chunk is already in renders at once, with no loader.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyChunk, withChunkDeadline } from '../../../web/src/lib/lazy-chunk';

describe("A module chunk's deadline", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When a chunk has not arrived after 120 s, then it has failed; a moment before, it still waits', async () => {
    vi.useFakeTimers();
    const outcome = withChunkDeadline(new Promise<never>(() => undefined)).then(
      () => 'arrived',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    const early = await Promise.race([outcome, Promise.resolve('waiting')]);
    expect(early).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'A module chunk did not load within 120000 ms',
    });
  });

  it('When a chunk arrives in time, then it is the answer and no failure follows', async () => {
    vi.useFakeTimers();
    const arrived = withChunkDeadline(Promise.resolve('module'));
    await expect(arrived).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('When a chunk fails to load, then the failure is a ChunkLoadError carrying the cause', async () => {
    vi.useFakeTimers();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error: unknown = await withChunkDeadline(Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: 'A module chunk failed to load', cause });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('A part loaded as its own chunk', () => {
  const part = () => lazyChunk(() => Promise.resolve({ default: () => <p>The part</p> }));

  it('When the chunk was preloaded, then the part renders at once, without its loader', async () => {
    const Part = part();
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('The part')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('When the chunk was not preloaded, then the loader shows until the part arrives', async () => {
    const Part = part();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('The part')).toBeTruthy();
  });
});
