// networkJobs (GET /middleware/networkJobs): jobs from the companies and recruiters the seeker follows.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { jobList } from '../domain/job-pages';
import { networkJobs as followedJobs } from '../domain/recommendations';

export const networkJobs = defineOperation(
  'networkJobs',
  ({ site, query, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const state = store.state;
    const jobs = followedJobs(state, site, account);
    return ok(jobList({ state, catalogue }, site, jobs, account, now, query));
  },
);
