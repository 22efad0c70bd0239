// suggestedJobs (GET /middleware/suggestedJobs): jobs recommended from the seeker's profile.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { jobList } from '../domain/job-pages';
import { profileMatchedJobs } from '../domain/recommendations';

export const suggestedJobs = defineOperation(
  'suggestedJobs',
  ({ site, query, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) =>
    ok(
      jobList(
        { state: store.state, catalogue },
        site,
        profileMatchedJobs(site, account, query.sort),
        account,
        now,
        query,
      ),
    ),
);
