// deleteEmploymentDetails (DELETE /middleware/editEmploymentDetails/{employmentId}): delete one of the seeker's employments.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { deleteEmployment, PROFILE_MESSAGES } from '../domain/profile-entries';

export const deleteEmploymentDetails = defineOperation(
  'deleteEmploymentDetails',
  ({ path, account }, { store }: Deps<'store'>) => {
    deleteEmployment(store, account, path.employmentId);
    return ok({ success: true as const, message: PROFILE_MESSAGES.employmentDeleted });
  },
);
