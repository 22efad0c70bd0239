// The employers carousel's behaviour around its machine (employers-carousel.tsx): why autoplay is
// paused (the pointer over it, the focus in it, the user's choice), whether it is near the viewport
// (logos load then), and the swipe on touch screens.
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { CarouselEvent } from '../../../../../machines/carousel.machine';

type Send = (event: CarouselEvent) => void;

/** A swipe shorter than this (px) is a tap. */
const SWIPE_MIN_PX = 40;

/**
 * The machine pauses on `carousel.pointerEnter`; any reason to pause (pointer, focus, the user's
 * choice, reduced motion from the start) holds it there until none is left.
 */
export function useCarouselPause(send: Send, reducedMotion: boolean) {
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const pauseReasons = useRef({ pointer: false, focus: false, user: reducedMotion });

  const syncPause = () => {
    const { pointer, focus, user } = pauseReasons.current;
    send({ type: pointer || focus || user ? 'carousel.pointerEnter' : 'carousel.pointerLeave' });
  };

  useEffect(() => {
    if (pauseReasons.current.user) send({ type: 'carousel.pointerEnter' });
  }, [send]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    pauseReasons.current.pointer = true;
    syncPause();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    pauseReasons.current.pointer = false;
    syncPause();
  };
  const onFocus = () => {
    pauseReasons.current.focus = true;
    syncPause();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return;
    }
    pauseReasons.current.focus = false;
    syncPause();
  };
  const togglePause = () => {
    pauseReasons.current.user = !userPaused;
    setUserPaused(!userPaused);
    syncPause();
  };

  return {
    userPaused,
    togglePause,
    handlers: { onPointerEnter, onPointerLeave, onFocus, onBlur },
  };
}

/** Whether the element has come near the viewport (once true, it stays true). */
export function useNearViewport(rootRef: RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '30%' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);
  return inView;
}

/** A touch or pen swipe turns the page; the mouse does not swipe. */
export function useSwipe(send: Send) {
  const swipeStart = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (start === null) return;
      const moved = event.clientX - start;
      if (Math.abs(moved) < SWIPE_MIN_PX) return;
      send({ type: moved < 0 ? 'carousel.next' : 'carousel.previous' });
    },
  };
}
