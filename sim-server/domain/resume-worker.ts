// The process of resume-reader.ts: a resume's text read and parsed away from the simulator, one
// file per message. A process of its own, not a thread: memory a hostile file made PDF.js take
// goes back to the system when the process ends (a worker thread's stayed in the simulator: RSS
// 183 MB -> 1.2 GB after five uploads, audit 2026-11-28, M4). Its memory is watched from a thread
// of its own, which ends the process as soon as a read grows it past its bound: the reading thread
// may be busy decoding for seconds and cannot look.
import { Worker } from 'node:worker_threads';
import type { Schemas } from '../../openapi/client';
import { documentText, type DocumentKind } from '../documents/document-text';
import { DocumentTooLargeError } from '../documents/pdf-budget';
import { RESUME_MAX_PARSED_CHARS, parseResume, type ResumeVocabulary } from './resume';

export interface ResumeJob {
  bytes: Uint8Array;
  kind: DocumentKind;
  vocabulary: ResumeVocabulary;
  /** How far the process may grow while it reads this file, in MB. */
  memoryMb: number;
}

/**
 * What the parser read (null: no text to read), a file refused for what it would take to read
 * (`tooLarge`), or the error that stopped it.
 */
export type ResumeJobResult =
  { parsed: Schemas['ParsedResume'] | null } | { tooLarge: string } | { error: string };

/**
 * A job taken (the reader's deadline starts then), then its result; each says how much memory the
 * process holds (RSS, bytes), so that the reader can end one that kept what a file made it take.
 */
export type ResumeWorkerMessage = ({ started: true } | ResumeJobResult) & { rss: number };

/** How the process ends itself when a read grows it past its bound (the reader reads it so). */
export const MEMORY_BOUND_SIGNAL = 'SIGKILL';

export async function readResumeFile(job: Omit<ResumeJob, 'memoryMb'>): Promise<ResumeJobResult> {
  try {
    const text = await documentText(job.bytes, job.kind, RESUME_MAX_PARSED_CHARS);
    return { parsed: parseResume(text, job.vocabulary) ?? null };
  } catch (error) {
    if (error instanceof DocumentTooLargeError) return { tooLarge: error.message };
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const MB = 1024 * 1024;
/** V8's collector, which the reader starts this process with (--expose-gc). */
const collectGarbage = (globalThis as { gc?: () => void }).gc;
/** How often the watching thread looks at the memory. */
const MEMORY_CHECK_MS = 10;

/**
 * Starts the thread that ends this process once its resident memory passes the bound in `limit`
 * (MB; 0 while no file is read).
 */
function watchMemory(limit: Int32Array): void {
  const code = `
    import { workerData } from 'node:worker_threads';
    const limit = new Int32Array(workerData);
    setInterval(() => {
      const mb = Atomics.load(limit, 0);
      if (mb > 0 && process.memoryUsage.rss() > mb * ${MB}) process.kill(process.pid, '${MEMORY_BOUND_SIGNAL}');
    }, ${MEMORY_CHECK_MS});`;
  const url = new URL(`data:text/javascript,${encodeURIComponent(code)}`);
  new Worker(url, { workerData: limit.buffer }).unref();
}

/**
 * A one-page PDF read once at start: PDF.js sets itself up on its first file, so the memory the
 * reader measures its files against is counted after that.
 */
function warmUpPdf(): Uint8Array {
  const content = 'BT /F1 11 Tf 72 720 Td (Warm up) Tj ET';
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
      `4 0 obj << /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n` +
      'trailer << /Root 1 0 R /Size 5 >>\n%%EOF\n',
  );
}

/**
 * Serves jobs from the reader, one at a time (the reader waits for each answer). Called by the
 * reader process's program only: a module that served on import made every process with an IPC
 * channel that loads the simulator (a forked child, as bench:search starts it) a reader.
 */
export function serveResumeJobs(): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('The resume reader runs as a child process with an IPC channel.');
  const limit = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  watchMemory(limit);
  const ready = readResumeFile({
    bytes: warmUpPdf(),
    kind: 'pdf',
    vocabulary: { skills: [], designations: [] },
  }).then(() => collectGarbage?.());
  process.on('message', (job: ResumeJob) => {
    void ready.then(async () => {
      const rss = process.memoryUsage.rss();
      Atomics.store(limit, 0, Math.ceil(rss / MB) + job.memoryMb);
      send({ started: true, rss });
      const result = await readResumeFile(job);
      Atomics.store(limit, 0, 0);
      // What the file took is garbage now: collected, so that the memory kept is what stays.
      collectGarbage?.();
      send({ ...result, rss: process.memoryUsage.rss() });
    });
  });
  // The simulator is gone (stopped, or killed): so is its reader.
  process.on('disconnect', () => process.exit(0));
}
