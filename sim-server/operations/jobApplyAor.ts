// jobApplyAor (POST /middleware/jobApplyAor): apply on the employer's site (apply-on-redirect).
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { apply } from '../domain/applications';
import { employerUrl, requireJob } from '../domain/job-pages';

export const jobApplyAor = defineOperation(
  'jobApplyAor',
  ({ site, body, account, now }, { store }: Deps<'store'>) => {
    const job = requireJob(site, body.jobId);
    const applicationId = apply(store, account, site, job, true, now);
    return ok({
      jobId: job.jobId,
      applicationId,
      isApplied: true as const,
      redirectUrl: employerUrl(job),
    });
  },
);
