// The fields of a job reduced to keys (the ordinal of each distinct value), the job lists per key
// as flat rows, and the text fields keyword search matches in.
import { type Facet } from '../../openapi/vocabulary/search';
import { type JsonText } from '../lib/json-text';

/** Fields whose per-job key the facets count on. Cities, states and countries share `location`. */
export const KEY_FIELDS = [
  'industries',
  'functions',
  'roles',
  'salary',
  'freshness',
  'employerType',
  'jobTypes',
  'company',
  'location',
  'qualifications',
  'experience',
] as const;
export type KeyFieldName = (typeof KEY_FIELDS)[number];

export const FACET_FIELD: Record<Facet, KeyFieldName> = {
  industries: 'industries',
  functions: 'functions',
  roles: 'roles',
  salaryRanges: 'salary',
  jobFreshness: 'freshness',
  employerTypes: 'employerType',
  jobTypes: 'jobTypes',
  companies: 'company',
  jobCities: 'location',
  qualifications: 'qualifications',
  jobCountries: 'location',
  jobStates: 'location',
  experienceRanges: 'experience',
};

/** Compressed rows: the items of row r are items[offsets[r] .. offsets[r + 1]). */
export interface Rows {
  offsets: Uint32Array;
  items: Uint32Array;
}

export function rowOf(rows: Rows, r: number): Uint32Array {
  return rows.items.subarray(rows.offsets[r] ?? 0, rows.offsets[r + 1] ?? 0);
}

export function toRows(lists: ReadonlyArray<readonly number[]>): Rows {
  const offsets = new Uint32Array(lists.length + 1);
  let total = 0;
  lists.forEach((list, r) => {
    offsets[r] = total;
    total += list.length;
  });
  offsets[lists.length] = total;
  const items = new Uint32Array(total);
  lists.forEach((list, r) => items.set(list, offsets[r] ?? 0));
  return { offsets, items };
}

/** Rows transposed: row c of the answer lists the rows of `rows` that hold c. */
export function transposed(rows: Rows, columns: number): Rows {
  const lists: number[][] = Array.from({ length: columns }, () => []);
  for (let r = 0; r + 1 < rows.offsets.length; r++)
    for (const c of rowOf(rows, r)) (lists[c] as number[]).push(r);
  return toRows(lists);
}

/** The jobs of every key, ascending: the inverse of a per-job key array. */
export function jobsByKey(keyOf: Uint32Array, keyCount: number): Rows {
  const offsets = new Uint32Array(keyCount + 1);
  for (const key of keyOf) offsets[key + 1] = (offsets[key + 1] ?? 0) + 1;
  for (let k = 0; k < keyCount; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0);
  const fill = offsets.slice(0, keyCount);
  const items = new Uint32Array(keyOf.length);
  keyOf.forEach((key, job) => {
    const at = fill[key] ?? 0;
    items[at] = job;
    fill[key] = at + 1;
  });
  return { offsets, items };
}

/** A per-job key: the ordinal of the job's distinct value of one field. */
export interface KeyField {
  keyOf: Uint32Array;
  keyCount: number;
}

/** The values (buckets) of one facet and which of them each key of its field stands for. */
export interface FacetTable {
  facet: Facet;
  field: KeyFieldName;
  /** What a client sends back in the filter, per bucket ordinal. */
  ids: string[];
  labels: string[];
  /** The JSON text of each bucket's id and label, to which a count is added (lib/json-text). */
  texts: JsonText<{ count: number }>[];
  /** Position of each bucket in label order, for ties in counts, and the bucket at each position. */
  labelRank: Uint32Array;
  labelOrder: Uint32Array;
  byId: ReadonlyMap<string, number>;
  /** Fixed buckets are all shown in their own order, even empty; others by count, only non-empty. */
  fixed: boolean;
  /** Row k: the buckets key k counts toward. */
  bucketsOfKey: Rows;
  /** Row b: the keys that count toward bucket b (bucketsOfKey transposed). */
  keysOfBucket: Rows;
  /** Key k stands for bucket k alone (companies, employer types): counts need no spreading. */
  identity: boolean;
}

/** A text field (title, designations, skills, company name) keyed by distinct value. */
export interface TextField {
  keyOf: Uint32Array;
  keyCount: number;
  /** Row k: the jobs with key k. */
  jobs: Rows;
}

/** Assigns keys to values: by identity first (jobs share objects), else by content. */
export class Keys<T> {
  private readonly byRef = new Map<T, number>();
  private readonly byContent = new Map<string, number>();
  readonly items: T[] = [];

  constructor(private readonly contentOf: (item: T) => string) {}

  keyOf(item: T): number {
    let key = this.byRef.get(item);
    if (key !== undefined) return key;
    const content = this.contentOf(item);
    key = this.byContent.get(content);
    if (key === undefined) {
      key = this.items.length;
      this.items.push(item);
      this.byContent.set(content, key);
    }
    this.byRef.set(item, key);
    return key;
  }
}

/** Keys for pairs of numbers (salary and experience ranges), no strings in the hot loop. */
export class PairKeys {
  private readonly byPair = new Map<number, Map<number, number>>();
  readonly items: Array<[number, number]> = [];

  keyOf(a: number, b: number): number {
    let inner = this.byPair.get(a);
    if (!inner) {
      inner = new Map();
      this.byPair.set(a, inner);
    }
    let key = inner.get(b);
    if (key === undefined) {
      key = this.items.length;
      this.items.push([a, b]);
      inner.set(b, key);
    }
    return key;
  }
}
