// jobApplySuccess (GET /middleware/jobApplySuccess/{jobId}): the applied-success page's data (step 3 of the apply sequence).
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { applicationOf } from '../domain/applications';
import { notFound } from '../domain/errors';
import { JOB_MESSAGES, presentApplication, requireJob, SIMILAR_JOBS } from '../domain/job-pages';
import { presentJob, seekerMarks, similarJobs } from '../domain/jobs';

export const jobApplySuccess = defineOperation(
  'jobApplySuccess',
  ({ site, path, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const job = requireJob(site, path.jobId);
    const application = applicationOf(store.state, account, site, job.jobId);
    if (!application) throw notFound(JOB_MESSAGES.notApplied);
    const marks = seekerMarks(store.state, account, site);
    return ok({
      application: presentApplication(catalogue, job, application, marks, now),
      similarJobs: similarJobs(site, job, SIMILAR_JOBS)
        .filter((j) => !marks.applied.has(j.jobId))
        .map((j) => presentJob(catalogue, j, marks, now, false)),
    });
  },
);
