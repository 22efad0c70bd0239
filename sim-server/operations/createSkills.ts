// createSkills (POST /middleware/createSkills): add IT skills to the profile.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { addSkills } from '../domain/profile-entries';

export const createSkills = defineOperation(
  'createSkills',
  ({ body, account }, { store }: Deps<'store'>) =>
    ok({ itSkills: addSkills(store, account, body.itSkills) }),
);
