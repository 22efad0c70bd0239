// collaborativeJobs (GET /middleware/collaborativeJobs): jobs that seekers who applied where this seeker applied also applied to.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { jobList } from '../domain/job-pages';
import { collaborativeJobs as alsoAppliedTo } from '../domain/recommendations';

export const collaborativeJobs = defineOperation(
  'collaborativeJobs',
  ({ site, query, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const state = store.state;
    const jobs = alsoAppliedTo(state, site, account);
    return ok(jobList({ state, catalogue }, site, jobs, account, now, query));
  },
);
