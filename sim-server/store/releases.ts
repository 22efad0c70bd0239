// Which records nothing names any more: a collection's listeners (the upload files' sweep) are
// told the ids whose last naming record went (removed, its scenario dropped, the state reset, or
// its own write refused), once the change that dropped it is durable.
import type { Collection } from './state';
import type { LogEntry } from './write-log';

/** Told the ids of a collection's records that nothing names any more, once that is durable. */
export type ReleaseListener = (ids: string[]) => void;

/** Ids per watched collection. */
export type IdsByCollection = Map<Collection, Set<string>>;

export class Releases {
  private readonly listeners = new Map<Collection, ReleaseListener[]>();

  /** `names`: whether a record with this id is anywhere (the shared state or any scenario). */
  constructor(private readonly names: (collection: Collection, id: string) => boolean) {}

  listen(collection: Collection, listener: ReleaseListener): void {
    this.listeners.set(collection, [...(this.listeners.get(collection) ?? []), listener]);
  }

  /** Per watched collection, the ids `idsOf` gives for it. */
  collect(idsOf: (collection: Collection) => Iterable<string>): IdsByCollection {
    const ids: IdsByCollection = new Map();
    for (const collection of this.listeners.keys()) ids.set(collection, new Set(idsOf(collection)));
    return ids;
  }

  /** The ids a change's operations of one kind name, per watched collection. */
  idsIn(ops: LogEntry['ops'], kind: 'put' | 'del'): IdsByCollection {
    const ids: IdsByCollection = new Map();
    for (const op of ops) {
      const collection = op[1] as Collection;
      if (op[0] !== kind || !this.listeners.has(collection)) continue;
      const set = ids.get(collection) ?? new Set<string>();
      set.add(op[0] === 'put' ? op[2].id : op[2]);
      ids.set(collection, set);
    }
    return ids;
  }

  /** Releases the ids once `durable` (asked only when there are ids) resolves. */
  whenDurable(durable: () => Promise<void>, ids: IdsByCollection): void {
    if (ids.size === 0) return;
    durable().then(
      () => this.release(ids),
      () => undefined, // not durable: the records are back (undone), and so must their files be
    );
  }

  /** Tells the listeners which of these ids nothing names any more. */
  release(ids: IdsByCollection): void {
    for (const [collection, set] of ids) {
      const free = [...set].filter((id) => !this.names(collection, id));
      if (free.length === 0) continue;
      for (const listener of this.listeners.get(collection) ?? []) listener(free);
    }
  }
}
