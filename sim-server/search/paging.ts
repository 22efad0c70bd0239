// Step 4 of a search: the page of results, from a bounded heap for shallow pages or a walk in
// date order for deep ones.
import type { Marks } from './dictionary';
import { type SiteSearchIndex } from './site-index';

/** Pages up to this deep are picked with a heap; deeper ones by walking the jobs in date order. */
export const HEAP_PAGE_MAX = 256;

/** The k smallest keys: a max-heap of at most k entries, reused by every query of a site. */
export class Smallest {
  readonly keys: Float64Array;
  k = 0;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
  }

  /** Empties the heap, to keep at most k keys (k up to its capacity). */
  reset(k: number): this {
    this.k = k;
    this.size = 0;
    return this;
  }

  offer(key: number): void {
    const keys = this.keys;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const above = keys[parent] as number;
        if (above >= key) break;
        keys[i] = above;
        i = parent;
      }
      keys[i] = key;
      return;
    }
    if (key >= (keys[0] as number)) return;
    this.siftDown(key, this.size);
  }

  /** Puts `key` at the root and moves it down within the first `n` entries. */
  private siftDown(key: number, n: number): void {
    const keys = this.keys;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && (keys[right] as number) > (keys[left] as number) ? right : left;
      const below = keys[child] as number;
      if (below <= key) break;
      keys[i] = below;
      i = child;
    }
    keys[i] = key;
  }

  /**
   * Sorts the kept keys smallest first into keys[0 .. count) and answers the count; the heap is
   * spent. (A heapsort in place: TypedArray sort and a fresh array per call were slower.)
   */
  sort(): number {
    const keys = this.keys;
    const count = this.size;
    for (let end = count - 1; end > 0; end--) {
      const last = keys[end] as number;
      keys[end] = keys[0] as number;
      this.siftDown(last, end);
    }
    this.size = 0;
    return count;
  }
}

/** The matched jobs of one query, for picking the page. */
interface Matched {
  /** Every job of the site matched (the list is not filled then). */
  all: boolean;
  list: Uint32Array;
  count: number;
  /** Marked with `gen` in `marks` (unless all matched). */
  marks: Marks;
  gen: number;
  /** Points per job, or undefined when the order is by date alone. */
  scores: Int32Array | undefined;
  /** Above every score (scores are below it). */
  cap: number;
}

/**
 * The first k jobs in result order (points descending, then newest first). Shallow pages keep
 * the k best in a heap; deep ones count the jobs per points, then walk the jobs newest first and
 * drop each into its points' slot, which needs no sort at all.
 */
export function firstInOrder(
  index: SiteSearchIndex,
  matched: Matched,
  k: number,
  heap: Smallest,
): Uint32Array {
  const size = index.size;
  const { scores, cap } = matched;
  const out = new Uint32Array(k);
  if (k === 0) return out;
  if (k <= HEAP_PAGE_MAX && !matched.all) {
    heap.reset(k);
    for (let i = 0; i < matched.count; i++) {
      const job = matched.list[i] as number;
      const rank = index.dateRank[job] as number;
      heap.offer(scores ? (cap - (scores[job] as number)) * size + rank : rank);
    }
    const kept = heap.sort();
    for (let i = 0; i < kept; i++)
      out[i] = index.dateOrder[(heap.keys[i] as number) % size] as number;
    return out;
  }
  // Slots per points, highest first; of the lowest points needed, only the first `need` fit.
  const slots = new Uint32Array(cap + 1);
  let lowest = 0;
  let need = k;
  if (scores) {
    const histogram = new Uint32Array(cap + 1);
    for (let i = 0; i < matched.count; i++) {
      const score = scores[matched.list[i] as number] as number;
      histogram[score] = (histogram[score] as number) + 1;
    }
    let placed = 0;
    lowest = cap;
    while (lowest > 0 && placed + (histogram[lowest] as number) < k) {
      slots[lowest] = placed;
      placed += histogram[lowest] as number;
      lowest--;
    }
    slots[lowest] = placed;
    need = k - placed;
  }
  let filled = 0;
  const { marks, gen, all } = matched;
  for (let r = 0; r < size && filled < k; r++) {
    const job = index.dateOrder[r] as number;
    if (!all && marks.get(job) !== gen) continue;
    const score = scores ? (scores[job] as number) : 0;
    if (score < lowest) continue;
    if (score === lowest) {
      if (need === 0) continue;
      need--;
    }
    const at = slots[score] as number;
    out[at] = job;
    slots[score] = at + 1;
    filled++;
  }
  return out;
}
