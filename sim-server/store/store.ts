// Seeker state: held in memory, persisted as a snapshot plus an append-only log of record-level
// changes (write-log.ts). A change costs one log line and a share of one durable write, whatever the
// size of the state; the snapshot is rewritten only when the log has grown past a bound and
// nothing is being written, when the state is replaced (reset) and after a write through
// json-server's view (/__sim/db), which edits the state in place. A change whose log line cannot
// reach the disk is undone in memory (write-log.ts), so a refused write never stays.
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
import { realDisk, type Disk } from './disk';
import { Releases, type ReleaseListener } from './releases';
import { WriteLog, type LogEntry, type WriteTiming } from './write-log';

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

/** What the store needs besides its file. */
export interface StoreOptions {
  /** Where the log and the upload files are written (tests hand a full one). */
  disk?: Disk;
}

/** The request being served (within()): its scenario, and the log lines its changes wrote. */
interface Scope {
  scenario: string | null;
  lines: number[];
}

export class Store {
  readonly db: LowDatabase;
  readonly disk: Disk;
  private current: StoreState;
  private readonly log: WriteLog;
  private compactWhenIdle = false;
  private readonly unlock: () => void;
  /** The request being served; none outside requests (start-up, control calls). */
  private readonly scope = new AsyncLocalStorage<Scope>();
  /** Scenario views: made by a scenario's first write, never by a read. */
  private readonly views = new Map<string, ScenarioView>();
  /** When each shared collection last changed, on a counter of shared changes. */
  private readonly changes = new Map<Collection, number>();
  private changeCount = 0;
  private readonly releases = new Releases((collection, id) => this.names(collection, id));
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
    options: StoreOptions = {},
  ) {
    this.disk = options.disk ?? realDisk;
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
    this.log = new WriteLog(logFileOf(file), recovered.logBytes, this.disk);
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

  /** The scenario of the request being served (within()); null for the shared state or outside. */
  get scenario(): string | null {
    return this.scope.getStore()?.scenario ?? null;
  }

  /** The state the running request sees: its scenario's view, or the shared state. */
  get state(): StoreState {
    return this.stateOf(this.scenario);
  }

  /**
   * Runs a request's `work` (and everything it awaits) in its scenario: its reads see the shared
   * state plus the scenario's own changes, and its transactions change only the scenario. The
   * pipeline chooses the scenario once per request; handlers keep using `store.state` and
   * `store.transact`. A scenario's view is made by its first write: reads make nothing.
   */
  within<T>(scenario: string | null, work: () => T): T {
    return this.scope.run({ scenario, lines: [] }, work);
  }

  /**
   * What a scenario sees now: its view, or the shared state when it has none (which is what it
   * would see). Makes nothing.
   */
  stateOf(scenario: string | null): StoreState {
    return (scenario === null ? undefined : this.views.get(scenario)?.state) ?? this.current;
  }

  /** Whether the scenario has changes of its own. */
  hasView(name: string): boolean {
    return this.views.has(name);
  }

  /** The scenarios with changes of their own. */
  viewNames(): string[] {
    return [...this.views.keys()];
  }

  /** Records a scenario holds of its own (puts and deletions), and their bytes as JSON. */
  viewUse(name: string): { records: number; bytes: number } {
    const view = this.views.get(name);
    return { records: view?.size ?? 0, bytes: view?.bytes ?? 0 };
  }

  /** The ids of the records a scenario put in a collection itself (its uploads, say). */
  ownIds(name: string, collection: Collection): string[] {
    return this.views.get(name)?.ownIds(collection) ?? [];
  }

  /** A collection's records in the shared state and in every scenario (the upload sweep). */
  everyRecord<C extends Collection>(collection: C): StoreState[C] {
    const views = [...this.views.values()].map((view) => view.state[collection]);
    return [this.current[collection], ...views].flat() as StoreState[C];
  }

  /** Whether a record with this id is in the collection of the shared state or of any scenario. */
  names(collection: Collection, id: string): boolean {
    if ((this.current[collection] as Array<{ id: string }>).some((r) => r.id === id)) return true;
    for (const view of this.views.values()) if (view.puts(collection, id)) return true;
    return false;
  }

  /**
   * Tells `listener` the ids of the collection's records that no record names any more (in the
   * shared state or any scenario), once the change that dropped the last one is durable: a record
   * removed, a scenario dropped, the state reset, or a record whose write was refused.
   */
  onRelease(collection: Collection, listener: ReleaseListener): void {
    this.releases.listen(collection, listener);
  }

  /** Drops a scenario's own changes, durably (logged); answers whether it had a view. */
  dropScenario(name: string): boolean {
    const view = this.views.get(name);
    if (!view) return false;
    this.views.delete(name);
    if (view.size === 0) return true;
    const owned = this.releases.collect((collection) => view.ownIds(collection));
    const line = this.appendEntry(
      { seq: this.nextSeq(), ops: [], scenario: name, drop: true },
      () => {
        // Not durable: the scenario is back, as the next start would find it.
        if (!this.views.has(name)) this.views.set(name, view);
      },
    );
    this.releases.whenDurable(() => this.log.durableLines([line], false), owned);
    return true;
  }

  /**
   * Applies a change and logs it; answers what the change answers. A change that throws, or whose
   * operations cannot be written as JSON, leaves the state as it was; one whose log line cannot
   * reach the disk is undone then. `durable()` tells when it is on disk. `behind`: a change no
   * answer acknowledges (the recent search a read records) is written behind, within
   * WRITE_BEHIND_MS, and the request's answer does not wait for it.
   */
  transact<T>(change: (tx: Transaction) => T, options: { behind?: boolean } = {}): T {
    const scope = this.scope.getStore();
    const name = scope?.scenario ?? null;
    // A scenario's first write makes its view.
    const view =
      name === null ? undefined : (this.views.get(name) ?? new ScenarioView(name, this.shared));
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
    let line: string;
    try {
      line = JSON.stringify(entry);
    } catch (error) {
      tx.rollback();
      throw new StoreWriteError(error);
    }
    const collections = [...new Set(tx.ops.map((op) => op[1] as Collection))];
    let undo: () => void;
    if (view) {
      if (!this.views.has(view.name)) this.views.set(view.name, view);
      undo = view.commit(tx.ops);
    } else {
      this.sharedChanged(collections);
      undo = () => {
        tx.rollback();
        this.sharedChanged(collections);
      };
    }
    const put = this.releases.idsIn(tx.ops, 'put');
    const number = this.appendLine(
      entry.seq,
      line,
      () => {
        undo();
        // The records the refused change put are gone: so may be their files.
        this.releases.release(put);
      },
      options.behind ? 'behind' : 'turn',
    );
    if (!options.behind) scope?.lines.push(number);
    this.releases.whenDurable(
      () => this.log.durableLines([number], false),
      this.releases.idsIn(tx.ops, 'del'),
    );
    return result;
  }

  /**
   * Resolves once every change made so far is durable. Within a request, rejects when one of the
   * request's own changes could not be made durable (it has been undone); outside, when one of
   * the changes pending now could not.
   */
  durable(): Promise<void> {
    const scope = this.scope.getStore();
    return scope ? this.log.durableLines(scope.lines, true) : this.log.durable();
  }

  /** Replaces the whole state (reset) and drops every scenario, durably before it returns. */
  replace(state: StoreState): void {
    const named = this.releases.collect((collection) => [
      ...(this.current[collection] as Array<{ id: string }>).map((r) => r.id),
      ...[...this.views.values()].flatMap((view) => view.ownIds(collection)),
    ]);
    state.meta.seq = this.current.meta.seq ?? 0;
    this.current = state;
    this.views.clear();
    this.sharedChanged(COLLECTIONS);
    this.db.setState(state);
    this.snapshot();
    this.releases.release(named);
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

  /** Logs an entry that is sure to be JSON; answers its line's number. */
  private appendEntry(entry: LogEntry, undo: () => void): number {
    return this.appendLine(entry.seq, JSON.stringify(entry), undo);
  }

  /** Logs a line (its seq the next one); answers its number. */
  private appendLine(
    seq: number,
    line: string,
    undo: () => void,
    timing: WriteTiming = 'turn',
  ): number {
    this.current.meta.seq = seq;
    const number = this.log.append(line, undo, timing);
    if (this.log.bytes > LOG_COMPACTION_BYTES) this.compactWhenIdle = true;
    // A failed write is the requester's to answer (durable() rejects for it); nothing else throws.
    if (this.compactWhenIdle)
      void this.log.durable().then(
        () => this.compactIfIdle(),
        () => undefined,
      );
    return number;
  }

  /** Whether the request being served made a change its answer waits for (durable()). */
  get requestChanged(): boolean {
    return (this.scope.getStore()?.lines.length ?? 0) > 0;
  }

  private sharedChanged(collections: readonly Collection[]): void {
    this.changeCount += 1;
    for (const collection of collections) this.changes.set(collection, this.changeCount);
  }

  private restoreScenarios(recovered: Recovered): void {
    const viewOf = (name: string): ScenarioView => {
      let view = this.views.get(name);
      if (!view) {
        view = new ScenarioView(name, this.shared);
        this.views.set(name, view);
      }
      return view;
    };
    for (const stored of recovered.scenarios) viewOf(stored.name).restore(stored);
    for (const entry of recovered.scenarioEntries) {
      const name = entry.scenario ?? '';
      if (entry.drop) this.views.delete(name);
      else viewOf(name).commit(entry.ops);
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
