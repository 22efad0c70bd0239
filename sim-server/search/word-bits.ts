// "More words never find more jobs" (issue 27): each query word has a bit (across the phrases),
// each text field's key the bits of the words it holds (keyword-scoring.ts sets them), and a job
// the bits of its four values. A job holds a phrase when it has every bit of it.
import type { Driver, Scored } from './scored';
import type { Scratch } from './scratch';

/** Query words tracked for "matches every word" (one bit each, across the phrases). */
const TRACKED_WORDS = 32;

/** The bit of the query's n-th word (0 past the tracked words: such words are not required). */
export function bitOf(n: number): number {
  return n < TRACKED_WORDS ? (1 << n) >>> 0 : 0;
}

/** Bits of the query's words [first, first + count). */
export function bitsOf(first: number, count: number): number {
  let bits = 0;
  for (let n = first; n < first + count; n++) bits = (bits | bitOf(n)) >>> 0;
  return bits;
}

/** The bits of the query words a job holds, over its values in the four fields. */
function wordBitsOf(a: Scored, b: Scored, c: Scored, d: Scored, job: number): number {
  return (
    ((a.words[a.keyOf[job] as number] as number) |
      (b.words[b.keyOf[job] as number] as number) |
      (c.words[c.keyOf[job] as number] as number) |
      (d.words[d.keyOf[job] as number] as number)) >>>
    0
  );
}

/** Whether the bits hold every word of one of the phrases. */
function holdsEvery(bits: number, required: readonly number[]): boolean {
  for (const phrase of required) if ((bits & phrase) >>> 0 === phrase) return true;
  return false;
}

/**
 * More words never find more jobs (issue 27): when some candidates in the query's locations hold
 * every word of a phrase (in any of their fields: "java developer" is a Developer title with the
 * Java skill), only they are kept. When none does, every candidate stays and the search is marked
 * partial (`s.partial`), for the page to say so. The other conditions (experience, entities,
 * filters) apply after: they narrow the full matches, never bring the partial ones back. Phrases
 * of one word need no pass: their candidates hold it.
 */
export function keepFullMatches(
  fields: readonly Scored[],
  s: Scratch,
  count: number,
  required: readonly number[],
  driver: Driver | undefined,
): number {
  s.partial = false;
  if (required.every((bits) => (bits & (bits - 1)) === 0)) return count;
  const [a, b, c, d] = fields as [Scored, Scored, Scored, Scored];
  const { candidates, jobScore } = s;
  // One pass reads each candidate's bits and marks the full matches (a fresh generation of the
  // matched marks, which the later steps start anew); the second only reads the marks.
  const marks = s.matchedMarks;
  const gen = marks.next();
  let full = 0;
  let fullInDriver = 0;
  for (let i = 0; i < count; i++) {
    const job = candidates[i] as number;
    if (!holdsEvery(wordBitsOf(a, b, c, d, job), required)) continue;
    marks.set(job, gen);
    full++;
    if (!driver || driver.mask[driver.keyOf[job] as number] !== 0) fullInDriver++;
  }
  if (fullInDriver === 0) {
    s.partial = count > 0;
    return count;
  }
  if (full === count) return count;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const job = candidates[i] as number;
    if (marks.get(job) === gen) candidates[kept++] = job;
    else jobScore[job] = 0;
  }
  return kept;
}
