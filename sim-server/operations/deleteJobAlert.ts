// deleteJobAlert (DELETE /middleware/deleteJobAlert/{alertId}): delete one of the seeker's job alerts.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { ALERT_MESSAGES, ownAlert } from '../domain/job-alerts';

export const deleteJobAlert = defineOperation(
  'deleteJobAlert',
  ({ path, account, site }, { store }: Deps<'store'>) => {
    const alert = ownAlert(store.state, account, site.site.countryCode, path.alertId);
    store.transact((tx) => tx.remove('jobAlerts', alert.id));
    return ok({ success: true as const, message: ALERT_MESSAGES.alertDeleted });
  },
);
