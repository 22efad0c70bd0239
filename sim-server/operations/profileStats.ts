// profileStats (GET /middleware/profile-stats): profile performance figures.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { profileStats as statsOf } from '../domain/profile-stats';

export const profileStats = defineOperation(
  'profileStats',
  ({ account, now }, { store }: Deps<'store'>) => ok(statsOf(store.state, account, now)),
);
