// The seeker's notifications: the digests of their job alerts due by `now` (newest first), then
// the site's templates the account may hold (a new account gets a welcome instead:
// notification-feed.ts), with read state kept per seeker. Opening the bell marks what it shows
// as read.
import type { Schemas } from '../../openapi/client';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';
import { digestNotification, digestsAt } from '../clock/digests';
import type { Store } from '../store/store';
import type { Account, StoreState } from '../store/state';
import { isSeededAccount, templateFits, WELCOME_NOTIFICATION } from './notification-feed';

export function notificationsOf(
  state: StoreState,
  catalogue: Catalogue,
  account: Account,
  site: SiteCatalogue,
  now: Date,
): Schemas['Notification'][] {
  const read = new Set(
    state.notificationStates
      .filter((n) => n.id.startsWith(`${account.id}:`) && n.read)
      .map((n) => n.id),
  );
  const code = site.site.countryCode;
  const alerts = state.jobAlerts.filter((a) => a.accountId === account.id && a.site === code);
  const digests = digestsAt(catalogue, alerts, now).map((digest) =>
    digestNotification(digest, read.has(`${account.id}:${digest.id}`)),
  );
  const templates = site.notifications
    .filter((template) => templateFits(account, template))
    .map(({ minutesAgo, ...notification }) => ({
      ...notification,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
      read: read.has(`${account.id}:${notification.id}`),
    }));
  const welcome = isSeededAccount(account)
    ? []
    : [
        {
          ...WELCOME_NOTIFICATION,
          createdAt: account.createdAt,
          read: read.has(`${account.id}:${WELCOME_NOTIFICATION.id}`),
        },
      ];
  return [...digests, ...templates, ...welcome];
}

/** Marks the shown notifications read for the seeker. */
export function markRead(
  store: Store,
  account: Account,
  shown: readonly Schemas['Notification'][],
): void {
  const unread = shown.filter((item) => !item.read);
  if (unread.length === 0) return;
  store.transact((tx) => {
    for (const n of unread)
      tx.put('notificationStates', { id: `${account.id}:${n.id}`, read: true });
  });
}
