// Step 1 of a search: keyword phrases matched against the distinct titles, designations, skill
// sets and company names, their points credited to the jobs those values stand for.
import type { Marks } from './dictionary';
import { type WordIndex } from './dictionary';
import { type SiteSearchIndex } from './site-index';
import { type Rows, type TextField } from './key-fields';
import type { Scratch } from './scratch';
import { formsOf } from './word-forms';
import { bitOf, bitsOf, keepFullMatches } from './word-bits';
import type { Driver, Scored } from './scored';
import { matchPhrase } from './phrase-match';
import { RELEVANCE } from './relevance';

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

function driverJobs(driver: Driver): number {
  const { offsets } = driver.jobs;
  let total = 0;
  for (let key = 0; key < driver.mask.length; key++)
    if (driver.mask[key] !== 0) total += (offsets[key + 1] as number) - (offsets[key] as number);
  return total;
}

/** The points of one job: those of its value in each of the four fields. */
function pointsOf(a: Scored, b: Scored, c: Scored, d: Scored, job: number): number {
  return (
    (a.scores[a.keyOf[job] as number] as number) +
    (b.scores[b.keyOf[job] as number] as number) +
    (c.scores[c.keyOf[job] as number] as number) +
    (d.scores[d.keyOf[job] as number] as number)
  );
}

/**
 * Gives every job the points of its values and lists the jobs with any. When the values cover
 * few jobs their job lists are walked; when a driver holds fewer, its jobs read their points;
 * when the values cover many, one pass over every job's keys in order is cheaper than scattered
 * writes.
 */
function spread(
  fields: readonly Scored[],
  s: Scratch,
  size: number,
  required: readonly number[],
  driver?: Driver,
): number {
  let count = 0;
  const work = fields.reduce((sum, f) => sum + jobsOf(f.jobs, f.touched), 0);
  const pulled = driver ? driverJobs(driver) : size;
  const [a, b, c, d] = fields as [Scored, Scored, Scored, Scored];
  const jobScore = s.jobScore;
  if (driver && pulled < work) {
    const { offsets, items } = driver.jobs;
    for (let key = 0; key < driver.mask.length; key++) {
      if (driver.mask[key] === 0) continue;
      const end = offsets[key + 1] as number;
      for (let i = offsets[key] as number; i < end; i++) {
        const job = items[i] as number;
        const score = pointsOf(a, b, c, d, job);
        if (score === 0) continue;
        jobScore[job] = score;
        s.candidates[count++] = job;
      }
    }
  } else if (work > size) {
    for (let job = 0; job < size; job++) {
      const score = pointsOf(a, b, c, d, job);
      if (score === 0) continue;
      jobScore[job] = score;
      s.candidates[count++] = job;
    }
  } else {
    for (const field of fields)
      for (const key of field.touched)
        count = credit(field.jobs, key, field.scores[key] as number, s, count);
  }
  count = keepFullMatches(fields, s, count, required, driver);
  for (const field of fields)
    for (const key of field.touched) {
      field.scores[key] = 0;
      field.words[key] = 0;
    }
  return count;
}

function scored(field: TextField, scores: Int32Array, words: Uint32Array): Scored {
  return { keyOf: field.keyOf, jobs: field.jobs, scores, words, touched: [] };
}

function add(field: Scored, key: number, points: number): void {
  const score = field.scores[key] as number;
  if (score === 0) field.touched.push(key);
  field.scores[key] = score + points;
}

/** What happens to the values a word matches: once per word, then per value it holds. */
interface WordVisitor {
  startWord(bit: number): void;
  visit(value: number): void;
}

/** A word reached as typed counts this much in `hits`, a form of it 1 (at most 32 words). */
const TYPED_HIT = 0x100;

/**
 * One walk per word of a phrase: the values with the word itself or a form of it (word-forms.ts;
 * never a longer different word: `java` is not `javascript`) are visited once per word
 * (`visitor`, for the single-word points and the matched-words bits) and counted in `hits`; the
 * values that every word reached are pushed to `all` (the phrase's points), and those that every
 * word reached as typed to `typed` too.
 */
function matchWords(
  words: WordIndex,
  distinct: readonly string[],
  marks: Marks,
  hits: Uint16Array,
  all: number[],
  typed: number[],
  visitor: WordVisitor,
  firstBit: number,
): void {
  const step: WordStep = { marks, gen: 0, hits, reached: [], visitor, typed: true };
  for (let w = 0; w < distinct.length; w++) {
    const word = distinct[w] as string;
    step.gen = marks.next();
    visitor.startWord(bitOf(firstBit + w));
    const [lo, hi] = words.wordRange(word);
    step.typed = true;
    countRange(words, lo, hi, step);
    step.typed = false;
    for (const position of formsOf(words, word))
      if (position < lo || position >= hi) countRange(words, position, position + 1, step);
  }
  const every = distinct.length;
  for (const value of step.reached) {
    const count = hits[value] as number;
    if (count % TYPED_HIT === every) {
      all.push(value);
      if (Math.floor(count / TYPED_HIT) === every) typed.push(value);
    }
    hits[value] = 0;
  }
}

/** One word of matchWords. */
interface WordStep {
  marks: Marks;
  gen: number;
  hits: Uint16Array;
  /** The values any word reached. */
  reached: number[];
  visitor: WordVisitor;
  /** The values being counted hold the word as typed (not a form of it). */
  typed: boolean;
}

function countRange(words: WordIndex, lo: number, hi: number, step: WordStep): void {
  const { offsets, ids } = words.postings;
  const { marks, gen, hits, reached, visitor, typed } = step;
  const end = offsets[hi] as number;
  for (let i = offsets[lo] as number; i < end; i++) {
    const value = ids[i] as number;
    if (marks.get(value) === gen) continue;
    marks.set(value, gen);
    const before = hits[value] as number;
    if (before === 0) reached.push(value);
    hits[value] = before + (typed ? TYPED_HIT + 1 : 1);
    visitor.visit(value);
  }
}

/**
 * The single-word points of titles (one per word a title holds, in a phrase of several words) and
 * the bit of each word a title holds.
 */
class TitleWordPoints implements WordVisitor {
  several = false;
  private bit = 0;
  constructor(private readonly title: Scored) {}
  startWord(bit: number): void {
    this.bit = bit;
  }
  visit(t: number): void {
    if (this.several) add(this.title, t, RELEVANCE.word);
    this.title.words[t] = ((this.title.words[t] as number) | this.bit) >>> 0;
  }
}

/**
 * The single-word points of skill sets (one per word, however many of its skills hold it, in a
 * phrase of several words) and the bit of each word a skill set holds.
 */
class SkillWordPoints implements WordVisitor {
  several = false;
  private gen = 0;
  private bit = 0;
  constructor(
    private readonly skills: Scored,
    private readonly setsOfSkill: Rows,
    private readonly marks: Marks,
  ) {}
  startWord(bit: number): void {
    this.gen = this.marks.next();
    this.bit = bit;
  }
  visit(skill: number): void {
    const { offsets, items } = this.setsOfSkill;
    const end = offsets[skill + 1] as number;
    for (let i = offsets[skill] as number; i < end; i++) {
      const set = items[i] as number;
      if (this.marks.get(set) === this.gen) continue;
      this.marks.set(set, this.gen);
      if (this.several) add(this.skills, set, RELEVANCE.word);
      this.skills.words[set] = ((this.skills.words[set] as number) | this.bit) >>> 0;
    }
  }
}

/**
 * Scores every job for the keyword phrases; answers how many candidates `s.candidates` holds.
 * With a driver, only its jobs can be candidates.
 *
 * Long (102 lines) on purpose: the hot path of every keyword search. One loop over the phrases
 * credits the four fields in turn; the field steps share the phrase's text, words and bits and
 * the reused `matched`/`holding` arrays, and the walks themselves are already in matchWords,
 * the visitors and spread.
 */
// eslint-disable-next-line max-lines-per-function -- the hot path of keyword scoring (reason above)
export function scoreKeywords(
  index: SiteSearchIndex,
  phrases: readonly string[][],
  s: Scratch,
  driver?: Driver,
): number {
  const title = scored(index.title, s.titleScore, s.titleWords);
  const designations = scored(index.designations, s.designationScore, s.designationWords);
  const skills = scored(index.skills, s.skillScore, s.skillWords);
  const company = scored(index.companyName, s.companyScore, s.companyWords);
  const { listsOfName } = index.designations;
  const { setsOfSkill } = index.skills;
  const matched: number[] = [];
  const typed: number[] = [];
  const holding: number[] = [];
  const setsOfPhrase: number[] = [];
  const titleWord = new TitleWordPoints(title);
  const skillWord = new SkillWordPoints(skills, setsOfSkill, s.skillSetMarks);
  const required: number[] = [];
  let firstBit = 0;
  for (const phrase of phrases) {
    const text = phrase.join(' ');
    const distinct = [...new Set(phrase)];
    const several = distinct.length > 1;
    const phraseBits = bitsOf(firstBit, distinct.length);
    required.push(phraseBits);
    titleWord.several = several;
    skillWord.several = several;

    matched.length = 0;
    typed.length = 0;
    matchWords(
      index.title.words,
      distinct,
      s.titleMarks,
      s.titleHits,
      matched,
      typed,
      titleWord,
      firstBit,
    );
    // `typed` lists, in the same order, the titles of `matched` that hold every word as typed.
    let nextTyped = 0;
    for (const t of matched) {
      const titleText = index.title.text[t] as string;
      const asTyped = typed[nextTyped] === t;
      if (asTyped) nextTyped++;
      const points =
        titleText === text
          ? RELEVANCE.titleExact
          : titleText.includes(text)
            ? RELEVANCE.titlePhrase
            : asTyped
              ? RELEVANCE.titleWords
              : RELEVANCE.titleForms;
      add(title, t, points);
    }

    const listGen = s.designationMarks.next();
    holding.length = 0;
    index.designations.joined.containingWords(text, holding);
    for (const d of holding) {
      const end = listsOfName.offsets[d + 1] as number;
      for (let i = listsOfName.offsets[d] as number; i < end; i++) {
        const list = listsOfName.items[i] as number;
        if (s.designationMarks.get(list) === listGen) continue;
        s.designationMarks.set(list, listGen);
        add(designations, list, RELEVANCE.designation);
        designations.words[list] = ((designations.words[list] as number) | phraseBits) >>> 0;
      }
    }

    matched.length = 0;
    typed.length = 0;
    matchWords(
      index.skills.words,
      distinct,
      s.skillMarks,
      s.skillHits,
      matched,
      typed,
      skillWord,
      firstBit,
    );
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
    for (const c of matched) {
      add(company, c, RELEVANCE.company);
      company.words[c] = ((company.words[c] as number) | phraseBits) >>> 0;
    }
    firstBit += distinct.length;
  }
  return spread([title, designations, skills, company], s, index.size, required, driver);
}
