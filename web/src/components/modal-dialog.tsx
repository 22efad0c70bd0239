// The shell of the app's modals: a native <dialog> opened and closed with `open` (it keeps the
// focus inside), titled and described for assistive technology; Escape calls onCancel.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

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
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `confirm-dialog card ${className}` : 'confirm-dialog card'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
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
