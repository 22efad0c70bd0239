// employement (POST /middleware/employement): add an employment to the profile.
import { defineOperation } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { addEmployment } from '../domain/profile-entries';

export const employement = defineOperation(
  'employement',
  ({ body, account }, { store }: Deps<'store'>) => ({
    status: 201 as const,
    body: addEmployment(store, account, body),
  }),
);
