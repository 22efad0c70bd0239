// Step 3 of a search: facet counts per key of each field over the results, spread over the
// facets' values (buckets) at the end.
import { JSON_TEXT, type WithJsonText } from '../lib/json-text';
import { FACET_VALUES_SHOWN } from './criteria';
import { type SiteSearchIndex } from './site-index';
import { KEY_FIELDS, type FacetTable, type Rows } from './key-fields';
import type { Smallest } from './paging';
import type { KeyCounter, Scratch } from './scratch';

/** A facet value and its count; carries the JSON text of its id and label (lib/json-text). */
export interface FacetBucket extends WithJsonText {
  id: string;
  label: string;
  count: number;
}

/**
 * Adds the count of each key of `source` to every bucket the key stands for. A dense source is
 * summed bucket by bucket (one running total per bucket, instead of adding into the few buckets
 * of a facet like the countries one over and over).
 */
function spreadCounts(table: FacetTable, counts: Int32Array, source: KeyCounter): void {
  const keyCounts = source.counts;
  if (source.dense) {
    const { offsets, items } = table.keysOfBucket;
    for (let b = 0; b < counts.length; b++) {
      let sum = counts[b] as number;
      const end = offsets[b + 1] as number;
      for (let i = offsets[b] as number; i < end; i++)
        sum += keyCounts[items[i] as number] as number;
      counts[b] = sum;
    }
  } else {
    for (let i = 0; i < source.touchedCount; i++) {
      const key = source.touched[i] as number;
      spreadKey(table.bucketsOfKey, counts, key, keyCounts[key] as number);
    }
  }
}

/** Adds `count` to every bucket key `key` stands for. */
function spreadKey(bucketsOfKey: Rows, counts: Int32Array, key: number, count: number): void {
  const { offsets, items } = bucketsOfKey;
  const end = offsets[key + 1] as number;
  for (let i = offsets[key] as number; i < end; i++) {
    const bucket = items[i] as number;
    counts[bucket] = (counts[bucket] as number) + count;
  }
}

function bucketAt(table: FacetTable, counts: Int32Array, b: number): FacetBucket {
  return {
    id: table.ids[b] as string,
    label: table.labels[b] as string,
    count: counts[b] as number,
    [JSON_TEXT]: table.texts[b],
  };
}

export function bucketsOf(
  index: SiteSearchIndex,
  table: FacetTable,
  scratch: Int32Array,
  sources: readonly KeyCounter[],
  selected: ReadonlySet<number>,
  heap: Smallest,
): FacetBucket[] {
  // A facet whose keys are its buckets counts straight from its one source.
  const only = sources.length === 1 ? sources[0] : undefined;
  const counts = table.identity && only ? only.counts : scratch;
  if (counts === scratch) {
    counts.fill(0);
    for (const source of sources) spreadCounts(table, counts, source);
  }
  const n = table.ids.length;
  if (table.fixed) {
    const all: FacetBucket[] = [];
    for (let b = 0; b < n; b++) all.push(bucketAt(table, counts, b));
    return all;
  }
  // Most frequent first, ties by label: one numeric key per non-empty bucket, (size - count) * n
  // + label rank; only the shown ones are sorted (a heap keeps the first FACET_VALUES_SHOWN; a
  // key that cannot enter the full heap is not offered), the chosen ones are added after.
  const { labelRank } = table;
  const size = index.size;
  heap.reset(Math.min(n, FACET_VALUES_SHOWN));
  let nonEmpty = 0;
  const sparse = counts !== scratch && only !== undefined && !only.dense;
  const candidates = sparse ? only.touchedCount : n;
  for (let c = 0; c < candidates; c++) {
    const b = sparse ? (only.touched[c] as number) : c;
    const count = counts[b] as number;
    if (count === 0) continue;
    nonEmpty++;
    const key = (size - count) * n + (labelRank[b] as number);
    if (heap.size === heap.k && key >= (heap.keys[0] as number)) continue;
    heap.offer(key);
  }
  const kept = heap.sort();
  const keys = heap.keys;
  const shown: FacetBucket[] = [];
  for (let i = 0; i < kept; i++)
    shown.push(bucketAt(table, counts, table.labelOrder[(keys[i] as number) % n] as number));
  if (nonEmpty > kept && selected.size > 0) {
    const last = kept > 0 ? (keys[kept - 1] as number) : -1;
    const extra: number[] = [];
    for (const b of selected) {
      if ((counts[b] as number) === 0) continue;
      const key = (size - (counts[b] as number)) * n + (labelRank[b] as number);
      if (key > last) extra.push(key);
    }
    extra.sort((a, b) => a - b);
    for (const key of extra)
      shown.push(bucketAt(table, counts, table.labelOrder[key % n] as number));
  }
  return shown;
}

/**
 * The counts per key of every field over `count` jobs of `jobs`; or, when `complement`, over every
 * job but those. Reads one key row per job. Few jobs are counted sparsely (each counter records
 * the keys it touched, so that the facets spread and clear only those); many leave every counter
 * dense (every key holds its count).
 */
export function countKeys(
  index: SiteSearchIndex,
  s: Scratch,
  jobs: Uint32Array,
  count: number,
  complement: boolean,
): void {
  const rows = index.keyRows;
  const fieldCount = KEY_FIELDS.length;
  const counts = s.keyCounts;
  for (const field of KEY_FIELDS) s.allCounts[field].clear();
  if (!complement && count * fieldCount < counts.length) {
    countSparsely(index, s, jobs, count);
    return;
  }
  if (complement) counts.set(index.keyTotals);
  for (const field of KEY_FIELDS) s.allCounts[field].countedInPlace();
  addRows(rows, jobs, count, counts, complement ? -1 : 1);
}

/** Rows of KEY_FIELDS.length keys each; addRows below is written for exactly this many. */
const ROW_LENGTH: 11 = KEY_FIELDS.length;

/**
 * Adds `by` to the count of every key of the rows of `count` jobs of `jobs`. One statement per
 * field: V8 runs this several times faster than a loop over the row's fields.
 */
function addRows(
  rows: Uint16Array | Uint32Array,
  jobs: Uint32Array,
  count: number,
  counts: Int32Array,
  by: number,
): void {
  for (let i = 0; i < count; i++) {
    const r = (jobs[i] as number) * ROW_LENGTH;
    let k = rows[r] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 1] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 2] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 3] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 4] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 5] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 6] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 7] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 8] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 9] as number;
    counts[k] = (counts[k] as number) + by;
    k = rows[r + 10] as number;
    counts[k] = (counts[k] as number) + by;
  }
}

/** countKeys for few jobs: each field's counter lists the keys it counted. */
function countSparsely(index: SiteSearchIndex, s: Scratch, jobs: Uint32Array, count: number): void {
  const rows = index.keyRows;
  const fieldCount = KEY_FIELDS.length;
  const counters = KEY_FIELDS.map((field) => s.allCounts[field]);
  const offsets = index.keyOffsets;
  for (let i = 0; i < count; i++) {
    const row = (jobs[i] as number) * fieldCount;
    for (let f = 0; f < fieldCount; f++) {
      (counters[f] as KeyCounter).add((rows[row + f] as number) - (offsets[f] as number), 1);
    }
  }
}

/** Marks the matched jobs with a fresh generation and answers it. */
export function markMatched(s: Scratch, matched: Uint32Array, total: number): number {
  const gen = s.matchedMarks.next();
  for (let i = 0; i < total; i++) s.matchedMarks.set(matched[i] as number, gen);
  return gen;
}
