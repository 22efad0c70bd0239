// /seeker/notifications (spec sections 2, 7, 9): the bell's list, newest first, 10 at a time with
// "Show more" while there are more; unread ones marked. Loading, empty and error states.
import { useId } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { safeReturnPath } from '../../../../../openapi/vocabulary/routes';
import { formatMoment } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import '../notifications.css';
import { failureText } from '../../../lib/call-failure';

function NotificationItem({ item }: { item: Schemas['Notification'] }) {
  // A notification's link is the backend's; only a path of this site becomes a link.
  const link = item.link && safeReturnPath(item.link) === item.link ? item.link : undefined;
  return (
    <li className={item.read ? 'notification' : 'notification unread'}>
      <p className="notification-title">
        {item.read ? null : <span className="visually-hidden">Unread: </span>}
        {link ? <Link to={link}>{item.title}</Link> : item.title}
      </p>
      <p className="notification-message">{item.message}</p>
      <p className="notification-date">
        <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
      </p>
    </li>
  );
}

export function NotificationsList() {
  const titleId = useId();
  const query = useNotifications();
  const items = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className="container page notifications" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        Notifications
      </h1>
      {query.isPending ? (
        <ul className="notification-list" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((n) => (
            <li key={n} className="notification skeleton" />
          ))}
        </ul>
      ) : query.isError && items.length === 0 ? (
        <div className="card empty-state" role="alert">
          <p>We could not load your notifications. {failureText(query.error)}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="card empty-state">You have no notifications yet.</p>
      ) : (
        <>
          <p className="notifications-count">
            Showing {items.length} of {total}
          </p>
          <ul className="notification-list card">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p className="field-error" role="alert">
              More notifications could not be loaded. Please try again.
            </p>
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              className="button button-outline notifications-more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Show more notifications'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
