// educational (POST /middleware/educational): add an education to the profile.
import { defineOperation } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { addEducation } from '../domain/profile-entries';

export const educational = defineOperation(
  'educational',
  ({ body, account }, { store }: Deps<'store'>) => ({
    status: 201 as const,
    body: addEducation(store, account, body),
  }),
);
