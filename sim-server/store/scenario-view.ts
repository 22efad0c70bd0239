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
  /** The size of each put record as JSON, for the scenarios' memory bound. */
  sizes: Map<string, number>;
}

/** What an overlay held for one id before a change: a record, a deletion, or nothing. */
type Before = Row | typeof DELETED | undefined;
const DELETED = Symbol('deleted');

const emptyOverlay = (): Overlay => ({ puts: new Map(), dels: new Set(), sizes: new Map() });

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
  /** Bytes of the records the scenario holds of its own, as JSON (an estimate of its memory). */
  bytes = 0;
  private readonly overlays = new Map<Collection, Overlay>();
  private readonly built = new Map<Collection, { rows: Row[]; at: number }>();

  constructor(
    readonly name: string,
    private readonly source: SharedState,
  ) {
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
    if (!this.overlays.has(collection)) this.overlays.set(collection, emptyOverlay());
    this.collection(collection);
  }

  /**
   * Records a committed transaction's operations as the scenario's own changes; answers how to
   * take them back (the log could not make them durable).
   */
  commit(ops: readonly LogOp[]): () => void {
    const befores: Array<[Collection, string, Before]> = [];
    for (const op of ops) {
      const collection = op[1] as Collection;
      const overlay = this.overlayOf(collection);
      const id = op[0] === 'put' ? op[2].id : op[2];
      befores.push([
        collection,
        id,
        overlay.puts.get(id) ?? (overlay.dels.has(id) ? DELETED : undefined),
      ]);
      if (op[0] === 'put') this.setPut(overlay, op[2]);
      else this.setDeleted(overlay, id);
    }
    return () => {
      for (const [collection, id, before] of befores.reverse()) {
        const overlay = this.overlayOf(collection);
        if (before === DELETED) this.setDeleted(overlay, id);
        else if (before) this.setPut(overlay, before);
        else this.forget(overlay, id);
      }
      this.built.clear();
    };
  }

  /** Whether the scenario's own changes put a record with this id in the collection. */
  puts(collection: Collection, id: string): boolean {
    return this.overlays.get(collection)?.puts.has(id) ?? false;
  }

  /** The ids of the records the scenario put in the collection itself. */
  ownIds(collection: Collection): string[] {
    return [...(this.overlays.get(collection)?.puts.keys() ?? [])];
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
      overlay = emptyOverlay();
      this.overlays.set(collection, overlay);
    }
    return overlay;
  }

  private setPut(overlay: Overlay, row: Row): void {
    this.forget(overlay, row.id);
    const size = JSON.stringify(row).length;
    this.bytes += size;
    overlay.sizes.set(row.id, size);
    overlay.puts.set(row.id, row);
  }

  private setDeleted(overlay: Overlay, id: string): void {
    this.forget(overlay, id);
    this.bytes += id.length;
    overlay.dels.add(id);
  }

  /** Takes an id out of the overlay, and its bytes out of the count. */
  private forget(overlay: Overlay, id: string): void {
    this.bytes -= (overlay.sizes.get(id) ?? 0) + (overlay.dels.has(id) ? id.length : 0);
    overlay.sizes.delete(id);
    overlay.puts.delete(id);
    overlay.dels.delete(id);
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
