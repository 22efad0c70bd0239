// uploadResume (POST /middleware/upload-resume): upload a resume file.
import { defineOperation } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { ruleBroken } from '../domain/errors';
import { checkResumeBytes, checkResumeName, RESUME_RULE_MESSAGES } from '../domain/resume';
import { storeResume } from '../domain/uploads';

export const uploadResume = defineOperation(
  'uploadResume',
  async ({ files, account, site, now }, { uploads }: Deps<'uploads'>) => {
    const file = files.find((f) => f.fieldname === 'file');
    if (!file) throw ruleBroken('file', RESUME_RULE_MESSAGES.missing, 'FILE_MISSING');
    const kind = checkResumeName('file', file.originalname);
    checkResumeBytes('file', kind, file.buffer);
    const upload = { fileName: file.originalname, kind, bytes: file.buffer };
    const resume = await storeResume(uploads, account, site, upload, now);
    return { status: 201 as const, body: { resume } };
  },
);
