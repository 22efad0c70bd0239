// deleteEducationDetails (DELETE /middleware/editEducationDetails/{educationId}): delete one of the seeker's educations.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { deleteEducation, PROFILE_MESSAGES } from '../domain/profile-entries';

export const deleteEducationDetails = defineOperation(
  'deleteEducationDetails',
  ({ path, account }, { store }: Deps<'store'>) => {
    deleteEducation(store, account, path.educationId);
    return ok({ success: true as const, message: PROFILE_MESSAGES.educationDeleted });
  },
);
