// Bell and cart counters and the notification list.
import { digestNotification, digestsAt } from '../clock/digests';
import type { SimContext } from '../context';
import { ok, type Handlers } from '../api/operation';
import type { Account } from '../store/state';
import type { SiteCatalogue } from '../catalogue/types';
import type { Schemas } from '../../openapi/client';
import { isSeededAccount, templateFits, WELCOME_NOTIFICATION } from '../domain/notification-feed';
import { BELL_LIST_LIMIT, BELL_LIST_START } from '../../openapi/vocabulary/limits';

/**
 * The seeker's notifications: the digests of their job alerts due by `now` (newest first), then
 * the site's templates the account may hold (a new account gets a welcome instead:
 * domain/notification-feed.ts), with read state kept per seeker.
 */
export function notificationsOf(
  context: SimContext,
  account: Account,
  site: SiteCatalogue,
  now: Date,
): Schemas['Notification'][] {
  const read = new Set(
    context.store.state.notificationStates
      .filter((n) => n.id.startsWith(`${account.id}:`) && n.read)
      .map((n) => n.id),
  );
  const code = site.site.countryCode;
  const alerts = context.store.state.jobAlerts.filter(
    (a) => a.accountId === account.id && a.site === code,
  );
  const digests = digestsAt(context.catalogue, alerts, now).map((digest) =>
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

export function notificationHandlers(context: SimContext): Handlers {
  return {
    notificationCount: ({ account, site, now }) => {
      const unread = notificationsOf(context, account, site, now).filter((n) => !n.read).length;
      return ok({ notificationCounResponse: { total: unread } });
    },

    bellNotifications: ({ account, site, query, now }) => {
      const seeker = account;
      const all = notificationsOf(context, seeker, site, now);
      const start = query.start ?? BELL_LIST_START;
      const shown = all.slice(start, start + (query.limit ?? BELL_LIST_LIMIT));
      // Opening the bell marks what it shows as read.
      const unread = shown.filter((item) => !item.read);
      if (unread.length > 0) {
        context.store.transact((tx) => {
          for (const n of unread)
            tx.put('notificationStates', { id: `${seeker.id}:${n.id}`, read: true });
        });
      }
      return ok({ notifications: shown, total: all.length });
    },

    cartCount: ({ account }) => {
      const seeker = account;
      // The test seekers keep one career service in the cart; new seekers start empty.
      const inCart = seeker.id.endsWith('-seeker') ? 1 : 0;
      return ok({ Status: 200 as const, Response: inCart });
    },
  };
}
