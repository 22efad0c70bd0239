// The shell of the app's modals: a native <dialog> opened and closed with `open`, titled and
// described for assistive technology; Escape calls onCancel. A modal <dialog> makes the page
// behind it inert, but Tab past its last control still leaves it (to <body> or the browser's own
// controls) before coming back: Tab and Shift+Tab wrap round its controls here instead (the UX
// walk's h1). A dozen lines, so no focus-trap library for it.
// A dialog is on the page from its first opening on: lists render one per item (Apply's resume
// dialog on every job card, Delete's question on every alert), and the closed ones were 45 of the
// dashboard's 497 elements. Once opened it stays, so that closing it gives the focus back.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './confirm-dialog.css';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || active === event.currentTarget
    : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

interface Props {
  open: boolean;
  title: string;
  message: ReactNode;
  className?: string;
  onCancel: () => void;
  /** The controls below the message. */
  children: ReactNode;
}

export function ModalDialog({ open, title, message, className, onCancel, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!opened) return null;
  return (
    <dialog
      ref={ref}
      className={className ? `confirm-dialog card ${className}` : 'confirm-dialog card'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onKeyDown={wrapTab}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      {children}
    </dialog>
  );
}
