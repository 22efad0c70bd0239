// The worker thread of resume-reader.ts: a resume's text read and parsed away from the
// simulator's event loop, one file per message.
import { parentPort } from 'node:worker_threads';
import type { Schemas } from '../../openapi/client';
import { documentText, type DocumentKind } from '../documents/document-text';
import { DocumentTooLargeError } from '../documents/pdf-budget';
import { RESUME_MAX_PARSED_CHARS, parseResume, type ResumeVocabulary } from './resume';

export interface ResumeJob {
  bytes: Uint8Array;
  kind: DocumentKind;
  vocabulary: ResumeVocabulary;
}

/**
 * What the parser read (null: no text to read), a file refused for what it would take to read
 * (`tooLarge`), or the error that stopped it.
 */
export type ResumeJobResult =
  { parsed: Schemas['ParsedResume'] | null } | { tooLarge: string } | { error: string };

/** A job taken (the reader's deadline starts then), then its result. */
export type ResumeWorkerMessage = { started: true } | ResumeJobResult;

export async function readResumeFile(job: ResumeJob): Promise<ResumeJobResult> {
  try {
    const text = await documentText(job.bytes, job.kind, RESUME_MAX_PARSED_CHARS);
    return { parsed: parseResume(text, job.vocabulary) ?? null };
  } catch (error) {
    if (error instanceof DocumentTooLargeError) return { tooLarge: error.message };
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const port = parentPort;
// Jobs come one at a time (the reader waits for each answer), so no two overlap.
port?.on('message', (job: ResumeJob) => {
  port.postMessage({ started: true } satisfies ResumeWorkerMessage);
  void readResumeFile(job).then((result) => port.postMessage(result));
});
