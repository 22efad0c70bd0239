// Delete (or Remove) for one item, after a confirmation where the item is worth one: a profile
// entry, a resume, a job alert, a saved search. A failed delete keeps the item and says so with
// the spec's toast and on the shared failure line beside the button (action-failure.tsx), until
// the seeker presses it again. An ended session signs in again, the sign-in page saying that it
// is to delete this item, and back on the page the item's line says it was not deleted and why
// (the UX walk's N5: it came back as if the delete had been undone). The delete is not redone on
// its own: the seeker confirmed it on a session that has gone, and presses Delete again. Each
// button keeps its own pending and failure state.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import {
  deleteFailedMessage,
  NOT_DELETED_SESSION_ENDED_MESSAGE,
  SESSION_ENDED_DELETE_MESSAGE,
} from '../../../openapi/vocabulary/messages';
import { forgetReturn, keepForReturn, keptOnReturn, signInAgainFor } from '../lib/sign-in-again';
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

/** What a delete that found the session ended keeps for the way back. */
const NOT_DELETED = 'notDeleted';

export function DeleteAction({ what, run, confirm, children, label, className }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure(() => {
    keepForReturn(NOT_DELETED, what, true);
    signInAgainFor(SESSION_ENDED_DELETE_MESSAGE(what));
  });
  const holdNote = useEffectEvent((text: string) => failure.hold(text));
  useEffect(() => {
    if (keptOnReturn(NOT_DELETED, what) !== true) return;
    forgetReturn(NOT_DELETED, what);
    holdNote(NOT_DELETED_SESSION_ENDED_MESSAGE(what));
  }, [what]);
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
