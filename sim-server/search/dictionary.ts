// A sorted word list with, for every word, the values (titles, skills, dictionary entries...) that
// contain it. Because the list is sorted, the words that start with a prefix form one contiguous
// run, found by binary search, and the list doubles as an implicit trie: the words below a trie
// node are a run too. That gives prefix lookups and a bounded one-typo search without building
// any tree.

/**
 * Compares names as `String.prototype.localeCompare` does (the default locale and options), with
 * one collator instead of one per call: sorting thousands of names at start-up stays quick.
 */
export const compareNames = new Intl.Collator().compare;

/** How many typos a prefix may carry; the search below is written for exactly this bound. */
export const TYPOS_TOLERATED = 1;

/** Grows on demand: one row per trie depth, reused across calls. */
interface Rows {
  width: number;
  rows: Int32Array[];
}

export class WordIndex {
  /** Sorted (UTF-16 code unit order), unique. */
  readonly words: readonly string[];
  /** The values of word w are ids[offsets[w] .. offsets[w + 1]). */
  readonly postings: { offsets: Uint32Array; ids: Uint32Array };
  private readonly scratch: Rows = { width: 0, rows: [] };

  private constructor(words: string[], offsets: Uint32Array, ids: Uint32Array) {
    this.words = words;
    this.postings = { offsets, ids };
  }

  /** `wordsOf[v]` are the words of value v (repeats allowed); the index maps each word back to v. */
  static build(wordsOf: ReadonlyArray<readonly string[]>): WordIndex {
    const byWord = new Map<string, number[]>();
    wordsOf.forEach((words, value) => {
      for (const word of words) {
        const values = byWord.get(word);
        if (!values) byWord.set(word, [value]);
        else if (values[values.length - 1] !== value) values.push(value);
      }
    });
    const words = [...byWord.keys()].sort();
    const offsets = new Uint32Array(words.length + 1);
    let total = 0;
    words.forEach((word, w) => {
      offsets[w] = total;
      total += byWord.get(word)?.length ?? 0;
    });
    offsets[words.length] = total;
    const ids = new Uint32Array(total);
    words.forEach((word, w) => ids.set(byWord.get(word) ?? [], offsets[w] ?? 0));
    return new WordIndex(words, offsets, ids);
  }

  get wordCount(): number {
    return this.words.length;
  }

  /** Calls `visit` with every value of the words in [lo, hi); a value may come more than once. */
  forEachValue(lo: number, hi: number, visit: (value: number) => void): void {
    const { offsets, ids } = this.postings;
    const end = offsets[hi] as number;
    for (let i = offsets[lo] as number; i < end; i++) visit(ids[i] as number);
  }

  /** The run [lo, hi) of words that start with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const words = this.words;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] ?? '').startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [start, lo];
  }

  /** The run [lo, hi) of the word itself: one position, or none when the list lacks it. */
  wordRange(word: string): [number, number] {
    const [lo, hi] = this.prefixRange(word);
    return hi > lo && this.words[lo] === word ? [lo, lo + 1] : [lo, lo];
  }

  /**
   * Calls `visit(lo, hi)` for runs of words that start with something within one typo (one
   * insertion, deletion, substitution or swap of neighbours) of `query`, so that together the
   * runs hold every such word. Runs may include words that also start with `query` itself.
   *
   * It walks the implicit trie depth-first with one row of the optimal-string-alignment distance
   * per depth, and leaves a branch as soon as no cell of its row is within the bound.
   */
  typoRanges(query: string, visit: (lo: number, hi: number) => void): void {
    const m = query.length;
    const rows = this.rowsFor(m);
    const root = this.row(rows, 0);
    for (let j = 0; j <= m; j++) root[j] = j;
    this.walk(query, 0, this.words.length, 0, rows, visit);
  }

  private rowsFor(width: number): Int32Array[] {
    if (this.scratch.width < width + 1) {
      this.scratch.width = width + 1;
      this.scratch.rows = [];
    }
    return this.scratch.rows;
  }

  private row(rows: Int32Array[], depth: number): Int32Array {
    let row = rows[depth];
    if (!row) {
      row = new Int32Array(this.scratch.width);
      rows[depth] = row;
    }
    return row;
  }

  private walk(
    query: string,
    lo: number,
    hi: number,
    depth: number,
    rows: Int32Array[],
    visit: (lo: number, hi: number) => void,
  ): void {
    const words = this.words;
    const m = query.length;
    const previous = this.row(rows, depth);
    const beforePrevious = depth > 0 ? rows[depth - 1] : undefined;
    const previousChar = depth > 0 ? (words[lo] ?? '').charCodeAt(depth - 1) : -1;
    // Words that end at this node sort first; they have no child.
    let start = lo;
    while (start < hi && (words[start] ?? '').length === depth) start++;
    while (start < hi) {
      const c = (words[start] ?? '').charCodeAt(depth);
      // The child's run ends at the first word whose character at `depth` is greater.
      let a = start + 1;
      let b = hi;
      while (a < b) {
        const mid = (a + b) >>> 1;
        if ((words[mid] ?? '').charCodeAt(depth) === c) a = mid + 1;
        else b = mid;
      }
      const end = a;
      const next = this.row(rows, depth + 1);
      next[0] = depth + 1;
      let best = next[0];
      for (let j = 1; j <= m; j++) {
        const q = query.charCodeAt(j - 1);
        let cell = Math.min(
          (previous[j] ?? 0) + 1,
          (next[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (q === c ? 0 : 1),
        );
        if (
          beforePrevious &&
          j > 1 &&
          q === previousChar &&
          query.charCodeAt(j - 2) === c &&
          (beforePrevious[j - 2] ?? 0) + 1 < cell
        ) {
          cell = (beforePrevious[j - 2] ?? 0) + 1;
        }
        next[j] = cell;
        if (cell < best) best = cell;
      }
      if ((next[m] ?? 0) <= TYPOS_TOLERATED) visit(start, end);
      else if (best <= TYPOS_TOLERATED) this.walk(query, start, end, depth + 1, rows, visit);
      start = end;
    }
  }
}

/** A per-value mark that needs no clearing between uses: a value is marked when it holds `gen`. */
export class Marks {
  private marks: Int32Array;
  private gen = 0;

  constructor(size: number) {
    this.marks = new Int32Array(size);
  }

  /** A fresh generation; earlier marks no longer count. */
  next(): number {
    if (this.gen >= 0x7fff_fff0) {
      this.marks.fill(0);
      this.gen = 0;
    }
    return ++this.gen;
  }

  get(value: number): number {
    return this.marks[value] ?? 0;
  }

  set(value: number, gen: number): void {
    this.marks[value] = gen;
  }
}
