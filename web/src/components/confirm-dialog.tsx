// A modal question before something that cannot be undone (deleting an alert or a saved search).
// The native <dialog> keeps the focus inside and closes on Escape.
import { ModalDialog } from './modal-dialog';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <ModalDialog open={open} title={title} message={message} onCancel={onCancel}>
      <div className="confirm-actions">
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
