// notificationCount (GET /middleware/notifications/count): unread notification count for the bell badge.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { notificationsOf } from '../domain/notifications';

export const notificationCount = defineOperation(
  'notificationCount',
  ({ account, site, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const all = notificationsOf(store.state, catalogue, account, site, now);
    return ok({ notificationCounResponse: { total: all.filter((n) => !n.read).length } });
  },
);
