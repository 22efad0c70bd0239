// canJobApply (GET /middleware/canJobApply/{jobId}): whether the seeker can apply to a job (step 1 of the apply sequence).
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { applyRefusal } from '../domain/applications';
import { employerUrl, requireJob } from '../domain/job-pages';

export const canJobApply = defineOperation(
  'canJobApply',
  ({ site, path, account }, { store }: Deps<'store'>) => {
    const job = requireJob(site, path.jobId);
    const refusal = applyRefusal(store.state, account, site, job);
    if (refusal) return ok({ jobId: job.jobId, canApply: false, ...refusal });
    return ok({
      jobId: job.jobId,
      canApply: true,
      ...(job.applyOnRedirect ? { redirectUrl: employerUrl(job) } : {}),
    });
  },
);
