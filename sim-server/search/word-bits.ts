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

/** Whether a candidate is in the driver's jobs (every candidate is, without a driver). */
function inDriver(driver: Driver | undefined, job: number): boolean {
  return !driver || driver.mask[driver.keyOf[job] as number] !== 0;
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b = (b & (b - 1)) >>> 0) n++;
  return n;
}

/** Whether word set `a` comes before `b`: the first word in one and not the other is in `a`. */
function earlier(a: number, b: number): boolean {
  const differ = (a ^ b) >>> 0;
  return (differ & -differ & a) !== 0;
}

/**
 * The query words a partial answer keeps: of the word sets candidates in the driver hold, the one
 * with the most words, then the one of the earliest words (as typed: "java developer pune" keeps
 * java developer); 0 when they hold none.
 */
function keptWords(
  fields: readonly Scored[],
  s: Scratch,
  count: number,
  driver: Driver | undefined,
): number {
  const [a, b, c, d] = fields as [Scored, Scored, Scored, Scored];
  let best = 0;
  let bestWords = 0;
  for (let i = 0; i < count; i++) {
    const job = s.candidates[i] as number;
    if (!inDriver(driver, job)) continue;
    const bits = wordBitsOf(a, b, c, d, job);
    if (bits === best) continue;
    const words = popcount(bits);
    if (words > bestWords || (words === bestWords && earlier(bits, best))) {
      best = bits;
      bestWords = words;
    }
  }
  return best;
}

/**
 * More words never find more jobs (issue 27): when some candidates in the query's locations hold
 * every word of a phrase (in any of their fields: "java developer" is a Developer title with the
 * Java skill), only they are kept. When none does, the search is partial (`s.partial`, for the
 * page to say so) and keeps the candidates holding the most of the query's words that jobs in the
 * locations hold together, the earliest typed when several sets tie (keptWords): a partial
 * answer is never wider than a search for those words alone ("sales marketing", with no job
 * holding both, finds the sales jobs, never sales and marketing jobs together; issue 37). The
 * other conditions (experience, entities, filters) apply after: they narrow the matches, never
 * bring others back. Phrases of one word need no pass: their candidates hold it.
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
    if (inDriver(driver, job)) fullInDriver++;
  }
  if (fullInDriver === 0) {
    s.partial = count > 0;
    return keepHolders(fields, s, count, keptWords(fields, s, count, driver));
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

/** Keeps the candidates holding every word of `kept` (all of them when it is 0). */
function keepHolders(fields: readonly Scored[], s: Scratch, count: number, kept: number): number {
  if (kept === 0) return count;
  const [a, b, c, d] = fields as [Scored, Scored, Scored, Scored];
  const { candidates, jobScore } = s;
  let held = 0;
  for (let i = 0; i < count; i++) {
    const job = candidates[i] as number;
    if ((wordBitsOf(a, b, c, d, job) & kept) >>> 0 === kept) candidates[held++] = job;
    else jobScore[job] = 0;
  }
  return held;
}
