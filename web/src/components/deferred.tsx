// A part of a page whose code need not come with the page's first paint. It asks for its chunk
// - `until="painted"`: once the page has painted (parts on the first screen under the hero: the
//   first paint shares neither the network nor the main thread with them);
// - `until="near"`: once it comes within NEAR_VIEWPORT_MARGIN_PX of the viewport, or at the first
//   Tab (a keyboard user does not scroll first, and must not tab past a part not there yet).
// Until then a named, busy region of the part's height stands in its place, so nothing below it
// moves, and a screen reader finds it (moving there scrolls it into view, which loads it).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a part starts loading, so it is there when scrolled to. */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

interface Props {
  until: 'painted' | 'near';
  /** The region's name while it loads: the part's own heading, where it has one. */
  label: string;
  /** Gives the placeholder the part's height (a class of the page's stylesheet). */
  placeholderClassName: string;
  /** The part, usually a React.lazy component: rendered (and so loaded) only when due. */
  children: ReactNode;
}

export function Deferred({ until, label, placeholderClassName, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [due, setDue] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (due || !element) return;
    // An observer's first report comes after the rendering it observed, so after that paint.
    const observer = new IntersectionObserver(
      (entries) => {
        if (until === 'painted' || entries.some((entry) => entry.isIntersecting)) setDue(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setDue(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [due, until]);

  const placeholder = (
    <section className={placeholderClassName} aria-label={label} aria-busy="true" />
  );
  return (
    <div ref={ref} className="deferred">
      {due ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
