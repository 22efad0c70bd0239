// One QA scenario's copy-on-write view of the seeker state (issue 29). The view holds only the
// scenario's own changes, per collection: the records it put and the ids it deleted. Reading a
// collection the scenario never wrote answers the shared array itself (no copy); reading one it
// wrote answers the shared records with its changes laid over them, built once and rebuilt only
// when the shared collection changes. So a scenario reads the shared state plus its own writes,
// and its writes never reach the shared state or another scenario.
//
// This works because records are replaced, never edited in place: Transaction.put swaps a whole
// record and Transaction.update changes a clone, so a shared record a scenario can see is never
// changed under it by the scenario.
import { emptyState, type Collection, type StoreMeta, type StoreState } from './state';
import type { LogOp } from './write-log';

type Row = { id: string };

/** A scenario's changes to one collection. */
interface Overlay {
  puts: Map<string, Row>;
  dels: Set<string>;
}

/** A scenario's changes as stored in the scenario snapshot: per collection, puts and deletions. */
export interface StoredScenario {
  name: string;
  changes: Partial<Record<Collection, { puts: Row[]; dels: string[] }>>;
}

export const COLLECTIONS = Object.keys(emptyState({} as StoreMeta)).filter(
  (key): key is Collection => key !== 'meta',
);

/** What a view needs of the store: the shared state and when each shared collection changed. */
export interface SharedState {
  readonly shared: StoreState;
  changedAt(collection: Collection): number;
}

export class ScenarioView {
  /** The scenario's state: `meta` and untouched collections are the shared ones. */
  readonly state: StoreState;
  /** When a request of the scenario last came (base clock, ms). */
  lastUsed: number;
  private readonly overlays = new Map<Collection, Overlay>();
  private readonly built = new Map<Collection, { rows: Row[]; at: number }>();

  constructor(
    readonly name: string,
    private readonly source: SharedState,
    now: number,
  ) {
    this.lastUsed = now;
    const state = {} as StoreState;
    Object.defineProperty(state, 'meta', { get: () => source.shared.meta, enumerable: true });
    for (const collection of COLLECTIONS) {
      Object.defineProperty(state, collection, {
        get: () => this.collection(collection),
        enumerable: true,
      });
    }
    this.state = state;
  }

  /** How many records the scenario holds of its own (puts and deletions). */
  get size(): number {
    let size = 0;
    for (const overlay of this.overlays.values()) size += overlay.puts.size + overlay.dels.size;
    return size;
  }

  /** Before a transaction changes a collection in place: gives the scenario its own array. */
  prepareWrite(collection: Collection): void {
    if (!this.overlays.has(collection))
      this.overlays.set(collection, { puts: new Map(), dels: new Set() });
    this.collection(collection);
  }

  /** Records a committed transaction's operations as the scenario's own changes. */
  commit(ops: readonly LogOp[]): void {
    for (const op of ops) {
      const overlay = this.overlayOf(op[1] as Collection);
      if (op[0] === 'put') {
        overlay.puts.set(op[2].id, op[2]);
        overlay.dels.delete(op[2].id);
      } else {
        overlay.puts.delete(op[2]);
        overlay.dels.add(op[2]);
      }
    }
  }

  toStored(): StoredScenario {
    const changes: StoredScenario['changes'] = {};
    for (const [collection, overlay] of this.overlays) {
      changes[collection] = { puts: [...overlay.puts.values()], dels: [...overlay.dels] };
    }
    return { name: this.name, changes };
  }

  /** Lays stored or logged changes over the view (recovery). */
  restore(stored: StoredScenario): void {
    for (const collection of COLLECTIONS) {
      const change = stored.changes[collection];
      if (!change) continue;
      this.commit([
        ...change.puts.map((row): LogOp => ['put', collection, row]),
        ...change.dels.map((id): LogOp => ['del', collection, id]),
      ]);
    }
    this.built.clear();
  }

  private overlayOf(collection: Collection): Overlay {
    let overlay = this.overlays.get(collection);
    if (!overlay) {
      overlay = { puts: new Map(), dels: new Set() };
      this.overlays.set(collection, overlay);
    }
    return overlay;
  }

  private collection(collection: Collection): Row[] {
    const shared = this.source.shared[collection] as Row[];
    const overlay = this.overlays.get(collection);
    if (!overlay) return shared;
    const at = this.source.changedAt(collection);
    const built = this.built.get(collection);
    if (built && built.at === at) return built.rows;
    const rows: Row[] = [];
    const replaced = new Set<string>();
    for (const row of shared) {
      if (overlay.dels.has(row.id)) continue;
      const own = overlay.puts.get(row.id);
      if (own) replaced.add(row.id);
      rows.push(own ?? row);
    }
    for (const [id, row] of overlay.puts) if (!replaced.has(id)) rows.push(row);
    this.built.set(collection, { rows, at });
    return rows;
  }
}
