// The store's append-only log: one line of JSON per committed transaction, appended in order and
// made durable by group commit (every line waiting when an fdatasync starts is covered by it, so
// concurrent writers share one). What a write costs depends on the write, never on the state.
import { closeSync, fdatasync, fsyncSync, ftruncateSync, openSync, write } from 'node:fs';

/** One committed transaction: its sequence number and its record-level operations. */
export interface LogEntry {
  seq: number;
  ops: LogOp[];
  /** The QA scenario whose own state the change is (scenario-view.ts); none for the shared state. */
  scenario?: string;
  /** The scenario was dropped (DELETE /__sim/scenarios/{name}, or idle expiry). */
  drop?: true;
}

/** Put a whole record (insert, or replace the record with its id), or delete a record by id. */
export type LogOp = ['put', string, { id: string }] | ['del', string, string];

export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, buffer: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const from = (offset: number) =>
      write(fd, buffer, offset, buffer.length - offset, null, (error, written) => {
        if (error) reject(error);
        else if (offset + written < buffer.length) from(offset + written);
        else resolve();
      });
    from(0);
  });
}

function datasync(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fdatasync(fd, (e) => (e ? reject(e) : resolve())));
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

export class WriteLog {
  private readonly fd: number;
  private pending: string[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  /** Bytes in the log file, written or pending. */
  bytes: number;
  /** Bytes of the log known to be on disk: a failed batch is cut back to here. */
  private synced: number;

  constructor(file: string, bytes: number) {
    this.fd = openSync(file, 'a');
    this.bytes = bytes;
    this.synced = bytes;
  }

  append(line: string): void {
    const text = `${line}\n`;
    this.pending.push(text);
    this.bytes += Buffer.byteLength(text);
    this.flushing ??= this.flush();
  }

  /** Resolves once every line appended so far is on disk. */
  durable(): Promise<void> {
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Whether every appended line is on disk and nothing is being written. */
  get idle(): boolean {
    return this.pending.length === 0 && !this.flushing;
  }

  /** Waits until nothing is pending or being written. */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Empties the log; only when idle (a snapshot now holds everything it held). */
  truncate(): void {
    if (!this.idle) throw new Error('The log can only be emptied when nothing is being written.');
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.bytes = 0;
    this.synced = 0;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Writes what is pending, then the batches that arrive meanwhile, until nothing is left. */
  private async flush(): Promise<void> {
    // Let the writes of this turn of the event loop join the batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = Buffer.from(this.pending.join(''), 'utf8');
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await writeAll(this.fd, batch);
        await datasync(this.fd);
        this.synced += batch.length;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // A full disk (ENOSPC) or a failing one: the batch is not acknowledged, and what of it
        // reached the file is cut off, so that no torn line sits before later ones.
        this.bytes -= batch.length;
        try {
          ftruncateSync(this.fd, this.synced);
        } catch {
          // The next start drops a torn last line; a torn line before others stops it, saying so.
        }
        for (const waiter of waiters) waiter.reject(error as Error);
      }
    }
    this.flushing = undefined;
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }
}
