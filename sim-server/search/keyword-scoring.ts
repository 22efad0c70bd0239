// Step 1 of a search: keyword phrases matched against the distinct titles, designations, skill
// sets and company names, their points credited to the jobs those values stand for.
import type { Marks } from './dictionary';
import { type WordIndex } from './dictionary';
import { type SiteSearchIndex } from './site-index';
import { type Rows, type TextField } from './key-fields';
import type { Scratch } from './scratch';
import { formsOf } from './word-forms';

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
  /**
   * In a phrase of several words, each word that starts a word of the title, and each that starts
   * a word of one of the skills: jobs rank by how many of the words they match, and a job that
   * matches some of them is found too.
   */
  word: 1,
} as const;
const MAX_PHRASE_SCORE =
  RELEVANCE.titlePhrase + RELEVANCE.designation + RELEVANCE.skillExact + RELEVANCE.company;

/** The most points the phrases can give one job (the whole phrase, then each of its words). */
export function maxScore(phrases: readonly string[][]): number {
  let max = 0;
  for (const phrase of phrases) {
    const distinct = new Set(phrase).size;
    max += MAX_PHRASE_SCORE + (distinct > 1 ? 2 * distinct * RELEVANCE.word : 0);
  }
  return max;
}

/**
 * The values that have, for every word of the phrase, a word starting with it or a form of it
 * (word-forms.ts); pushed to `out`. Marks carry one generation per phrase word: a value moves to
 * the next generation only when it held the previous one, so at the end the values of the last
 * generation matched every word.
 */
export function matchPhrase(
  words: WordIndex,
  phrase: readonly string[],
  marks: Marks,
  out: number[],
): void {
  let previous = -1;
  const { offsets, ids } = words.postings;
  for (let w = 0; w < phrase.length; w++) {
    const gen = marks.next();
    const last = w === phrase.length - 1;
    const word = phrase[w] as string;
    const visit = (lo: number, hi: number) => {
      const end = offsets[hi] as number;
      for (let i = offsets[lo] as number; i < end; i++) {
        const value = ids[i] as number;
        const mark = marks.get(value);
        if (mark === gen || (w > 0 && mark !== previous)) continue;
        marks.set(value, gen);
        if (last) out.push(value);
      }
    };
    const [lo, hi] = words.prefixRange(word);
    visit(lo, hi);
    for (const position of formsOf(words, word))
      if (position < lo || position >= hi) visit(position, position + 1);
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
export function scoreKeywords(
  index: SiteSearchIndex,
  phrases: readonly string[][],
  s: Scratch,
): number {
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

    const distinct = [...new Set(phrase)];
    if (distinct.length < 2) continue;
    for (const word of distinct) {
      matched.length = 0;
      matchPhrase(index.title.words, [word], s.titleMarks, matched);
      for (const t of matched) add(title, t, RELEVANCE.word);
      matched.length = 0;
      matchPhrase(index.skills.words, [word], s.skillMarks, matched);
      const wordGen = s.skillSetMarks.next();
      for (const skill of matched) {
        const end = setsOfSkill.offsets[skill + 1] as number;
        for (let i = setsOfSkill.offsets[skill] as number; i < end; i++) {
          const set = setsOfSkill.items[i] as number;
          if (s.skillSetMarks.get(set) === wordGen) continue;
          s.skillSetMarks.set(set, wordGen);
          add(skills, set, RELEVANCE.word);
        }
      }
    }
  }
  return spread([title, designations, skills, company], s, index.size);
}
