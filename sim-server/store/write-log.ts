// The store's append-only log: one line of JSON per committed transaction, appended in order and
// made durable by group commit (every line waiting when a write starts goes in it, and the log is
// opened so that a write returns once it is on disk, disk.ts: concurrent writers share one). What a write costs depends on the write, never on the state.
//
// A write either happens or is refused, never both (audit 2026-11-28, M5): a batch that cannot
// reach the disk is cut off the file, and its lines, with every line appended after them (they
// were made on top of them), are undone in memory, latest first, and refused to their writers.
import { closeSync, fsyncSync, ftruncateSync, openSync } from 'node:fs';
import { DURABLE_APPEND, realDisk, type Disk } from './disk';

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

interface Line {
  text: string;
  /** Puts the memory back as it was before the line's change (the line did not reach the disk). */
  undo: () => void;
}

interface Waiter {
  /** Lines whose outcome is the waiter's, by number. */
  lines: readonly number[];
  /** The waiter settles once every line up to this one has. */
  upTo: number;
  resolve(): void;
  reject(error: Error): void;
}

/** Lines that did not reach the disk, first to last, and why. */
interface Failure {
  from: number;
  to: number;
  error: Error;
}

/** Failures remembered for writers still waiting; older ones belong to answered requests. */
const FAILURES_KEPT = 256;

/**
 * How long a line written behind (no writer waits for it) may wait for company: it goes with the
 * next write or waiter sooner. A crash loses at most this much of such lines (PostgreSQL's
 * asynchronous commit bounds its window by wal_writer_delay the same way).
 */
export const WRITE_BEHIND_MS = 100;

/** When a line is written: with the other lines of this turn of the event loop, or behind. */
export type WriteTiming = 'turn' | 'behind';

export class WriteLog {
  private readonly fd: number;
  private pending: Line[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  /** Starts the write of lines written behind, unless a write or a waiter starts it first. */
  private behindTimer: NodeJS.Timeout | undefined;
  /** Lines appended so far: line numbers run from 1. */
  private appended = 0;
  /** Every line up to this one has been written and synced, or refused. */
  private lastSettled = 0;
  private failures: Failure[] = [];
  /** Bytes in the log file, written or pending. */
  bytes: number;
  /** Bytes of the log known to be on disk: a failed batch is cut back to here. */
  private synced: number;

  constructor(
    file: string,
    bytes: number,
    private readonly disk: Disk = realDisk,
  ) {
    this.fd = openSync(file, DURABLE_APPEND);
    this.bytes = bytes;
    this.synced = bytes;
  }

  /**
   * Appends a line; answers its number. `undo` runs if it never reaches the disk. A line is
   * written with the others of this turn of the event loop; `behind`, within WRITE_BEHIND_MS, or
   * with the next line or waiter that asks for a write sooner.
   */
  append(line: string, undo: () => void = () => undefined, timing: WriteTiming = 'turn'): number {
    const text = `${line}\n`;
    this.pending.push({ text, undo });
    this.bytes += Buffer.byteLength(text);
    this.appended += 1;
    if (timing === 'turn') this.startFlush(false);
    else if (!this.flushing)
      this.behindTimer ??= setTimeout(() => this.startFlush(true), WRITE_BEHIND_MS);
    return this.appended;
  }

  /**
   * Resolves once every line appended so far is on disk; rejects when one of the lines not yet
   * settled when it was asked did not reach it.
   */
  durable(): Promise<void> {
    const lines: number[] = [];
    for (let line = this.lastSettled + 1; line <= this.appended; line += 1) lines.push(line);
    return this.durableLines(lines, false);
  }

  /**
   * Resolves once these lines are on disk (and, with `everything`, once every line appended so
   * far has settled); rejects when one of these lines did not reach it.
   */
  durableLines(lines: readonly number[], everything: boolean): Promise<void> {
    const upTo = lines.reduce((max, line) => Math.max(max, line), everything ? this.appended : 0);
    // A waiter does not wait for the lines written behind to find company.
    if (upTo > this.lastSettled) this.startFlush(false);
    return new Promise((resolve, reject) => {
      this.waiters.push({ lines, upTo, resolve, reject });
      this.notify();
    });
  }

  /** Whether every appended line is on disk and nothing is being written. */
  get idle(): boolean {
    return this.pending.length === 0 && !this.flushing;
  }

  /** Waits until nothing is pending or being written. */
  async settled(): Promise<void> {
    if (this.pending.length > 0) this.startFlush(true);
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

  /** Settles every waiter whose lines have all settled. */
  private notify(): void {
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.upTo > this.lastSettled) {
        waiting.push(waiter);
        continue;
      }
      const failure = this.failures.find((f) =>
        waiter.lines.some((line) => line >= f.from && line <= f.to),
      );
      if (failure) waiter.reject(failure.error);
      else waiter.resolve();
    }
    this.waiters = waiting;
  }

  private startFlush(now: boolean): void {
    clearTimeout(this.behindTimer);
    this.behindTimer = undefined;
    this.flushing ??= this.flush(now);
  }

  /** Writes what is pending, then the batches that arrive meanwhile, until nothing is left. */
  private async flush(now: boolean): Promise<void> {
    // Let the writes of this turn of the event loop join the batch (unless asked to start now).
    if (!now) await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending;
      const text = Buffer.from(batch.map((line) => line.text).join(''), 'utf8');
      this.pending = [];
      try {
        await this.disk.appendDurably(this.fd, text);
        this.synced += text.length;
        this.lastSettled += batch.length;
      } catch (error) {
        this.refuse(batch, text.length, error as Error);
      }
      this.notify();
    }
    this.flushing = undefined;
  }

  /**
   * A full disk (ENOSPC) or a failing one: the batch is not acknowledged, and what of it reached
   * the file is cut off, so that no torn line sits before later ones. The lines appended while it
   * was written were made on top of it: they are refused too, and all are undone, latest first.
   */
  private refuse(batch: Line[], batchBytes: number, error: Error): void {
    const after = this.pending;
    this.pending = [];
    const afterBytes = after.reduce((sum, line) => sum + Buffer.byteLength(line.text), 0);
    this.bytes -= batchBytes + afterBytes;
    try {
      ftruncateSync(this.fd, this.synced);
    } catch {
      // The next start drops a torn last line; a torn line before others stops it, saying so.
    }
    for (const line of [...batch, ...after].reverse()) line.undo();
    this.failures.push({ from: this.lastSettled + 1, to: this.appended, error });
    if (this.failures.length > FAILURES_KEPT) this.failures.shift();
    this.lastSettled = this.appended;
  }
}
