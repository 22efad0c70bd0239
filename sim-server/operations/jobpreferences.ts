// jobpreferences (PUT /middleware/jobpreferences): replace the seeker's job preferences.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { setPreferences } from '../domain/profile-entries';

export const jobpreferences = defineOperation(
  'jobpreferences',
  ({ body, account }, { store }: Deps<'store'>) => ok(setPreferences(store, account, body)),
);
