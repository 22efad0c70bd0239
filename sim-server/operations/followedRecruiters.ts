// followedRecruiters (GET /middleware/followedRecruiters): the recruiters the signed-in seeker follows.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { followedRecruiters as recruitersFollowed } from '../domain/follows';

export const followedRecruiters = defineOperation(
  'followedRecruiters',
  ({ site, account }, { store }: Deps<'store'>) => {
    const data = recruitersFollowed(store.state, account, site);
    return ok({ Status: 200 as const, Response: { data } });
  },
);
