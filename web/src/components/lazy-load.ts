// When lazy images are wanted, and which were loaded before (spec section 9: preload 1.3, a 30 px
// margin, a 200 ms throttle and a cache of 200). One watcher serves every image of the page: on
// scroll and resize it looks, at most once per LAZY_LOAD_THROTTLE_MS, for watched images that
// have come within LAZY_LOAD_PRELOAD screens (plus LAZY_LOAD_MARGIN_PX) of the viewport. The
// throttle spaces those looks; it never delays a retry of a failed load.
import {
  LAZY_LOAD_CACHE_SIZE,
  LAZY_LOAD_MARGIN_PX,
  LAZY_LOAD_PRELOAD,
} from '../../../openapi/vocabulary/limits';
import { LAZY_LOAD_THROTTLE_MS } from '../../../openapi/vocabulary/timing';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether a box is near enough the viewport to load: 1.3 screens ahead, 30 px around. */
export function isNearViewport(box: Box, viewport: { width: number; height: number }): boolean {
  return (
    box.top < viewport.height * LAZY_LOAD_PRELOAD + LAZY_LOAD_MARGIN_PX &&
    box.bottom > -LAZY_LOAD_MARGIN_PX &&
    box.left < viewport.width * LAZY_LOAD_PRELOAD + LAZY_LOAD_MARGIN_PX &&
    box.right > -LAZY_LOAD_MARGIN_PX
  );
}

/** Runs `run` at most once per `waitMs`; a call inside the wait runs once when it ends. */
export function throttle(run: () => void, waitMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + waitMs - now();
    if (wait <= 0) {
      last = now();
      run();
    } else if (pending === undefined) {
      pending = setTimeout(() => {
        pending = undefined;
        last = now();
        run();
      }, wait);
    }
  };
}

const watched = new Map<Element, () => void>();

function look(): void {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  for (const [element, onNear] of watched) {
    if (isNearViewport(element.getBoundingClientRect(), viewport)) {
      watched.delete(element);
      onNear();
    }
  }
  if (watched.size === 0) stopListening();
}

const throttledLook = throttle(look, LAZY_LOAD_THROTTLE_MS);
const LISTEN = { capture: true, passive: true } as const;

function startListening(): void {
  window.addEventListener('scroll', throttledLook, LISTEN);
  window.addEventListener('resize', throttledLook, LISTEN);
}

function stopListening(): void {
  window.removeEventListener('scroll', throttledLook, LISTEN);
  window.removeEventListener('resize', throttledLook, LISTEN);
}

let lookAfterLayout = false;

/**
 * The first look at newly watched elements waits for the frame's own layout, and serves every
 * element watched in that frame: looking from inside React's commit forced a layout of its own
 * (the home page's longest task on a slow phone).
 */
function lookOnceLaidOut(): void {
  if (lookAfterLayout) return;
  lookAfterLayout = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      lookAfterLayout = false;
      throttledLook();
    }, 0),
  );
}

/** Calls `onNear` once the element comes near the viewport; returns what stops watching it. */
export function watchNearViewport(element: Element, onNear: () => void): () => void {
  if (watched.size === 0) startListening();
  watched.set(element, onNear);
  lookOnceLaidOut();
  return () => {
    watched.delete(element);
    if (watched.size === 0) stopListening();
  };
}

// The sources loaded so far, the oldest forgotten first beyond LAZY_LOAD_CACHE_SIZE: an image
// shown again (a carousel page, a revisited list) appears at once, without its loading state.
const loaded = new Set<string>();

export function rememberLoaded(src: string): void {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LAZY_LOAD_CACHE_SIZE) {
    const oldest = loaded.values().next();
    if (!oldest.done) loaded.delete(oldest.value);
  }
}

export function wasLoaded(src: string): boolean {
  return loaded.has(src);
}
