// Job search over one site's index: keyword relevance, every filter of the results page, and a
// facet count per filter computed for the current query with the other filters applied.
// Plain functions, no Express, so that it can be tested and benchmarked on its own.
//
// A query runs in four steps:
// 1. candidates: each keyword phrase is matched against the distinct titles, designations, skill
//    sets and company names (prefix lookups in sorted word lists); their points reach the jobs
//    through per-value job lists, and the jobs with points are the candidates. Without keywords
//    the candidates are the jobs of the chosen locations, or every job.
// 2. one pass over the candidates: the query's own conditions (entities, locations, experience)
//    must hold, then the filters are tested. A job that passes them all is a result; a job that
//    fails exactly one filter counts toward that filter's facet only (disjunctive facets); others
//    are dropped. A listing page (one filter, nothing else) takes its results straight from the
//    filter's job lists.
// 3. facet counts per key of each field over the results (or, when most jobs match, every job's
//    counts less the others'), spread over the facets' values at the end.
// 4. the page: a bounded heap keeps the first start + limit results; deeper pages walk the jobs
//    newest first and drop each result into the slot of its points.
import type { SeedJob } from '../catalogue/types';
import { JSON_TEXT, type WithJsonText } from '../domain/json-text';
import {
  FACETS,
  FACET_VALUES_SHOWN,
  FRESHER_EXPERIENCE_ID,
  MINUTES_PER_DAY,
  SORT_BY_DATE,
  overlaps,
  type Criteria,
  type Facet,
} from './criteria';
import { Marks, type WordIndex } from './dictionary';
import {
  FACET_FIELD,
  KEY_FIELDS,
  UNDISCLOSED,
  rowOf,
  type FacetTable,
  type KeyFieldName,
  type Rows,
  type SiteSearchIndex,
  type TextField,
} from './site-index';

/** Relevance points of one keyword phrase, per field it matches in. */
export const RELEVANCE = {
  /** Every word of the phrase starts a title word, and the title holds the phrase as written. */
  titlePhrase: 6,
  /** Every word of the phrase starts a title word. */
  titleWords: 4,
  /** A designation contains the phrase. */
  designation: 3,
  /** A skill is the phrase. */
  skillExact: 3,
  /** Every word of the phrase starts a word of one skill. */
  skillWords: 2,
  /** Every word of the phrase starts a word of the company name. */
  company: 1,
} as const;
const MAX_PHRASE_SCORE =
  RELEVANCE.titlePhrase + RELEVANCE.designation + RELEVANCE.skillExact + RELEVANCE.company;

/** A facet value and its count; carries the JSON text of its id and label (domain/json-text). */
export interface FacetBucket extends WithJsonText {
  id: string;
  label: string;
  count: number;
}

export interface SearchOutcome {
  jobs: SeedJob[];
  total: number;
  facets: Record<Facet, FacetBucket[]>;
}

/**
 * Counts per key of one field. Sparse use records the keys that became non-zero, so that small
 * result sets spread and clear only those; dense use (most jobs counted) holds every key.
 */
class KeyCounter {
  readonly counts: Uint32Array;
  readonly touched: Uint32Array;
  touchedCount = 0;
  dense = false;

  /** Over `counts` when given (a view of a larger array), else over an array of its own. */
  constructor(keyCount: number, counts = new Uint32Array(keyCount)) {
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
interface Scratch {
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
  /** Best skill points of each skill set for the current phrase. */
  skillPhrase: Int32Array;
  titleMarks: Marks;
  designationMarks: Marks;
  skillMarks: Marks;
  skillSetMarks: Marks;
  companyMarks: Marks;
  allCounts: Record<KeyFieldName, KeyCounter>;
  /** The counts of the whole key space; the counters of `allCounts` are views of it. */
  keyCounts: Uint32Array;
  oneCounts: Record<Facet, KeyCounter>;
  bucketCounts: Record<Facet, Uint32Array>;
  /** The heap of shown facet values and of shallow pages. */
  heap: Smallest;
}

const scratches = new WeakMap<SiteSearchIndex, Scratch>();

/** Allocates the query buffers of a site; called when the index is built. */
export function prepareSearch(index: SiteSearchIndex): void {
  if (scratches.has(index)) return;
  const keyCounts = new Uint32Array(index.keyTotals.length);
  const allCounts = {} as Record<KeyFieldName, KeyCounter>;
  KEY_FIELDS.forEach((field, f) => {
    const from = index.keyOffsets[f] as number;
    const to = index.keyOffsets[f + 1] as number;
    allCounts[field] = new KeyCounter(to - from, keyCounts.subarray(from, to));
  });
  const oneCounts = {} as Record<Facet, KeyCounter>;
  const bucketCounts = {} as Record<Facet, Uint32Array>;
  for (const facet of FACETS) {
    oneCounts[facet] = new KeyCounter(index.fields[FACET_FIELD[facet]].keyCount);
    bucketCounts[facet] = new Uint32Array(index.facets[facet].ids.length);
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
    skillPhrase: new Int32Array(index.skills.keyCount),
    titleMarks: new Marks(index.title.keyCount),
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

function scratchOf(index: SiteSearchIndex): Scratch {
  prepareSearch(index);
  return scratches.get(index) as Scratch;
}

/**
 * The values that have, for every word of the phrase, a word starting with it; pushed to `out`.
 * Marks carry one generation per phrase word: a value moves to the next generation only when it
 * held the previous one, so at the end the values of the last generation matched every word.
 */
export function matchPhrase(
  words: WordIndex,
  phrase: readonly string[],
  marks: Marks,
  out: number[],
): void {
  let previous = -1;
  for (let w = 0; w < phrase.length; w++) {
    const gen = marks.next();
    const last = w === phrase.length - 1;
    const [lo, hi] = words.prefixRange(phrase[w] as string);
    const { offsets, ids } = words.postings;
    const end = offsets[hi] as number;
    for (let i = offsets[lo] as number; i < end; i++) {
      const value = ids[i] as number;
      const mark = marks.get(value);
      if (mark === gen || (w > 0 && mark !== previous)) continue;
      marks.set(value, gen);
      if (last) out.push(value);
    }
    previous = gen;
  }
}

/** Adds `points` to every job of key `key`; a job's first points make it a candidate. */
function credit(rows: Rows, key: number, points: number, s: Scratch, count: number): number {
  const { offsets, items } = rows;
  const jobScore = s.jobScore;
  const end = offsets[key + 1] as number;
  for (let i = offsets[key] as number; i < end; i++) {
    const job = items[i] as number;
    const score = jobScore[job] as number;
    if (score === 0) s.candidates[count++] = job;
    jobScore[job] = score + points;
  }
  return count;
}

/** How many jobs the keys hold together. */
function jobsOf(rows: Rows, keys: readonly number[]): number {
  let total = 0;
  for (const key of keys)
    total += (rows.offsets[key + 1] as number) - (rows.offsets[key] as number);
  return total;
}

/** A text field and the points each of its keys earned from the phrases. */
interface Scored {
  keyOf: Uint32Array;
  jobs: Rows;
  scores: Int32Array;
  touched: number[];
}

/**
 * Gives every job the points of its values and lists the jobs with any. When the values cover
 * few jobs their job lists are walked; when they cover many, one pass over every job's keys in
 * order is cheaper than scattered writes.
 */
function spread(fields: readonly Scored[], s: Scratch, size: number): number {
  let count = 0;
  const work = fields.reduce((sum, f) => sum + jobsOf(f.jobs, f.touched), 0);
  if (work > size) {
    const [a, b, c, d] = fields as [Scored, Scored, Scored, Scored];
    const [aKey, bKey, cKey, dKey] = [a.keyOf, b.keyOf, c.keyOf, d.keyOf];
    const [aScore, bScore, cScore, dScore] = [a.scores, b.scores, c.scores, d.scores];
    const jobScore = s.jobScore;
    for (let job = 0; job < size; job++) {
      const score =
        (aScore[aKey[job] as number] as number) +
        (bScore[bKey[job] as number] as number) +
        (cScore[cKey[job] as number] as number) +
        (dScore[dKey[job] as number] as number);
      if (score === 0) continue;
      jobScore[job] = score;
      s.candidates[count++] = job;
    }
  } else {
    for (const field of fields)
      for (const key of field.touched)
        count = credit(field.jobs, key, field.scores[key] as number, s, count);
  }
  for (const field of fields) for (const key of field.touched) field.scores[key] = 0;
  return count;
}

function scored(field: TextField, scores: Int32Array): Scored {
  return { keyOf: field.keyOf, jobs: field.jobs, scores, touched: [] };
}

function add(field: Scored, key: number, points: number): void {
  const score = field.scores[key] as number;
  if (score === 0) field.touched.push(key);
  field.scores[key] = score + points;
}

/** Scores every job for the keyword phrases; answers how many candidates `s.candidates` holds. */
function scoreKeywords(index: SiteSearchIndex, phrases: readonly string[][], s: Scratch): number {
  const title = scored(index.title, s.titleScore);
  const designations = scored(index.designations, s.designationScore);
  const skills = scored(index.skills, s.skillScore);
  const company = scored(index.companyName, s.companyScore);
  const { listsOfName } = index.designations;
  const { setsOfSkill } = index.skills;
  const matched: number[] = [];
  const setsOfPhrase: number[] = [];
  for (const phrase of phrases) {
    const text = phrase.join(' ');
    matched.length = 0;
    matchPhrase(index.title.words, phrase, s.titleMarks, matched);
    for (const t of matched) {
      const whole = (index.title.text[t] as string).includes(text);
      add(title, t, whole ? RELEVANCE.titlePhrase : RELEVANCE.titleWords);
    }

    const listGen = s.designationMarks.next();
    index.designations.names.forEach((name, d) => {
      if (!name.includes(text)) return;
      const end = listsOfName.offsets[d + 1] as number;
      for (let i = listsOfName.offsets[d] as number; i < end; i++) {
        const list = listsOfName.items[i] as number;
        if (s.designationMarks.get(list) === listGen) continue;
        s.designationMarks.set(list, listGen);
        add(designations, list, RELEVANCE.designation);
      }
    });

    matched.length = 0;
    matchPhrase(index.skills.words, phrase, s.skillMarks, matched);
    const setGen = s.skillSetMarks.next();
    setsOfPhrase.length = 0;
    for (const skill of matched) {
      const points =
        index.skills.names[skill] === text ? RELEVANCE.skillExact : RELEVANCE.skillWords;
      const end = setsOfSkill.offsets[skill + 1] as number;
      for (let i = setsOfSkill.offsets[skill] as number; i < end; i++) {
        const set = setsOfSkill.items[i] as number;
        if (s.skillSetMarks.get(set) !== setGen) {
          s.skillSetMarks.set(set, setGen);
          s.skillPhrase[set] = points;
          setsOfPhrase.push(set);
        } else if (points > (s.skillPhrase[set] as number)) {
          s.skillPhrase[set] = points;
        }
      }
    }
    for (const set of setsOfPhrase) add(skills, set, s.skillPhrase[set] as number);

    matched.length = 0;
    matchPhrase(index.companyName.words, phrase, s.companyMarks, matched);
    for (const c of matched) add(company, c, RELEVANCE.company);
  }
  return spread([title, designations, skills, company], s, index.size);
}

/** A job passes an entity when one of its tests (a key mask over one field) passes. */
type EntityTest = Array<{ keyOf: Uint32Array; mask: Uint8Array }>;

function entityTests(index: SiteSearchIndex, entities: Criteria['entities']): EntityTest[] {
  return entities.map((entity) => {
    if (entity.type === 'company') {
      const mask = Uint8Array.from(index.companyName.names, (name) =>
        name === entity.name ? 1 : 0,
      );
      return [{ keyOf: index.companyName.keyOf, mask }];
    }
    if (entity.type === 'skill') {
      const mask = new Uint8Array(index.skills.keyCount);
      const skill = index.skills.byName.get(entity.name);
      if (skill !== undefined)
        for (const set of rowOf(index.skills.setsOfSkill, skill)) mask[set] = 1;
      return [{ keyOf: index.skills.keyOf, mask }];
    }
    const lists = new Uint8Array(index.designations.keyCount);
    index.designations.names.forEach((name, d) => {
      if (name === entity.name)
        for (const list of rowOf(index.designations.listsOfName, d)) lists[list] = 1;
    });
    const titles = Uint8Array.from(index.title.text, (text) =>
      text.includes(entity.name) ? 1 : 0,
    );
    return [
      { keyOf: index.designations.keyOf, mask: lists },
      { keyOf: index.title.keyOf, mask: titles },
    ];
  });
}

function passesEntities(tests: readonly EntityTest[], job: number): boolean {
  for (const test of tests) {
    let any = false;
    for (const { keyOf, mask } of test) {
      if (mask[keyOf[job] ?? 0] === 1) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  return true;
}

function locationMask(index: SiteSearchIndex, locations: readonly string[]): Uint8Array {
  const mask = new Uint8Array(index.fields.location.keyCount);
  for (const place of locations) {
    const keys = index.locationKeysOfPlace.get(place);
    if (keys) for (const key of keys) mask[key] = 1;
  }
  return mask;
}

function experienceMask(index: SiteSearchIndex, experience: number): Uint8Array {
  return maskOf(index.experienceOfKey.length, (key) => {
    const [min, max] = index.experienceOfKey[key] as readonly [number, number];
    return experience === FRESHER_EXPERIENCE_ID
      ? min === 0
      : experience >= min && experience <= max;
  });
}

/** One active filter: a job passes when mask[keyOf[job]] is 1. */
interface Filter {
  facet: Facet;
  keyOf: Uint32Array;
  mask: Uint8Array;
  /** The jobs of each key of `keyOf`, when it is a field's key. */
  jobs: Rows | undefined;
  /** The buckets the request selected (shown even beyond the facet's cut). */
  selected: ReadonlySet<number>;
}

type ListFacet = Exclude<Facet, 'salaryRanges' | 'jobFreshness' | 'experienceRanges'>;

/** A mask over `count` keys: 1 where `test` holds. */
function maskOf(count: number, test: (key: number) => boolean): Uint8Array {
  const mask = new Uint8Array(count);
  for (let key = 0; key < count; key++) if (test(key)) mask[key] = 1;
  return mask;
}

const NO_BUCKETS: ReadonlySet<number> = new Set();

function listFilter(index: SiteSearchIndex, facet: ListFacet, wanted: ReadonlySet<string>): Filter {
  const table = index.facets[facet];
  const selected = new Set<number>();
  for (const id of wanted) {
    const bucket = table.byId.get(id);
    if (bucket !== undefined) selected.add(bucket);
  }
  const field = index.fields[table.field];
  const { offsets, items } = table.bucketsOfKey;
  const mask = maskOf(field.keyCount, (key) => {
    const end = offsets[key + 1] as number;
    for (let i = offsets[key] as number; i < end; i++)
      if (selected.has(items[i] as number)) return true;
    return false;
  });
  return { facet, keyOf: field.keyOf, mask, selected, jobs: index.fieldJobs[table.field] };
}

function filtersOf(index: SiteSearchIndex, criteria: Criteria): Filter[] {
  const filters: Filter[] = [];
  for (const facet of FACETS) {
    if (facet === 'salaryRanges') {
      const salary = criteria.salaryRanges;
      if (!salary || !index.salaryFilters) continue;
      const mask = maskOf(index.salaryOfKey.length, (key) => {
        const [min, max] = index.salaryOfKey[key] as readonly [number, number];
        if (min === UNDISCLOSED) return salary.notSpecified;
        return salary.ranges.some((r) => overlaps(min, max, r));
      });
      filters.push({
        facet,
        keyOf: index.fields.salary.keyOf,
        mask,
        selected: NO_BUCKETS,
        jobs: index.fieldJobs.salary,
      });
    } else if (facet === 'jobFreshness') {
      const days = criteria.freshnessDays;
      if (days === undefined) continue;
      if (Number.isInteger(days)) {
        // The key is the day count rounded up: posted within n whole days is key <= n.
        const mask = maskOf(index.fields.freshness.keyCount, (day) => day <= days);
        filters.push({
          facet,
          keyOf: index.fields.freshness.keyOf,
          mask,
          selected: NO_BUCKETS,
          jobs: index.fieldJobs.freshness,
        });
      } else {
        const limit = days * MINUTES_PER_DAY;
        const mask = maskOf(index.maxPostedMinutes + 1, (minutes) => minutes <= limit);
        filters.push({
          facet,
          keyOf: index.postedMinutes,
          mask,
          selected: NO_BUCKETS,
          jobs: undefined,
        });
      }
    } else if (facet === 'experienceRanges') {
      const ranges = criteria.experienceRanges;
      if (ranges.length === 0) continue;
      const mask = maskOf(index.experienceOfKey.length, (key) => {
        const [min, max] = index.experienceOfKey[key] as readonly [number, number];
        return ranges.some((r) => overlaps(min, max, r));
      });
      filters.push({
        facet,
        keyOf: index.fields.experience.keyOf,
        mask,
        selected: NO_BUCKETS,
        jobs: index.fieldJobs.experience,
      });
    } else {
      const wanted = criteria.filters[facet];
      if (wanted.size > 0) filters.push(listFilter(index, facet, wanted));
    }
  }
  return filters;
}

/** Pages up to this deep are picked with a heap; deeper ones by walking the jobs in date order. */
const HEAP_PAGE_MAX = 256;

/** The k smallest keys: a max-heap of at most k entries, reused by every query of a site. */
class Smallest {
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
function firstInOrder(
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

/** Adds `count` to every bucket key `key` stands for. */
function spreadKey(table: FacetTable, counts: Uint32Array, key: number, count: number): void {
  const { offsets, items } = table.bucketsOfKey;
  const end = offsets[key + 1] as number;
  for (let i = offsets[key] as number; i < end; i++) {
    const bucket = items[i] as number;
    counts[bucket] = (counts[bucket] as number) + count;
  }
}

function bucketAt(table: FacetTable, counts: Uint32Array, b: number): FacetBucket {
  return {
    id: table.ids[b] as string,
    label: table.labels[b] as string,
    count: counts[b] as number,
    [JSON_TEXT]: table.texts[b],
  };
}

function bucketsOf(
  index: SiteSearchIndex,
  table: FacetTable,
  scratch: Uint32Array,
  sources: readonly KeyCounter[],
  selected: ReadonlySet<number>,
  heap: Smallest,
): FacetBucket[] {
  // A facet whose keys are its buckets counts straight from its one source.
  const only = sources.length === 1 ? sources[0] : undefined;
  const counts = table.identity && only ? only.counts : scratch;
  if (counts === scratch) {
    counts.fill(0);
    for (const source of sources) {
      const keyCounts = source.counts;
      if (source.dense) {
        for (let key = 0; key < keyCounts.length; key++) {
          const count = keyCounts[key] as number;
          if (count > 0) spreadKey(table, counts, key, count);
        }
      } else {
        for (let i = 0; i < source.touchedCount; i++) {
          const key = source.touched[i] as number;
          spreadKey(table, counts, key, keyCounts[key] as number);
        }
      }
    }
  }
  const n = table.ids.length;
  if (table.fixed) {
    const all: FacetBucket[] = [];
    for (let b = 0; b < n; b++) all.push(bucketAt(table, counts, b));
    return all;
  }
  // Most frequent first, ties by label: one numeric key per non-empty bucket; only the shown
  // ones are sorted (a heap keeps the first FACET_VALUES_SHOWN), the chosen ones are added after.
  const keyOf = (b: number) =>
    (index.size - (counts[b] as number)) * n + (table.labelRank[b] as number);
  heap.reset(Math.min(n, FACET_VALUES_SHOWN));
  let nonEmpty = 0;
  for (let b = 0; b < n; b++) {
    if ((counts[b] as number) === 0) continue;
    nonEmpty++;
    heap.offer(keyOf(b));
  }
  const kept = heap.sort();
  const keys = heap.keys;
  const shown: FacetBucket[] = [];
  for (let i = 0; i < kept; i++)
    shown.push(bucketAt(table, counts, table.labelOrder[(keys[i] as number) % n] as number));
  if (nonEmpty > kept && selected.size > 0) {
    const last = kept > 0 ? (keys[kept - 1] as number) : -1;
    const extra: number[] = [];
    for (const b of selected)
      if ((counts[b] as number) > 0 && keyOf(b) > last) extra.push(keyOf(b));
    extra.sort((a, b) => a - b);
    for (const key of extra)
      shown.push(bucketAt(table, counts, table.labelOrder[key % n] as number));
  }
  return shown;
}

/**
 * The counts per key of every field over `count` jobs of `jobs`; or, when `complement`, over every
 * job but those. Reads one key row per job; the counters end up dense (every key holds its count).
 */
function countKeys(
  index: SiteSearchIndex,
  s: Scratch,
  jobs: Uint32Array,
  count: number,
  complement: boolean,
): void {
  const rows = index.keyRows;
  const fieldCount = KEY_FIELDS.length;
  const counts = s.keyCounts;
  if (complement) counts.set(index.keyTotals);
  else counts.fill(0);
  for (const field of KEY_FIELDS) s.allCounts[field].countedInPlace();
  const by = complement ? -1 : 1;
  for (let i = 0; i < count; i++) {
    const row = (jobs[i] as number) * fieldCount;
    const end = row + fieldCount;
    for (let r = row; r < end; r++) {
      const key = rows[r] as number;
      counts[key] = (counts[key] as number) + by;
    }
  }
}

/** Marks the matched jobs with a fresh generation and answers it. */
function markMatched(s: Scratch, matched: Uint32Array, total: number): number {
  const gen = s.matchedMarks.next();
  for (let i = 0; i < total; i++) s.matchedMarks.set(matched[i] as number, gen);
  return gen;
}

export function search(index: SiteSearchIndex, criteria: Criteria): SearchOutcome {
  const s = scratchOf(index);
  const size = index.size;
  const phrases = criteria.phrases;

  // 1. candidates
  let all = false;
  let count = 0;
  const locations =
    criteria.locations.length > 0 ? locationMask(index, criteria.locations) : undefined;
  if (phrases.length > 0) {
    count = scoreKeywords(index, phrases, s);
  } else if (locations) {
    const { offsets, items } = index.locationJobs;
    for (let key = 0; key < locations.length; key++) {
      if (locations[key] === 0) continue;
      const from = offsets[key] as number;
      const to = offsets[key + 1] as number;
      s.candidates.set(items.subarray(from, to), count);
      count += to - from;
    }
  } else {
    all = true;
    count = size;
  }

  // 2. the query's own conditions, then the filters. Candidates drawn from the locations' job
  // lists are in those locations already.
  const tests = entityTests(index, criteria.entities);
  const locationTest = phrases.length > 0 ? locations : undefined;
  const locationOf = index.fields.location.keyOf;
  const experience =
    criteria.experience !== undefined ? experienceMask(index, criteria.experience) : undefined;
  const experienceOf = index.fields.experience.keyOf;
  const filters = filtersOf(index, criteria);
  const filterCount = filters.length;
  const filterMasks = filters.map((f) => f.mask);
  const filterKeys = filters.map((f) => f.keyOf);
  const oneCounts = filters.map((f) => {
    const counter = s.oneCounts[f.facet];
    counter.clear();
    return counter;
  });
  const unconditional = !locationTest && !experience && tests.length === 0 && filterCount === 0;
  const everything = all && unconditional;
  // A listing page: one filter over every job. Its results are the jobs of the filter's keys, and
  // its own facet counts every job (no other condition leaves any out).
  const only = filters[0];
  const oneFilter =
    all && !experience && tests.length === 0 && filterCount === 1 && only?.jobs !== undefined
      ? only
      : undefined;
  let matched = s.matched;
  let total = 0;
  if (everything) {
    total = size;
  } else if (oneFilter?.jobs) {
    const { offsets, items } = oneFilter.jobs;
    for (let key = 0; key < oneFilter.mask.length; key++) {
      if (oneFilter.mask[key] === 0) continue;
      const from = offsets[key] as number;
      const to = offsets[key + 1] as number;
      matched.set(items.subarray(from, to), total);
      total += to - from;
    }
    s.oneCounts[oneFilter.facet].fillFrom(index.fieldTotals[FACET_FIELD[oneFilter.facet]]);
  } else if (unconditional) {
    matched = s.candidates;
    total = count;
  } else {
    for (let i = 0; i < count; i++) {
      const job = all ? i : (s.candidates[i] as number);
      if (locationTest && locationTest[locationOf[job] as number] === 0) continue;
      if (experience && experience[experienceOf[job] as number] === 0) continue;
      if (tests.length > 0 && !passesEntities(tests, job)) continue;
      let failed = -1;
      for (let f = 0; f < filterCount; f++) {
        if ((filterMasks[f] as Uint8Array)[(filterKeys[f] as Uint32Array)[job] as number] === 0) {
          if (failed >= 0) {
            failed = -2;
            break;
          }
          failed = f;
        }
      }
      if (failed === -1) {
        matched[total++] = job;
      } else if (failed >= 0) {
        // Fails exactly one filter: counts toward that filter's facet only.
        (oneCounts[failed] as KeyCounter).add(
          (filterKeys[failed] as Uint32Array)[job] as number,
          1,
        );
      }
    }
  }
  // Marks on the matched jobs, for counting the complement and for walking deep pages.
  let gen = 0;

  // 3. facet counts per key of every field. When most jobs match, it is cheaper to take
  // the counts of every job and remove the jobs that do not match.
  const complement = !everything && total > size / 2;
  let rest = 0;
  if (complement) {
    gen = markMatched(s, matched, total);
    for (let job = 0; job < size; job++) if (s.matchedMarks.get(job) !== gen) s.rest[rest++] = job;
  }
  countKeys(
    index,
    s,
    everything || complement ? s.rest : matched,
    everything || complement ? rest : total,
    everything || complement,
  );
  const facets = {} as Record<Facet, FacetBucket[]>;
  for (const facet of FACETS) {
    if (facet === 'salaryRanges' && !index.salaryFilters) {
      facets[facet] = [];
      continue;
    }
    const filter = filters.find((f) => f.facet === facet);
    const all = s.allCounts[FACET_FIELD[facet]];
    const one = s.oneCounts[facet];
    facets[facet] = bucketsOf(
      index,
      index.facets[facet],
      s.bucketCounts[facet],
      filter === oneFilter && filter ? [one] : filter ? [all, one] : [all],
      filter?.selected ?? NOTHING_SELECTED,
      s.heap,
    );
  }

  // 4. the page
  const byDate = criteria.sort === SORT_BY_DATE || phrases.length === 0;
  const k = Math.min(criteria.start + criteria.limit, total);
  const order = firstInOrder(
    index,
    {
      all: everything,
      list: matched,
      count: total,
      marks: s.matchedMarks,
      gen: everything || k <= HEAP_PAGE_MAX ? 0 : gen || markMatched(s, matched, total),
      scores: byDate ? undefined : s.jobScore,
      cap: byDate ? 1 : phrases.length * MAX_PHRASE_SCORE + 1,
    },
    k,
    s.heap,
  );
  if (!all) for (let i = 0; i < count; i++) s.jobScore[s.candidates[i] as number] = 0;
  const jobs: SeedJob[] = [];
  for (let i = criteria.start; i < order.length; i++)
    jobs.push(index.jobs[order[i] as number] as SeedJob);
  return { jobs, total, facets };
}

const NOTHING_SELECTED: ReadonlySet<number> = new Set();

/** Positions in `site.companies` of the companies whose name has a word starting with every word. */
export function matchingCompanies(
  index: SiteSearchIndex,
  words: readonly string[],
  limit: number,
): number[] {
  if (words.length === 0) return [];
  const found: number[] = [];
  matchPhrase(index.companyWords, words, companyMarksOf(index), found);
  return found.sort((a, b) => a - b).slice(0, limit);
}

const companyMarks = new WeakMap<SiteSearchIndex, Marks>();

function companyMarksOf(index: SiteSearchIndex): Marks {
  let marks = companyMarks.get(index);
  if (!marks) {
    marks = new Marks(index.site.companies.length);
    companyMarks.set(index, marks);
  }
  return marks;
}
