// The header's menu (the hamburger on a phone) as a disclosure: its button opens and closes it,
// Escape closes it and gives the focus back to the button, and it closes when the focus or a press
// goes outside it, or the page changes (a link in it was followed).
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

export function useMenuDisclosure() {
  const location = useLocation();
  // Open on the page it was opened on only: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !area.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    area,
    button,
    toggle: () => setOpenOn(open ? null : location.key),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpenOn(null);
      button.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (open && next instanceof Node && !area.current?.contains(next)) setOpenOn(null);
    },
  };
}
