// jobSave (POST /middleware/jobSave): save a job.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { saveJob } from '../domain/saved-jobs';

export const jobSave = defineOperation(
  'jobSave',
  ({ site, body, account, now }, { store }: Deps<'store'>) =>
    ok(saveJob(store, account, site, body.jobId, true, now)),
);
