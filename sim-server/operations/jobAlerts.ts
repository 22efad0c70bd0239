// jobAlerts (GET /middleware/jobAlerts): the seeker's job alerts.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { ownAlerts, presentAlert } from '../domain/job-alerts';
import { newestFirst } from '../domain/records';

export const jobAlerts = defineOperation(
  'jobAlerts',
  ({ account, site }, { store }: Deps<'store'>) => {
    const own = ownAlerts(store.state, account, site.site.countryCode);
    const alerts = newestFirst(own).map(presentAlert);
    return ok({ alerts, total: alerts.length });
  },
);
