// A page's parts put on the page one after another, top to bottom, each in a commit of its own:
// the dashboard's eight lists added at once made one block of rendering, style and layout that
// held the main thread (Lighthouse's total blocking time). Added in page order, a part only ever
// lands below the ones shown, so nothing already read moves.
import { startTransition, useEffect, useState } from 'react';

/** How many of `total` parts to show: none before `start`, then one more each task until all. */
export function useShownInTurn(start: boolean, total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!start || shown >= total) return;
    // A task apart, so that the browser lays out and paints the last part before the next.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [start, shown, total]);
  return start ? shown : 0;
}
