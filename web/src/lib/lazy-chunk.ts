// React.lazy with section 8's deadline: a module chunk that has not arrived within 120 s has failed,
// so the page can say so (ChunkBoundary) instead of showing its loader for ever.
import { createElement, lazy, useState, type ComponentType } from 'react';
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

/**
 * A page part loaded as its own chunk. `preload()` starts the chunk early; once it is in, the part
 * renders at once instead of suspending, so no loader is committed first (and React does not hold
 * the part back the 300 ms it waits before revealing a part that suspended).
 */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= withChunkDeadline(load()).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  function Chunk(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component later
    // would be a different element type, which React remounts.
    const [type] = useState(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(Chunk, { preload: () => start().then(() => undefined) });
}
