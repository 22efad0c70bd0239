// editPersonalDetails (PUT /middleware/personalDetails): replace the seeker's personal details.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { editPersonalDetails as editDetails } from '../domain/account-details';

export const editPersonalDetails = defineOperation(
  'editPersonalDetails',
  ({ body, account }, { store }: Deps<'store'>) => ok(editDetails(store, account, body)),
);
