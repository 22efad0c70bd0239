// Resumes are read in a worker thread (resume-worker.ts), one at a time, each against a deadline
// and a heap limit. A file that needs more is answered as too complex, and the worker is ended and
// replaced on the next file: a hostile upload costs its own request, never the event loop that
// serves everyone else. One worker per simulator, started on the first resume; stop() ends it.
import { Worker } from 'node:worker_threads';
import type { Schemas } from '../../openapi/client';
import type { DocumentKind } from '../documents/document-text';
import type { ResumeVocabulary } from './resume';
import type { ResumeJob, ResumeWorkerMessage } from './resume-worker';

/** The longest the worker may take to read one resume. */
export const RESUME_READ_TIMEOUT_MS = 5_000;
/** The longest a new worker may take to load its modules, before its first file. */
export const RESUME_WORKER_START_TIMEOUT_MS = 30_000;
/** The worker's heap: a file that needs more fails as one that takes too long. */
export const RESUME_WORKER_HEAP_MB = 256;
/**
 * How far the process's resident memory may grow while the worker reads one file. The heap limit
 * does not cover the ArrayBuffers PDF.js decodes streams into; past this the worker is ended (its
 * memory goes with it) and the file is refused as too large.
 */
export const RESUME_READ_MEMORY_MB = 384;
/**
 * Files waiting for the reader, in all and per seeker. Past either the file is refused at once
 * (503 with Retry-After) rather than queued: a 64-byte resume waited 156 s behind 30 slow ones,
 * each keeping its request's buffers (audit 2026-11-26, M4).
 */
export const RESUME_QUEUE_MAX = 8;
export const RESUME_QUEUE_MAX_PER_SEEKER = 1;
/** How often the memory is looked at while a file is read. */
const MEMORY_CHECK_MS = 10;
const MB = 1024 * 1024;
/** An idle worker is ended after this long; the next resume starts another. */
const RESUME_WORKER_IDLE_MS = 60_000;

export type ResumeReading =
  | { ok: true; parsed: Schemas['ParsedResume'] | undefined }
  | { ok: false; reason: 'timeout' | 'failed' | 'tooLarge' | 'busy' };

/**
 * The worker's entry. Node 20 gives a worker none of the parent's module hooks (tsx's, or
 * vitest's), so the worker registers tsx itself before it loads the TypeScript module. PDF.js is
 * loaded first, natively: tsx's hooks cost in proportion to a module's size, and PDF.js is 3 MB
 * (its worker module, once loaded, runs in this thread as globalThis.pdfjsWorker).
 */
function workerEntry(): URL {
  const load = (url: string) => `await import(${JSON.stringify(url)});`;
  const code = [
    load(import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')),
    load(import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs')),
    `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});`,
    'register();',
    load(new URL('./resume-worker.ts', import.meta.url).href),
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

interface Queued {
  job: ResumeJob;
  /** Who sent the file (an account id), for the per-seeker bound. */
  owner: string | undefined;
  /** The job's own copy of the file, moved to the worker. */
  bytes: ArrayBuffer;
  resolve: (reading: ResumeReading) => void;
  reject: (error: Error) => void;
}

export interface ResumeReaderLimits {
  timeoutMs: number;
  heapMb: number;
  /** Growth of the resident memory allowed while one file is read (RESUME_READ_MEMORY_MB). */
  memoryMb?: number;
}

const RESUME_READER_LIMITS: ResumeReaderLimits = {
  timeoutMs: RESUME_READ_TIMEOUT_MS,
  heapMb: RESUME_WORKER_HEAP_MB,
  memoryMb: RESUME_READ_MEMORY_MB,
};

export class ResumeReader {
  private worker: Worker | undefined;
  private readonly queue: Queued[] = [];
  private running: { queued: Queued; deadline: NodeJS.Timeout; watch?: NodeJS.Timeout } | undefined;
  private idle: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly limits: ResumeReaderLimits = RESUME_READER_LIMITS) {}

  /** What the parser reads from the file, or why it could not within the limits. */
  read(
    bytes: Uint8Array,
    kind: DocumentKind,
    vocabulary: ResumeVocabulary,
    owner?: string,
  ): Promise<ResumeReading> {
    if (this.closed) return Promise.reject(new Error('The resume reader is closed.'));
    const waiting = this.running ? this.queue.length + 1 : this.queue.length;
    const waitingOwn = this.queue.filter((queued) => queued.owner === owner).length;
    if (
      waiting >= RESUME_QUEUE_MAX ||
      (owner !== undefined && waitingOwn >= RESUME_QUEUE_MAX_PER_SEEKER)
    ) {
      return Promise.resolve({ ok: false, reason: 'busy' });
    }
    const copy = new Uint8Array(bytes);
    const job: ResumeJob = { bytes: copy, kind, vocabulary };
    return new Promise((resolve, reject) => {
      this.queue.push({ job, owner, bytes: copy.buffer, resolve, reject });
      this.next();
    });
  }

  /** Ends the worker; files still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idle);
    for (const queued of this.queue.splice(0)) queued.resolve({ ok: false, reason: 'failed' });
    this.finish({ ok: false, reason: 'failed' });
    await this.endWorker();
  }

  private next(): void {
    if (this.running || this.closed) return;
    const queued = this.queue.shift();
    clearTimeout(this.idle);
    if (!queued) {
      this.idle = setTimeout(() => void this.endWorker(), RESUME_WORKER_IDLE_MS).unref();
      return;
    }
    const worker = this.worker ?? this.startWorker();
    // Until the worker takes the file, the time is its start's (the first file's only).
    this.running = { queued, deadline: this.deadline(RESUME_WORKER_START_TIMEOUT_MS) };
    worker.postMessage(queued.job, [queued.bytes]);
  }

  private deadline(ms: number): NodeJS.Timeout {
    return setTimeout(() => {
      void this.endWorker();
      this.finish({ ok: false, reason: 'timeout' });
    }, ms);
  }

  /** Ends the worker once the process has grown past the memory a file may take. */
  private watchMemory(): NodeJS.Timeout {
    const limit = process.memoryUsage.rss() + (this.limits.memoryMb ?? RESUME_READ_MEMORY_MB) * MB;
    return setInterval(() => {
      if (process.memoryUsage.rss() <= limit) return;
      void this.endWorker();
      this.finish({ ok: false, reason: 'tooLarge' });
    }, MEMORY_CHECK_MS);
  }

  private startWorker(): Worker {
    const worker = new Worker(workerEntry(), {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    });
    // The deadline timer, not the worker, keeps the process alive while a file is read.
    worker.unref();
    worker.on('message', (message: ResumeWorkerMessage) => {
      const running = this.running;
      if (worker !== this.worker || !running) return;
      if ('started' in message) {
        clearTimeout(running.deadline);
        running.deadline = this.deadline(this.limits.timeoutMs);
        running.watch = this.watchMemory();
      } else if ('tooLarge' in message) {
        this.finish({ ok: false, reason: 'tooLarge' });
      } else if ('error' in message) {
        running.queued.reject(new Error(`Reading a resume failed: ${message.error}`));
        this.finish(undefined);
      } else {
        this.finish({ ok: true, parsed: message.parsed ?? undefined });
      }
    });
    // Out of heap, or failed to start: the file fails, and the next one gets a new worker.
    const lost = () => {
      if (worker !== this.worker) return;
      this.worker = undefined;
      this.finish({ ok: false, reason: 'failed' });
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.worker = worker;
    return worker;
  }

  /** Settles the running file (unless it was rejected) and starts the next. */
  private finish(reading: ResumeReading | undefined): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.deadline);
    clearInterval(running.watch);
    this.running = undefined;
    if (reading) running.queued.resolve(reading);
    this.next();
  }

  private async endWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

const readers = new WeakMap<object, ResumeReader>();

/** The reader of one simulator (its context), made on first use with `limits`. */
export function resumeReaderOf(
  owner: object,
  limits: ResumeReaderLimits = RESUME_READER_LIMITS,
): ResumeReader {
  let reader = readers.get(owner);
  if (!reader) {
    reader = new ResumeReader(limits);
    readers.set(owner, reader);
  }
  return reader;
}

/** Ends the simulator's worker, if it has one (stop()). */
export async function closeResumeReader(owner: object): Promise<void> {
  await readers.get(owner)?.close();
  readers.delete(owner);
}
