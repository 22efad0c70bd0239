// One list of My jobs: a loading placeholder, the error with a retry, the empty text, or the list.
import type { ReactNode } from 'react';
import { failureMessage } from '../../../../../openapi/errors';

interface Props {
  what: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}

export function ListState({ what, query, empty, emptyText, children }: Props) {
  if (query.isPending) {
    return (
      <p className="my-jobs-loading" role="status">
        Loading {what}…
      </p>
    );
  }
  if (query.error) {
    return (
      <div className="my-jobs-error" role="alert">
        <p>
          We couldn't load {what}. {failureMessage(query.error)}
        </p>
        <button
          type="button"
          className="button button-outline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (empty) return <p className="my-jobs-empty">{emptyText}</p>;
  return <>{children}</>;
}
