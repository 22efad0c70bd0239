// resumeParserV1 (POST /middleware/resumeParserV1): read profile data out of an uploaded resume.
import type { Schemas } from '../../openapi/client';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { parsedResume } from '../domain/resume-parse';

export const resumeParserV1 = defineOperation(
  'resumeParserV1',
  ({ body, account }, { store }: Deps<'store'>) => {
    // The body is optional: without it, the latest resume is read.
    const resumeId = (body as Schemas['ResumeParseRequest'] | undefined)?.resumeId;
    return ok(parsedResume(store.state, account.id, resumeId));
  },
);
