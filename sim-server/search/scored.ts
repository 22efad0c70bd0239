// The shapes keyword scoring fills and drives, shared by its steps (keyword-scoring.ts, word-bits.ts).
import type { Rows } from './key-fields';

/** A text field and the points each of its keys earned from the phrases. */
export interface Scored {
  keyOf: Uint32Array;
  jobs: Rows;
  scores: Int32Array;
  /** Per key, the bits of the query words it holds (a key with bits has points too). */
  words: Uint32Array;
  touched: number[];
}

/**
 * A condition every result must meet, as the jobs of the keys its mask holds (one key per job):
 * the query's own locations. When it holds fewer jobs than the phrases reach, the points are
 * read for its jobs only.
 */
export interface Driver {
  mask: Uint8Array;
  jobs: Rows;
  /** Each job's key (its location list). */
  keyOf: Uint32Array;
}
