// "Delete" for one entry of a profile list, after a confirmation that names it (the shared
// DeleteAction: a failed delete keeps the entry and says why beside the button).
import { DeleteAction } from '../../../components/delete-action';

interface Props {
  /** What is deleted, for the accessible name: "employment at Acme". */
  what: string;
  run: () => Promise<unknown>;
}

export function DeleteItem({ what, run }: Props) {
  return (
    <DeleteAction
      what={what}
      run={run}
      confirm={{
        title: `Delete ${what}?`,
        message: 'It will be removed from your profile.',
        confirmLabel: 'Delete',
      }}
    >
      Delete<span className="visually-hidden"> {what}</span>
    </DeleteAction>
  );
}
