// appliedJobs (GET /middleware/appliedJobs): the jobs the seeker applied to, newest first.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { applicationsHereOf } from '../domain/applications';
import { presentApplication } from '../domain/job-pages';
import { findJob, page, seekerMarks } from '../domain/jobs';

export const appliedJobs = defineOperation(
  'appliedJobs',
  ({ site, query, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const marks = seekerMarks(store.state, account, site);
    const applied = applicationsHereOf(store.state, account, site).sort((a, b) =>
      b.appliedAt.localeCompare(a.appliedAt),
    );
    const items = page(applied, query.start, query.limit).flatMap((a) => {
      const job = findJob(site, a.jobId);
      return job ? [presentApplication(catalogue, job, a, marks, now)] : [];
    });
    return ok({ jobs: items, total: applied.length });
  },
);
