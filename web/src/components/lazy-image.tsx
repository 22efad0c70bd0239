// A lazily loaded image (spec sections 4 and 9) driven by the lazyImage machine: it waits until it
// is wanted (./lazy-load.ts: preload, margin, throttle), loads, and tries again up to
// LAZY_IMAGE_MAX_ATTEMPTS times, at once, before showing the fallback for good. A source loaded
// before (the cache of 200) shows at once. The box keeps its size, so nothing shifts.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fromTask } from '../../../machines/lib/implementations';
import {
  lazyImageMachine,
  type ImageLoadInput,
  type LazyImageEvent,
} from '../../../machines/lazyImage.machine';
import { rememberLoaded, wasLoaded, watchNearViewport } from './lazy-load';
import './lazy-image.css';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown while the image loads and when every attempt failed (e.g. a company's initials). */
  fallback: ReactNode;
  /**
   * Whether the parent wants the image now (a carousel knows which pages are near). The image
   * also waits until it comes near the viewport (./lazy-load.ts); left out, that alone decides.
   */
  active?: boolean;
  className?: string;
}

/** The URL of an attempt: retries bypass anything cached from the failed one. */
function attemptUrl(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  return `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

function loadImage(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image failed: ${url}`));
    signal.addEventListener('abort', () => {
      image.onload = null;
      image.onerror = null;
    });
    image.src = url;
  });
}

export function LazyImage({ src, alt, width, height, fallback, active, className }: Props) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [snapshot, send] = useMachine(
    lazyImageMachine.provide({
      actors: {
        loadImage: fromTask(
          ({ attempt }: ImageLoadInput, signal) => loadImage(attemptUrl(src, attempt), signal),
          {
            done: (): LazyImageEvent => {
              rememberLoaded(src);
              return { type: 'image.loaded' };
            },
            failed: (): LazyImageEvent => ({ type: 'image.failed' }),
          },
        ),
      },
    }),
  );

  useEffect(() => {
    if (wasLoaded(src)) send({ type: 'image.cached' });
  }, [src, send]);

  // Wanted when near the viewport and, where the parent knows better (a carousel's far pages),
  // when the parent also says so.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    return watchNearViewport(box, () => setNear(true));
  }, []);

  useEffect(() => {
    if (near && active !== false) send({ type: 'image.inView' });
  }, [near, active, send]);

  const loaded = snapshot.matches('loaded');
  return (
    <span
      ref={boxRef}
      className={`lazy-image${className ? ` ${className}` : ''}`}
      style={{ width, height }}
      data-state={String(snapshot.value)}
    >
      {loaded ? (
        <img
          src={attemptUrl(src, snapshot.context.attempt)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
        />
      ) : (
        <span className="lazy-image-fallback" role="img" aria-label={alt}>
          {fallback}
        </span>
      )}
    </span>
  );
}
