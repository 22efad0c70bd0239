// The phone search overlay closes the ways a phone user expects (issue 19): Escape, and the Back
// button or gesture, which closes the overlay instead of leaving the page. Opening it adds one
// history entry (the same URL, marked); closing it by its button or Escape goes back over it.
import { useCallback, useEffect, type KeyboardEvent } from 'react';

const MARK = 'searchOverlay';

function marked(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && MARK in state;
}

export function useOverlayClose(open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    // Focus goes back where it was (the button that opened the overlay) when it closes.
    const opener = document.activeElement;
    const state: unknown = window.history.state;
    // The router's own state (its key and index) is kept, so it sees the same page.
    if (!marked())
      window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: true }, '');
    const onPop = () => {
      if (!marked()) setOpen(false);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, setOpen]);

  const close = useCallback(() => {
    if (marked()) window.history.back();
    else setOpen(false);
  }, [setOpen]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape') return;
      // An open suggestion list takes the first Escape.
      const target = event.target;
      if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') return;
      event.preventDefault();
      close();
    },
    [close],
  );

  /** A search sent from the overlay replaces its history entry, so Back leads to the page before. */
  const replacesEntry = useCallback(() => marked(), []);

  return { close, onKeyDown, replacesEntry };
}
