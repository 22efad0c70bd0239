// jobApply (POST /middleware/jobApply): apply to a job (step 2 of the apply sequence).
import { ROUTE } from '../../openapi/vocabulary/routes';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { apply } from '../domain/applications';
import { requireJob } from '../domain/job-pages';

export const jobApply = defineOperation(
  'jobApply',
  ({ site, body, account, now }, { store }: Deps<'store'>) => {
    const job = requireJob(site, body.jobId);
    const applicationId = apply(store, account, site, job, false, now);
    return ok({
      jobId: job.jobId,
      applicationId,
      isApplied: true as const,
      redirectUrl: `${ROUTE.appliedSuccess}?jobId=${encodeURIComponent(job.jobId)}`,
    });
  },
);
