// Resumes are read in a process of their own (resume-worker.ts), one at a time, each against a
// deadline, a heap limit and a memory bound. A file that needs more is answered as too complex,
// and the process is ended and replaced on the next file: a hostile upload costs its own request,
// never the event loop that serves everyone else, and the memory it made the reader take goes back
// to the system with the process (audit 2026-11-28, M4: a worker thread's stayed in the
// simulator). A reader that kept more than RESUME_READER_KEEP_MB after a file is ended too. One
// reader per simulator, started on the first resume; stop() ends it.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Schemas } from '../../openapi/client';
import type { DocumentKind } from '../documents/document-text';
import type { ResumeVocabulary } from './resume';
import { MEMORY_BOUND_SIGNAL, type ResumeJob, type ResumeWorkerMessage } from './resume-worker';

/** The longest the worker may take to read one resume. */
export const RESUME_READ_TIMEOUT_MS = 5_000;
/** The longest a new reader process may take to load its modules, before its first file. */
export const RESUME_WORKER_START_TIMEOUT_MS = 30_000;
/** The reader's heap: a file that needs more fails as one that takes too long. */
export const RESUME_WORKER_HEAP_MB = 256;
/**
 * How far the reader process's resident memory may grow while it reads one file. The heap limit
 * does not cover the ArrayBuffers PDF.js decodes streams into; past this the process ends (its
 * memory goes with it) and the file is refused as too large.
 */
export const RESUME_READ_MEMORY_MB = 384;
/**
 * How much more than after its start the reader process may keep once a file is read; past it the
 * process is ended (and its memory returned), and the next file starts another.
 */
export const RESUME_READER_KEEP_MB = 96;
/**
 * Files waiting for the reader, in all and per seeker. Past either the file is refused at once
 * (503 with Retry-After) rather than queued: a 64-byte resume waited 156 s behind 30 slow ones,
 * each keeping its request's buffers (audit 2026-11-26, M4).
 */
export const RESUME_QUEUE_MAX = 8;
export const RESUME_QUEUE_MAX_PER_SEEKER = 1;
const MB = 1024 * 1024;
/** An idle reader is ended after this long; the next resume starts another. */
const RESUME_WORKER_IDLE_MS = 60_000;

export type ResumeReading =
  | { ok: true; parsed: Schemas['ParsedResume'] | undefined }
  | { ok: false; reason: 'timeout' | 'failed' | 'tooLarge' | 'busy' };

/**
 * The reader process's program. Node gives a child none of the parent's module hooks (tsx's, or
 * vitest's), so it registers tsx itself before it loads the TypeScript module. PDF.js is loaded
 * first, natively: tsx's hooks cost in proportion to a module's size, and PDF.js is 3 MB (its
 * worker module, once loaded, runs in this thread as globalThis.pdfjsWorker).
 */
function readerProgram(): string {
  const load = (url: string) => `await import(${JSON.stringify(url)});`;
  return [
    load(import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')),
    load(import.meta.resolve('pdfjs-dist/legacy/build/pdf.mjs')),
    `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});`,
    'register();',
    `const { serveResumeJobs } = await import(${JSON.stringify(new URL('./resume-worker.ts', import.meta.url).href)});`,
    'serveResumeJobs();',
  ].join('\n');
}

interface Queued {
  job: ResumeJob;
  /** Who sent the file (an account id), for the per-seeker bound. */
  owner: string | undefined;
  resolve: (reading: ResumeReading) => void;
  reject: (error: Error) => void;
}

export interface ResumeReaderLimits {
  timeoutMs: number;
  heapMb: number;
  /** Growth of the resident memory allowed while one file is read (RESUME_READ_MEMORY_MB). */
  memoryMb?: number;
  /** Growth kept after a file past which the process is replaced (RESUME_READER_KEEP_MB). */
  keepMb?: number;
}

const RESUME_READER_LIMITS: ResumeReaderLimits = {
  timeoutMs: RESUME_READ_TIMEOUT_MS,
  heapMb: RESUME_WORKER_HEAP_MB,
  memoryMb: RESUME_READ_MEMORY_MB,
  keepMb: RESUME_READER_KEEP_MB,
};

export class ResumeReader {
  private worker: ChildProcess | undefined;
  /** The reader process's memory when it took its first file: what it may keep is counted from it. */
  private baseline: number | undefined;
  /** The process was ended on purpose (a deadline, an idle end): its exit is no failure of a file. */
  private readonly ended = new WeakSet<ChildProcess>();
  private readonly queue: Queued[] = [];
  private running: { queued: Queued; deadline: NodeJS.Timeout } | undefined;
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
    const memoryMb = this.limits.memoryMb ?? RESUME_READ_MEMORY_MB;
    const job: ResumeJob = { bytes: new Uint8Array(bytes), kind, vocabulary, memoryMb };
    return new Promise((resolve, reject) => {
      this.queue.push({ job, owner, resolve, reject });
      this.next();
    });
  }

  /** The reader process's id while it runs (what a benchmark measures). */
  get processId(): number | undefined {
    return this.worker?.pid;
  }

  /** Ends the reader process; files still waiting are refused. */
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
    // Until the process takes the file, the time is its start's (the first file's only).
    this.running = { queued, deadline: this.deadline(RESUME_WORKER_START_TIMEOUT_MS) };
    worker.send(queued.job);
  }

  private deadline(ms: number): NodeJS.Timeout {
    // The file is answered once its process is gone, and the memory it took with it.
    return setTimeout(
      () => void this.endWorker().then(() => this.finish({ ok: false, reason: 'timeout' })),
      ms,
    );
  }

  private startWorker(): ChildProcess {
    const worker = spawn(
      process.execPath,
      [
        `--max-old-space-size=${this.limits.heapMb}`,
        '--expose-gc',
        '--input-type=module',
        '-e',
        readerProgram(),
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
      },
    );
    this.baseline = undefined;
    // The deadline timer, not the process, keeps the simulator alive while a file is read.
    worker.unref();
    worker.channel?.unref();
    worker.on('message', (message: ResumeWorkerMessage) => {
      const running = this.running;
      if (worker !== this.worker || !running) return;
      if ('started' in message) {
        this.baseline ??= message.rss;
        clearTimeout(running.deadline);
        running.deadline = this.deadline(this.limits.timeoutMs);
        return;
      }
      // A process that kept what the file made it take is ended: its memory goes back.
      const keep = (this.limits.keepMb ?? RESUME_READER_KEEP_MB) * MB;
      if (message.rss > (this.baseline ?? message.rss) + keep) void this.endWorker();
      if ('tooLarge' in message) {
        this.finish({ ok: false, reason: 'tooLarge' });
      } else if ('error' in message) {
        running.queued.reject(new Error(`Reading a resume failed: ${message.error}`));
        this.finish(undefined);
      } else {
        this.finish({ ok: true, parsed: message.parsed ?? undefined });
      }
    });
    // Ended by its own memory bound, out of heap, or failed to start: the file fails, and the
    // next one gets a new process.
    worker.on('exit', (_code, signal) => {
      if (worker !== this.worker) return;
      this.worker = undefined;
      const outgrown = signal === MEMORY_BOUND_SIGNAL && !this.ended.has(worker);
      this.finish({ ok: false, reason: outgrown ? 'tooLarge' : 'failed' });
    });
    worker.on('error', () => undefined);
    this.worker = worker;
    return worker;
  }

  /** Settles the running file (unless it was rejected) and starts the next. */
  private finish(reading: ResumeReading | undefined): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.deadline);
    this.running = undefined;
    if (reading) running.queued.resolve(reading);
    this.next();
  }

  private async endWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
    this.ended.add(worker);
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.kill('SIGKILL');
    await exited;
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
