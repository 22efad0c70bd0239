// editJobAlert (PUT /middleware/editJobAlert/{alertId}): replace one of the seeker's job alerts.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { editJobAlert as editAlert } from '../domain/job-alerts';

export const editJobAlert = defineOperation(
  'editJobAlert',
  ({ body, path, account, site, now }, { store }: Deps<'store'>) =>
    ok(editAlert(store, body, account, site, path.alertId, now)),
);
