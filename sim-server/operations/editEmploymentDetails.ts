// editEmploymentDetails (PUT /middleware/editEmploymentDetails/{employmentId}): replace one of the seeker's employments.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { editEmployment } from '../domain/profile-entries';

export const editEmploymentDetails = defineOperation(
  'editEmploymentDetails',
  ({ body, path, account }, { store }: Deps<'store'>) =>
    ok(editEmployment(store, account, path.employmentId, body)),
);
