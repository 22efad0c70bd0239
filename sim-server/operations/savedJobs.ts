// savedJobs (GET /middleware/savedJobs): the seeker's saved jobs, newest first.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { findJob, page, presentJob, seekerMarks } from '../domain/jobs';
import { savedJobsOf } from '../domain/saved-jobs';

export const savedJobs = defineOperation(
  'savedJobs',
  ({ site, query, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const marks = seekerMarks(store.state, account, site);
    const saved = savedJobsOf(store.state, account, site).sort((a, b) =>
      b.savedAt.localeCompare(a.savedAt),
    );
    const items = page(saved, query.start, query.limit).flatMap((s) => {
      const job = findJob(site, s.jobId);
      return job
        ? [{ job: presentJob(catalogue, job, marks, now, false), savedAt: s.savedAt }]
        : [];
    });
    return ok({ jobs: items, total: saved.length });
  },
);
