// A lazily loaded image (spec sections 4 and 9) driven by the lazyImage machine: it waits until it
// is wanted, loads, and tries again up to LAZY_IMAGE_MAX_ATTEMPTS times before showing the
// fallback for good. The box keeps its size throughout, so nothing shifts when the image arrives.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '../../../openapi/vocabulary/limits';
import { LAZY_LOAD_THROTTLE_MS } from '../../../openapi/vocabulary/timing';
import { fromTask } from '../../../machines/lib/implementations';
import {
  lazyImageMachine,
  type ImageLoadInput,
  type LazyImageEvent,
} from '../../../machines/lazyImage.machine';
import './lazy-image.css';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown while the image loads and when every attempt failed (e.g. a company's initials). */
  fallback: ReactNode;
  /**
   * Whether the image is wanted now (a carousel knows which pages are near). Left out, the image
   * is wanted once it comes within LAZY_LOAD_MARGIN_PX of the viewport.
   */
  active?: boolean;
  className?: string;
}

/** The URL of an attempt: retries bypass anything cached from the failed one. */
function attemptUrl(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  return `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

function loadImage(url: string, delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error(`Image failed: ${url}`));
      image.src = url;
    }, delayMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    });
  });
}

export function LazyImage({ src, alt, width, height, fallback, active, className }: Props) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [snapshot, send] = useMachine(
    lazyImageMachine.provide({
      actors: {
        loadImage: fromTask(
          // Each retry waits a little longer (the loader's throttle), so a passing failure can clear.
          ({ attempt }: ImageLoadInput, signal) =>
            loadImage(attemptUrl(src, attempt), (attempt - 1) * LAZY_LOAD_THROTTLE_MS, signal),
          {
            done: (): LazyImageEvent => ({ type: 'image.loaded' }),
            failed: (): LazyImageEvent => ({ type: 'image.failed' }),
          },
        ),
      },
    }),
  );

  useEffect(() => {
    if (active === true) send({ type: 'image.inView' });
  }, [active, send]);

  useEffect(() => {
    const box = boxRef.current;
    if (active !== undefined || !box) return;
    if (typeof IntersectionObserver === 'undefined') {
      send({ type: 'image.inView' });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          send({ type: 'image.inView' });
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [active, send]);

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
