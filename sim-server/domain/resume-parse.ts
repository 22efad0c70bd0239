// resumeParserV1: what the parser read from one of the seeker's resumes (the latest, or the one
// named), read when it was uploaded.
import type { Schemas } from '../../openapi/client';
import type { StoreState } from '../store/state';
import { notFound, unprocessable } from './errors';
import { latestResume, resumesOf } from './uploads';

export const PARSER_MESSAGES = {
  noResume: 'No resume uploaded yet. Upload your resume first.',
  resumeNotFound: 'Resume not found.',
  resumeUnreadable: 'We could not read this resume.',
} as const;

/** The parsed profile data; a 404 for no such resume, a 422 for one the reader could not read. */
export function parsedResume(
  state: StoreState,
  accountId: string,
  resumeId: string | undefined,
): Schemas['ParsedResume'] {
  const record =
    resumeId === undefined
      ? latestResume(state, accountId)
      : resumesOf(state, accountId).find((r) => r.id === resumeId);
  if (!record) {
    throw notFound(
      resumeId === undefined ? PARSER_MESSAGES.noResume : PARSER_MESSAGES.resumeNotFound,
    );
  }
  if (!record.parsed) throw unprocessable(PARSER_MESSAGES.resumeUnreadable, 'RESUME_UNREADABLE');
  return record.parsed;
}
