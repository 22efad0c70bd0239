// The carousel's breakpoint rules (spec section 9), read from the window's width as media
// queries see it, and kept current as the window changes.
import { useSyncExternalStore } from 'react';
import {
  CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES,
  CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX,
  CAROUSEL_SLIDES_PER_PAGE,
} from '../../../../openapi/vocabulary/limits';

const WIDEST = CAROUSEL_SLIDES_PER_PAGE[CAROUSEL_SLIDES_PER_PAGE.length - 1]?.slides ?? 1;

export function slidesPerPage(width: number): number {
  return CAROUSEL_SLIDES_PER_PAGE.find((step) => width <= step.maxWidth)?.slides ?? WIDEST;
}

export function arrowsShown(width: number, companies: number): boolean {
  return (
    width > CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX && companies > CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES
  );
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS pixels. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
}
