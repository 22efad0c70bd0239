// followedCompanies (GET /middleware/followedCompanies): the companies the signed-in seeker follows.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { followedCompanies as companiesFollowed } from '../domain/follows';

export const followedCompanies = defineOperation(
  'followedCompanies',
  ({ site, account }, { store }: Deps<'store'>) => {
    const data = companiesFollowed(store.state, account, site);
    return ok({ Status: 200 as const, Response: { data } });
  },
);
