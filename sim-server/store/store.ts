// Seeker state: held in memory, persisted as a snapshot plus an append-only log of record-level
// changes (write-log.ts). A change costs one log line and a share of one fdatasync, whatever the
// size of the state; the snapshot is rewritten only when the log has grown past a bound and
// nothing is being written, when the state is replaced (reset) and after a write through
// json-server's view (/__sim/db), which edits the state in place.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import low from 'lowdb';
import type { AdapterSync } from 'lowdb';
import { lockStateFile } from './data-lock';
import { logFileOf, recover, type Recovered } from './recovery';
import { removeTemporaryFiles } from './snapshot';
import { writeSnapshot } from './snapshot';
import type { StoreState } from './state';
import { Transaction } from './transaction';
import { WriteLog, type LogEntry } from './write-log';

/** The log is folded into a new snapshot once it holds this many bytes. */
export const LOG_COMPACTION_BYTES = 16 * 1024 * 1024;

/** The subset of a lowdb 1.x database json-server's router uses. */
export interface LowDatabase {
  getState(): unknown;
  setState(state: unknown): LowDatabase;
  write(): unknown;
}

export class StoreWriteError extends Error {
  constructor(cause: unknown) {
    super(`The change could not be stored: ${(cause as Error).message ?? String(cause)}`);
    this.name = 'StoreWriteError';
  }
}

export class Store {
  readonly db: LowDatabase;
  private current: StoreState;
  private readonly log: WriteLog;
  private compactWhenIdle = false;
  private readonly unlock: () => void;

  constructor(
    private readonly file: string,
    initial: () => StoreState,
  ) {
    mkdirSync(dirname(file), { recursive: true });
    this.unlock = lockStateFile(file);
    let recovered: Recovered;
    try {
      removeTemporaryFiles(file);
      recovered = recover(file);
    } catch (error) {
      this.unlock();
      throw error;
    }
    this.log = new WriteLog(logFileOf(file), recovered.logBytes);
    this.current = recovered.state ?? initial();
    if (!recovered.state) this.snapshot();
    // json-server's view edits the live state in place and then calls write().
    const adapter: AdapterSync = {
      read: () => this.current,
      write: (state: unknown) => {
        this.current = state as StoreState;
        this.snapshot();
      },
    } as unknown as AdapterSync;
    this.db = low(adapter) as unknown as LowDatabase;
  }

  get state(): StoreState {
    return this.current;
  }

  /**
   * Applies a change and logs it; answers what the change answers. A change that throws, or whose
   * operations cannot be written as JSON, leaves the state as it was. `durable()` tells when it is
   * on disk.
   */
  transact<T>(change: (tx: Transaction) => T): T {
    const tx = new Transaction(this.current);
    let result: T;
    try {
      result = change(tx);
    } catch (error) {
      tx.rollback();
      throw error;
    }
    if (tx.ops.length === 0) return result;
    const seq = (this.current.meta.seq ?? 0) + 1;
    let line: string;
    try {
      line = JSON.stringify({ seq, ops: tx.ops } satisfies LogEntry);
    } catch (error) {
      tx.rollback();
      throw new StoreWriteError(error);
    }
    this.current.meta.seq = seq;
    this.log.append(line);
    if (this.log.bytes > LOG_COMPACTION_BYTES) this.compactWhenIdle = true;
    // A failed write is the requester's to answer (durable() rejects for it); nothing else throws.
    void this.log.durable().then(
      () => this.compactIfIdle(),
      () => undefined,
    );
    return result;
  }

  /** Resolves once every change made so far is durable. */
  durable(): Promise<void> {
    return this.log.durable();
  }

  /** Replaces the whole state (reset), durably before it returns. */
  replace(state: StoreState): void {
    state.meta.seq = this.current.meta.seq ?? 0;
    this.current = state;
    this.db.setState(state);
    this.snapshot();
  }

  /** Stops writing: waits for what is pending, then closes the log. */
  async close(): Promise<void> {
    await this.log.settled();
    this.log.close();
    this.unlock();
  }

  /** Writes the whole state as the snapshot; the log is emptied when nothing is being written. */
  private snapshot(): void {
    writeSnapshot(this.file, JSON.stringify(this.current));
    if (this.log.idle) this.log.truncate();
    else this.compactWhenIdle = true;
  }

  private compactIfIdle(): void {
    if (this.compactWhenIdle && this.log.idle) {
      this.compactWhenIdle = false;
      this.snapshot();
    }
  }
}
