// jobdetail (GET /middleware/jobdetail/{jobId}): a job with its company, recruiter and similar jobs.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { counterOf } from '../domain/counters';
import {
  companyOf,
  jobViewCounter,
  presentJobs,
  recruiterOf,
  requireJob,
  SIMILAR_JOBS,
} from '../domain/job-pages';
import { presentJob, seekerMarks, similarJobs } from '../domain/jobs';

export const jobdetail = defineOperation(
  'jobdetail',
  ({ site, path, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const state = store.state;
    const job = requireJob(site, path.jobId);
    const recruiter = recruiterOf(state, site, job, account);
    return ok({
      job: presentJob(catalogue, job, seekerMarks(state, account, site), now),
      company: companyOf(state, site, job, account),
      ...(recruiter ? { recruiter } : {}),
      similarJobs: presentJobs(
        { state, catalogue },
        site,
        similarJobs(site, job, SIMILAR_JOBS),
        account,
        now,
      ),
      viewCount: counterOf(state, jobViewCounter(site, job))?.count ?? 0,
    });
  },
);
