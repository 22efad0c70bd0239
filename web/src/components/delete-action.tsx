// Delete (or Remove) for one item, after a confirmation where the item is worth one: a profile
// entry, a resume, a job alert, a saved search. A failed delete keeps the item and says so with
// the spec's toast and on the shared failure line beside the button (action-failure.tsx), until
// the seeker presses it again; an ended session signs in again. Each button keeps its own pending
// and failure state.
import { useState, type ReactNode } from 'react';
import { deleteFailedMessage } from '../../../openapi/vocabulary/messages';
import { ConfirmDialog } from './confirm-dialog';
import { InlineFailure, useActionFailure } from './action-failure';

export interface DeleteConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

interface Props {
  /** What is deleted, in the failure's words: "employment at Acme", "job alert Java". */
  what: string;
  /** The delete call; its rejection is the failure. */
  run: () => Promise<unknown>;
  /** The question asked first; none: the button deletes at once. */
  confirm?: DeleteConfirmation;
  /** The button's content; its accessible name comes from it or `label`. */
  children: ReactNode;
  label?: string;
  className?: string;
}

export function DeleteAction({ what, run, confirm, children, label, className }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure();
  const go = () => {
    setBusy(true);
    failure.clear();
    run().then(
      () => {
        setBusy(false);
        setOpen(false);
      },
      (error: unknown) => {
        setBusy(false);
        setOpen(false);
        failure.report(error, (reason) => deleteFailedMessage(what, reason));
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={className ?? 'link-button'}
        aria-label={label}
        aria-describedby={failure.describedBy}
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy) return;
          failure.clear();
          if (confirm) setOpen(true);
          else go();
        }}
      >
        {children}
      </button>
      <InlineFailure failure={failure} />
      {confirm ? (
        <ConfirmDialog
          open={open}
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.confirmLabel}
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={go}
        />
      ) : null}
    </>
  );
}
