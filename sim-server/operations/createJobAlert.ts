// createJobAlert (POST /middleware/createJobAlert): create a job alert (a guest's free job alert or a seeker's alert).
import { defineOperation } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { createJobAlert as createAlert } from '../domain/job-alerts';

export const createJobAlert = defineOperation(
  'createJobAlert',
  ({ body, account, site, now }, { store, guestAlerts }: Deps<'store' | 'guestAlerts'>) => ({
    status: 201 as const,
    body: createAlert(store, body, account, site, now, guestAlerts),
  }),
);
