// Buffers reused by every query on one site (queries run one at a time on the event loop), and
// the key counter the facet counts use.
import { FACET_VALUES_SHOWN } from './criteria';
import { FACETS, type Facet } from '../../openapi/vocabulary/search';
import { Marks } from './dictionary';
import { type SiteSearchIndex } from './site-index';
import { FACET_FIELD, KEY_FIELDS, type KeyFieldName } from './key-fields';
import { HEAP_PAGE_MAX, Smallest } from './paging';

/**
 * Counts per key of one field. Sparse use records the keys that became non-zero, so that small
 * result sets spread and clear only those; dense use (most jobs counted) holds every key.
 */
export class KeyCounter {
  /** Int32: counts stay small, and V8 adds into Int32Array faster than into Uint32Array. */
  readonly counts: Int32Array;
  readonly touched: Uint32Array;
  touchedCount = 0;
  dense = false;

  /** Over `counts` when given (a view of a larger array), else over an array of its own. */
  constructor(keyCount: number, counts = new Int32Array(keyCount)) {
    this.counts = counts;
    this.touched = new Uint32Array(keyCount);
  }

  clear(): void {
    if (this.dense) this.counts.fill(0);
    else for (let i = 0; i < this.touchedCount; i++) this.counts[this.touched[i] as number] = 0;
    this.touchedCount = 0;
    this.dense = false;
  }

  add(key: number, by: number): void {
    const before = this.counts[key] as number;
    if (before === 0 && !this.dense) this.touched[this.touchedCount++] = key;
    this.counts[key] = before + by;
  }

  /** Starts from `totals` (every key); later changes need no record. */
  fillFrom(totals: Uint32Array): void {
    this.counts.set(totals);
    this.countedInPlace();
  }

  /** Its counts were written into `counts` directly, every key (see countKeys). */
  countedInPlace(): void {
    this.touchedCount = 0;
    this.dense = true;
  }
}

/** Buffers reused by every query on one site (queries run one at a time on the event loop). */
export interface Scratch {
  jobScore: Int32Array;
  candidates: Uint32Array;
  /** The jobs that pass everything, and a mark on each. */
  matched: Uint32Array;
  matchedMarks: Marks;
  /** The jobs that do not match, when counting the complement. */
  rest: Uint32Array;
  titleScore: Int32Array;
  designationScore: Int32Array;
  skillScore: Int32Array;
  companyScore: Int32Array;
  /** Per key of each text field, the bits of the query words it holds (keyword-scoring.ts). */
  titleWords: Uint32Array;
  designationWords: Uint32Array;
  skillWords: Uint32Array;
  companyWords: Uint32Array;
  /** The last keyword search found no job holding every word: its results are partial matches. */
  partial: boolean;
  /** Best skill points of each skill set for the current phrase. */
  skillPhrase: Int32Array;
  titleMarks: Marks;
  /** How many words of the current phrase reached each title and skill. */
  titleHits: Uint16Array;
  skillHits: Uint16Array;
  designationMarks: Marks;
  skillMarks: Marks;
  skillSetMarks: Marks;
  companyMarks: Marks;
  allCounts: Record<KeyFieldName, KeyCounter>;
  /** The counts of the whole key space; the counters of `allCounts` are views of it. */
  keyCounts: Int32Array;
  oneCounts: Record<Facet, KeyCounter>;
  bucketCounts: Record<Facet, Int32Array>;
  /** The heap of shown facet values and of shallow pages. */
  heap: Smallest;
}

const scratches = new WeakMap<SiteSearchIndex, Scratch>();

/** Allocates the query buffers of a site; called when the index is built. */
export function prepareSearch(index: SiteSearchIndex): void {
  if (scratches.has(index)) return;
  const keyCounts = new Int32Array(index.keyTotals.length);
  const allCounts = {} as Record<KeyFieldName, KeyCounter>;
  KEY_FIELDS.forEach((field, f) => {
    const from = index.keyOffsets[f] as number;
    const to = index.keyOffsets[f + 1] as number;
    allCounts[field] = new KeyCounter(to - from, keyCounts.subarray(from, to));
  });
  const oneCounts = {} as Record<Facet, KeyCounter>;
  const bucketCounts = {} as Record<Facet, Int32Array>;
  for (const facet of FACETS) {
    oneCounts[facet] = new KeyCounter(index.fields[FACET_FIELD[facet]].keyCount);
    bucketCounts[facet] = new Int32Array(index.facets[facet].ids.length);
  }
  scratches.set(index, {
    jobScore: new Int32Array(index.size),
    candidates: new Uint32Array(index.size),
    matched: new Uint32Array(index.size),
    matchedMarks: new Marks(index.size),
    rest: new Uint32Array(index.size),
    titleScore: new Int32Array(index.title.keyCount),
    designationScore: new Int32Array(index.designations.keyCount),
    skillScore: new Int32Array(index.skills.keyCount),
    companyScore: new Int32Array(index.companyName.keyCount),
    titleWords: new Uint32Array(index.title.keyCount),
    designationWords: new Uint32Array(index.designations.keyCount),
    skillWords: new Uint32Array(index.skills.keyCount),
    companyWords: new Uint32Array(index.companyName.keyCount),
    partial: false,
    skillPhrase: new Int32Array(index.skills.keyCount),
    titleMarks: new Marks(index.title.keyCount),
    titleHits: new Uint16Array(index.title.keyCount),
    skillHits: new Uint16Array(index.skills.names.length),
    designationMarks: new Marks(index.designations.keyCount),
    skillMarks: new Marks(index.skills.names.length),
    skillSetMarks: new Marks(index.skills.keyCount),
    companyMarks: new Marks(index.companyName.keyCount),
    allCounts,
    keyCounts,
    oneCounts,
    bucketCounts,
    heap: new Smallest(Math.max(HEAP_PAGE_MAX, FACET_VALUES_SHOWN)),
  });
}

export function scratchOf(index: SiteSearchIndex): Scratch {
  prepareSearch(index);
  return scratches.get(index) as Scratch;
}
