// jobUnSave (POST /middleware/jobUnSave): unsave a job.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { saveJob } from '../domain/saved-jobs';

export const jobUnSave = defineOperation(
  'jobUnSave',
  ({ site, body, account, now }, { store }: Deps<'store'>) =>
    ok(saveJob(store, account, site, body.jobId, false, now)),
);
