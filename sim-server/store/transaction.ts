// A change to the store as record-level operations: each one is applied to the state at once (so
// the change reads its own writes) and remembered with its undo, so that a change that throws, or
// cannot be written to the log, leaves the state exactly as it was.
import type { LogOp } from './write-log';
import type { Collection, StoreState } from './state';

export type RecordOf<C extends Collection> = StoreState[C][number];

/** Puts a record in its collection: replaces the one with its id, or appends it. */
export function putRecord<C extends Collection>(
  state: StoreState,
  collection: C,
  record: RecordOf<C>,
): () => void {
  const records = state[collection] as Array<RecordOf<C>>;
  const index = records.findIndex((r) => r.id === record.id);
  if (index < 0) {
    records.push(record);
    return () => {
      const at = records.lastIndexOf(record);
      if (at >= 0) records.splice(at, 1);
    };
  }
  const before = records[index] as RecordOf<C>;
  records[index] = record;
  return () => {
    const at = records.indexOf(record);
    if (at >= 0) records[at] = before;
  };
}

/** Deletes the record with an id; nothing when there is none. */
export function deleteRecord(state: StoreState, collection: Collection, id: string): () => void {
  const records = state[collection] as Array<{ id: string }>;
  const index = records.findIndex((r) => r.id === id);
  if (index < 0) return () => undefined;
  const [removed] = records.splice(index, 1);
  return () => {
    if (removed) records.splice(Math.min(index, records.length), 0, removed);
  };
}

export class Transaction {
  readonly ops: LogOp[] = [];
  private readonly undos: Array<() => void> = [];

  /**
   * `prepare` runs before the first change to a collection: a scenario's view (scenario-view.ts)
   * gives the scenario its own array there, so the shared one is never changed.
   */
  constructor(
    readonly state: StoreState,
    private readonly prepare: (collection: Collection) => void = () => undefined,
  ) {}

  /** Adds a new record (its id is new: no lookup is made). */
  insert<C extends Collection>(collection: C, record: RecordOf<C>): RecordOf<C> {
    this.prepare(collection);
    const records = this.state[collection] as Array<RecordOf<C>>;
    records.push(record);
    this.undos.push(() => {
      const at = records.lastIndexOf(record);
      if (at >= 0) records.splice(at, 1);
    });
    this.ops.push(['put', collection, record]);
    return record;
  }

  /** Puts a whole record: replaces the one with its id, or adds it. */
  put<C extends Collection>(collection: C, record: RecordOf<C>): RecordOf<C> {
    this.prepare(collection);
    this.undos.push(putRecord(this.state, collection, record));
    this.ops.push(['put', collection, record]);
    return record;
  }

  /**
   * Changes a copy of the record with `id` and puts the copy in its place; answers the copy, or
   * undefined when there is no such record. Holders of the old record keep the old values.
   */
  update<C extends Collection>(
    collection: C,
    id: string,
    change: (draft: RecordOf<C>) => void,
  ): RecordOf<C> | undefined {
    const current = (this.state[collection] as Array<RecordOf<C>>).find((r) => r.id === id);
    if (!current) return undefined;
    const draft = structuredClone(current);
    change(draft);
    return this.put(collection, draft);
  }

  remove(collection: Collection, id: string): void {
    this.prepare(collection);
    this.undos.push(deleteRecord(this.state, collection, id));
    this.ops.push(['del', collection, id]);
  }

  /** Removes every record the predicate picks; answers how many. */
  removeWhere<C extends Collection>(
    collection: C,
    picks: (record: RecordOf<C>) => boolean,
  ): number {
    const ids = (this.state[collection] as Array<RecordOf<C>>).filter(picks).map((r) => r.id);
    for (const id of ids) this.remove(collection, id);
    return ids.length;
  }

  /** Puts the state back as it was before this transaction. */
  rollback(): void {
    for (const undo of this.undos.splice(0).reverse()) undo();
    this.ops.length = 0;
  }
}
