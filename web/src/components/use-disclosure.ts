// A button and the panel it shows (the header's menu, the account dropdown): a press outside or
// the focus leaving the panel's root closes it; Escape closes it and gives the focus back to its
// button. With a `scope` (the page's location key) it is open in that scope only, so following one
// of its links to another page closes it.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export function useDisclosure(scope = '') {
  const [openIn, setOpenIn] = useState<string | null>(null);
  const open = openIn === scope;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => setOpenIn(next ? scope : null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenIn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    setOpen,
    root,
    button,
    toggle: () => setOpen(!open),
    close: () => setOpen(false),
    /** Escape: closes the open panel, the focus back on its button. */
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      button.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (open && next instanceof Node && !root.current?.contains(next)) setOpen(false);
    },
  };
}
