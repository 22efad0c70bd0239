// jobViewCount (POST /middleware/job/{jobId}/view-count): count a view of a job and return the total.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { incrementCounter } from '../domain/counters';
import { jobViewCounter, requireJob } from '../domain/job-pages';

export const jobViewCount = defineOperation(
  'jobViewCount',
  ({ site, path, now }, { store }: Deps<'store'>) => {
    const job = requireJob(site, path.jobId);
    const viewCount = incrementCounter(store, jobViewCounter(site, job), now);
    return ok({ jobId: job.jobId, viewCount });
  },
);
