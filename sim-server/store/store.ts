// Seeker state: held in memory, persisted as a snapshot plus an append-only log of record-level
// changes (write-log.ts). A change costs one log line and a share of one fdatasync, whatever the
// size of the state; the snapshot is rewritten only when the log has grown past a bound and
// nothing is being written, when the state is replaced (reset) and after a write through
// json-server's view (/__sim/db), which edits the state in place.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import low from 'lowdb';
import type { AdapterSync } from 'lowdb';
import { lockStateFile } from './data-lock';
import { logFileOf, recover, scenarioFileOf, type Recovered } from './recovery';
import { COLLECTIONS, ScenarioView, type StoredScenario } from './scenario-view';
import { removeTemporaryFiles } from './snapshot';
import { writeSnapshot } from './snapshot';
import type { Collection, StoreState } from './state';
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

/** A scenario as GET /__sim/scenarios lists it. */
export interface ScenarioUse {
  name: string;
  /** Records the scenario holds of its own (puts and deletions). */
  records: number;
  lastUsed: number;
}

export class Store {
  readonly db: LowDatabase;
  private current: StoreState;
  private readonly log: WriteLog;
  private compactWhenIdle = false;
  private readonly unlock: () => void;
  /** The scenario view of the request being served (within()); none for the shared state. */
  private readonly scope = new AsyncLocalStorage<ScenarioView>();
  /** Scenario views, least recently used first. */
  private readonly views = new Map<string, ScenarioView>();
  /** When each shared collection last changed, on a counter of shared changes. */
  private readonly changes = new Map<Collection, number>();
  private changeCount = 0;
  private readonly shared = {
    store: this,
    get shared(): StoreState {
      return this.store.current;
    },
    changedAt: (collection: Collection) => this.changes.get(collection) ?? 0,
  };

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
    this.restoreScenarios(recovered);
    if (!recovered.state) this.snapshot();
    // json-server's view edits the live state in place and then calls write().
    const adapter: AdapterSync = {
      read: () => this.current,
      write: (state: unknown) => {
        this.current = state as StoreState;
        this.sharedChanged(COLLECTIONS);
        this.snapshot();
      },
    } as unknown as AdapterSync;
    this.db = low(adapter) as unknown as LowDatabase;
  }

  /** The state the running request sees: its scenario's view, or the shared state. */
  get state(): StoreState {
    return this.scope.getStore()?.state ?? this.current;
  }

  /**
   * Runs `work` (and everything it awaits) on a scenario's view: its reads see the shared state
   * plus the scenario's own changes, and its transactions change only the scenario. The pipeline
   * chooses the view once per request; handlers keep using `store.state` and `store.transact`.
   */
  within<T>(scenario: string | null, now: number, work: () => T): T {
    if (scenario === null) return work();
    return this.scope.run(this.viewOf(scenario, now), work);
  }

  /**
   * What a scenario sees now, for QA's reads (/__sim/events, /__sim/db): its view, or the shared
   * state when it has no view yet (which is what it would see). Neither makes nor uses the view.
   */
  stateOf(scenario: string | null): StoreState {
    return (scenario === null ? undefined : this.views.get(scenario)?.state) ?? this.current;
  }

  /** Scenario views, least recently used first. */
  scenarios(): ScenarioUse[] {
    return [...this.views.values()].map((view) => ({
      name: view.name,
      records: view.size,
      lastUsed: view.lastUsed,
    }));
  }

  /** A collection's records in the shared state and in every scenario (the upload sweep). */
  everyRecord<C extends Collection>(collection: C): StoreState[C] {
    const views = [...this.views.values()].map((view) => view.state[collection]);
    return [this.current[collection], ...views].flat() as StoreState[C];
  }

  /** Drops a scenario's own changes, durably (logged); answers whether it had a view. */
  dropScenario(name: string): boolean {
    const view = this.views.get(name);
    this.views.delete(name);
    if (view && view.size > 0)
      this.appendEntry({ seq: this.nextSeq(), ops: [], scenario: name, drop: true });
    return view !== undefined;
  }

  /**
   * Applies a change and logs it; answers what the change answers. A change that throws, or whose
   * operations cannot be written as JSON, leaves the state as it was. `durable()` tells when it is
   * on disk.
   */
  transact<T>(change: (tx: Transaction) => T): T {
    const view = this.scope.getStore();
    const tx = view
      ? new Transaction(view.state, (collection) => view.prepareWrite(collection))
      : new Transaction(this.current);
    let result: T;
    try {
      result = change(tx);
    } catch (error) {
      tx.rollback();
      throw error;
    }
    if (tx.ops.length === 0) return result;
    const entry: LogEntry = { seq: this.nextSeq(), ops: tx.ops };
    if (view) entry.scenario = view.name;
    try {
      this.appendEntry(entry);
    } catch (error) {
      tx.rollback();
      throw new StoreWriteError(error);
    }
    if (view) view.commit(tx.ops);
    else this.sharedChanged(tx.ops.map((op) => op[1] as Collection));
    return result;
  }

  /** Resolves once every change made so far is durable. */
  durable(): Promise<void> {
    return this.log.durable();
  }

  /** Replaces the whole state (reset) and drops every scenario, durably before it returns. */
  replace(state: StoreState): void {
    state.meta.seq = this.current.meta.seq ?? 0;
    this.current = state;
    this.views.clear();
    this.sharedChanged(COLLECTIONS);
    this.db.setState(state);
    this.snapshot();
  }

  /** Stops writing: waits for what is pending, then closes the log. */
  async close(): Promise<void> {
    await this.log.settled();
    this.log.close();
    this.unlock();
  }

  private nextSeq(): number {
    return (this.current.meta.seq ?? 0) + 1;
  }

  /** Logs an entry (its seq the next one); throws, changing nothing, when it is not JSON. */
  private appendEntry(entry: LogEntry): void {
    const line = JSON.stringify(entry);
    this.current.meta.seq = entry.seq;
    this.log.append(line);
    if (this.log.bytes > LOG_COMPACTION_BYTES) this.compactWhenIdle = true;
    // A failed write is the requester's to answer (durable() rejects for it); nothing else throws.
    void this.log.durable().then(
      () => this.compactIfIdle(),
      () => undefined,
    );
  }

  private sharedChanged(collections: readonly Collection[]): void {
    this.changeCount += 1;
    for (const collection of collections) this.changes.set(collection, this.changeCount);
  }

  private viewOf(name: string, now: number): ScenarioView {
    let view = this.views.get(name);
    if (view) this.views.delete(name);
    else view = new ScenarioView(name, this.shared, now);
    view.lastUsed = Math.max(view.lastUsed, now);
    this.views.set(name, view);
    return view;
  }

  private restoreScenarios(recovered: Recovered): void {
    const now = Date.now();
    for (const stored of recovered.scenarios) this.viewOf(stored.name, now).restore(stored);
    for (const entry of recovered.scenarioEntries) {
      const name = entry.scenario ?? '';
      if (entry.drop) this.views.delete(name);
      else this.viewOf(name, now).commit(entry.ops);
    }
  }

  /**
   * Writes the whole state as the snapshot, the scenarios' changes beside it first; the log is
   * emptied when nothing is being written. Each file holds the seq it covers, so a crash between
   * the two writes replays the log onto each from its own place.
   */
  private snapshot(): void {
    const scenarios: StoredScenario[] = [...this.views.values()]
      .filter((view) => view.size > 0)
      .map((view) => view.toStored());
    // Written when there is something to keep, or an older one to supersede.
    if (scenarios.length > 0 || existsSync(scenarioFileOf(this.file)))
      writeSnapshot(
        scenarioFileOf(this.file),
        JSON.stringify({ seq: this.current.meta.seq ?? 0, scenarios }),
      );
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
