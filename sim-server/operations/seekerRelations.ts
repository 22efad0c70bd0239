// seekerRelations (GET /middleware/seekerRelations): the companies and recruiters the seeker follows.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { followedIds } from '../domain/follows';

export const seekerRelations = defineOperation(
  'seekerRelations',
  ({ account, site }, { store }: Deps<'store'>) =>
    ok({
      followedCompanyIds: [...followedIds(store.state, 'company', account, site)],
      followedRecruiterIds: [...followedIds(store.state, 'recruiter', account, site)],
    }),
);
