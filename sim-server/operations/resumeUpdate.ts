// resumeUpdate (POST /middleware/resume/update): replace the resume with a form-encoded upload.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { checkResumeBytes, checkResumeName, decodeBase64 } from '../domain/resume';
import { storeResume } from '../domain/uploads';

export const resumeUpdate = defineOperation(
  'resumeUpdate',
  async ({ body, account, site, now }, { uploads }: Deps<'uploads'>) => {
    const kind = checkResumeName('fileName', body.fileName);
    const bytes = decodeBase64('fileContent', body.fileContent);
    checkResumeBytes('fileContent', kind, bytes);
    const upload = { fileName: body.fileName, kind, bytes };
    return ok({ resume: await storeResume(uploads, account, site, upload, now) });
  },
);
