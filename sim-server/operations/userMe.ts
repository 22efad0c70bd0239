// userMe (GET /middleware/userMe): the signed-in seeker, for the header's profile dropdown.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { profileData } from '../domain/profile';

export const userMe = defineOperation('userMe', ({ account }, { store }: Deps<'store'>) =>
  ok(profileData(store.state, account)),
);
