// userJobInfo (GET /middleware/userJobInfo): ids of the jobs the seeker has applied to and saved.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { appliedJobIds } from '../domain/applications';
import { savedJobsOf } from '../domain/saved-jobs';

export const userJobInfo = defineOperation(
  'userJobInfo',
  ({ account, site }, { store }: Deps<'store'>) =>
    ok({
      appliedJobIds: [...appliedJobIds(store.state, account, site)],
      savedJobIds: savedJobsOf(store.state, account, site).map((s) => s.jobId),
    }),
);
