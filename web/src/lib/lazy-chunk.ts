// React.lazy with section 8's deadline: a module chunk that has not arrived within 120 s has failed,
// so the page can say so (ChunkBoundary) instead of showing its loader for ever.
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../openapi/vocabulary/timing';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withChunkDeadline<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A module chunk did not load within ${ms} ms`)),
      ms,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A module chunk failed to load', { cause: error }));
      },
    );
  });
}

export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkDeadline(load()));
}
