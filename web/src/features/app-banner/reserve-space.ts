// The banner never hides the page (issue 19): while it is docked, the page reserves its height at
// the bottom (body padding, so the last controls can scroll above it; scroll padding, so focus and
// "scroll into view" stop above it; and the toast rises above it). Gone when it slides or closes.
import { useLayoutEffect, type RefObject } from 'react';

export const BANNER_SPACE_PROPERTY = '--app-banner-space';

export function useReservedSpace(ref: RefObject<HTMLElement | null>, docked: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element || !docked) {
      root.style.removeProperty(BANNER_SPACE_PROPERTY);
      return;
    }
    let reserved = '';
    // Measured in the observer's calls, which come once the browser has laid the page out (the
    // first right after the banner's first layout, still before its paint): reading the banner's
    // place here at mount forced a layout of the whole page, the largest single piece of work
    // before a results page showed its jobs. Written only when it changes, since every write
    // restyles the page.
    const reserve = () => {
      const { top } = element.getBoundingClientRect();
      // From the banner's top edge to the bottom of the window: the card's margin included.
      const space = `${Math.max(0, Math.ceil(window.innerHeight - top))}px`;
      if (space === reserved) return;
      reserved = space;
      root.style.setProperty(BANNER_SPACE_PROPERTY, space);
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(BANNER_SPACE_PROPERTY);
    };
  }, [ref, docked]);
}
