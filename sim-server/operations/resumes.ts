// resumes (GET /middleware/resumes): the seeker's kept resumes.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { keptResume, resumesOf } from '../domain/uploads';

export const resumes = defineOperation('resumes', ({ account }, { store }: Deps<'store'>) =>
  ok({ resumes: resumesOf(store.state, account.id).reverse().map(keptResume) }),
);
