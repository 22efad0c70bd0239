// bellNotifications (GET /middleware/bell-notification): the seeker's notifications for the bell list.
import { BELL_LIST_LIMIT, BELL_LIST_START } from '../../openapi/vocabulary/limits';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { markRead, notificationsOf } from '../domain/notifications';

export const bellNotifications = defineOperation(
  'bellNotifications',
  ({ account, site, query, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const all = notificationsOf(store.state, catalogue, account, site, now);
    const start = query.start ?? BELL_LIST_START;
    const shown = all.slice(start, start + (query.limit ?? BELL_LIST_LIMIT));
    // Opening the bell marks what it shows as read.
    markRead(store, account, shown);
    return ok({ notifications: shown, total: all.length });
  },
);
