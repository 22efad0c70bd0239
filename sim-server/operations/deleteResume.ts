// deleteResume (DELETE /middleware/resumes/{resumeId}): delete one of the seeker's kept resumes.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { deleteResume as removeResume } from '../domain/resume-delete';
import { keptResume, resumesOf } from '../domain/uploads';

export const deleteResume = defineOperation(
  'deleteResume',
  ({ path, account }, { uploads }: Deps<'uploads'>) => {
    removeResume(uploads, account, path.resumeId);
    return ok({ resumes: resumesOf(uploads.store.state, account.id).reverse().map(keptResume) });
  },
);
