// "Delete" for one entry of a profile list, after a confirmation. A failed delete keeps the entry
// and says why next to it; each entry keeps its own pending and failure state.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureText } from '../../../lib/call-failure';
import { SaveError } from './profile-section';

interface Props {
  /** What is deleted, for the accessible name: "employment at Acme". */
  what: string;
  run: () => Promise<unknown>;
}

export function DeleteItem({ what, run }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = () => {
    setBusy(true);
    setFailure(undefined);
    run().then(
      () => {
        setBusy(false);
        setOpen(false);
      },
      (error: unknown) => {
        setBusy(false);
        setOpen(false);
        setFailure(`Could not delete ${what}. ${failureText(error)}`);
      },
    );
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Delete<span className="visually-hidden"> {what}</span>
      </button>
      <SaveError message={failure} />
      <ConfirmDialog
        open={open}
        title={`Delete ${what}?`}
        message="It will be removed from your profile."
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
