// One part of the dashboard: its heading, then a loading placeholder, the error with a retry, the
// empty text, or the content.
import type { ReactNode } from 'react';
import { failureMessage } from '../../../../../openapi/errors';
import { SlowNotice } from '../../../components/slow-notice';

interface Props {
  id: string;
  title: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
  className?: string;
}

export function DashboardSection({
  id,
  title,
  query,
  empty,
  emptyText,
  children,
  className,
}: Props) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        <div className="dash-loading" role="status">
          <span className="visually-hidden">Loading {title.toLowerCase()}…</span>
          <span className="dash-skeleton" aria-hidden="true" />
          <span className="dash-skeleton" aria-hidden="true" />
        </div>
        <SlowNotice pending />
      </>
    );
  } else if (query.error) {
    body = (
      <div className="dash-error" role="alert">
        <p>
          We couldn't load {title.toLowerCase()}. {failureMessage(query.error)}
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
  } else if (empty) {
    body = <p className="dash-empty">{emptyText}</p>;
  } else {
    body = children;
  }
  return (
    <section
      className={['card dash-section', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {body}
    </section>
  );
}
