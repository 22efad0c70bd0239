// One part of a page that waits on one call (issue 27, items 5 and 7): a loading placeholder that
// says "taking longer than usual" when the call is late, the failure in words with Try again (or,
// when the session ended under the page, Sign in again), the empty text, or the content. The
// dashboard's sections, My jobs' lists and the signed-in home's blocks all show their states
// through it, so each state reads and looks the same everywhere.
import type { ReactNode } from 'react';
import { SESSION_ENDED_MESSAGE } from '../../../openapi/vocabulary/messages';
import { failureText, isSessionExpired } from '../lib/call-failure';
import { signInAgainUrl } from '../lib/sign-in-again';
import { SlowNotice } from './slow-notice';
import './part-state.css';

export interface PartQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface Props {
  /** What the part holds, as "We couldn't load {what}." and "Loading {what}…" say it. */
  what: string;
  query: PartQuery;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
  /** Placeholder rows while loading (the part keeps about its height). */
  rows?: number;
}

export function PartState({ what, query, empty, emptyText, children, rows = 2 }: Props) {
  if (query.isPending) {
    return (
      <>
        <div className="part-loading" role="status">
          <span className="visually-hidden">Loading {what}…</span>
          {Array.from({ length: rows }, (_, n) => (
            <span key={n} className="part-skeleton" aria-hidden="true" />
          ))}
        </div>
        <SlowNotice pending />
      </>
    );
  }
  if (isSessionExpired(query.error)) {
    // Try again cannot help: the seeker signs in again and comes back here (issue 27, item 7).
    return (
      <div className="part-error" role="alert">
        <p>{SESSION_ENDED_MESSAGE(what)}</p>
        <a className="button button-outline" href={signInAgainUrl()}>
          Sign in again
        </a>
      </div>
    );
  }
  if (query.error) {
    return (
      <div className="part-error" role="alert">
        <p>
          We couldn't load {what}. {failureText(query.error)}
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
  if (empty) return <p className="part-empty">{emptyText}</p>;
  return <>{children}</>;
}
