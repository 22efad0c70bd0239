// deleteSkill (DELETE /middleware/deleteSkill/{skill}): delete one of the seeker's IT skills.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { deleteSkill as removeSkill } from '../domain/profile-entries';

export const deleteSkill = defineOperation(
  'deleteSkill',
  ({ path, account }, { store }: Deps<'store'>) =>
    ok({ itSkills: removeSkill(store, account, path.skill) }),
);
