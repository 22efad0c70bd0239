// editEducationDetails (PUT /middleware/editEducationDetails/{educationId}): replace one of the seeker's educations.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { editEducation } from '../domain/profile-entries';

export const editEducationDetails = defineOperation(
  'editEducationDetails',
  ({ body, path, account }, { store }: Deps<'store'>) =>
    ok(editEducation(store, account, path.educationId, body)),
);
