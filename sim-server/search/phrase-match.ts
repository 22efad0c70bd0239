// Matching a phrase word by word: the values that hold, for every word of the phrase, a word
// starting with it or a form of it (company names: keyword-scoring.ts and company-matches.ts).
import type { Marks, WordIndex } from './dictionary';
import { formsOf } from './word-forms';

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
  for (let w = 0; w < phrase.length; w++) {
    const gen = marks.next();
    const word = phrase[w] as string;
    const step: PhraseStep = { marks, gen, previous: w > 0 ? previous : undefined, out };
    if (w < phrase.length - 1) step.out = undefined;
    const [lo, hi] = words.prefixRange(word);
    markRange(words, lo, hi, step);
    for (const position of formsOf(words, word))
      if (position < lo || position >= hi) markRange(words, position, position + 1, step);
    previous = gen;
  }
}

/** One word of matchPhrase: the values to mark, those that held the previous word only. */
interface PhraseStep {
  marks: Marks;
  gen: number;
  /** The previous word's generation; undefined for the first word. */
  previous: number | undefined;
  /** Where the last word's values go. */
  out: number[] | undefined;
}

function markRange(words: WordIndex, lo: number, hi: number, step: PhraseStep): void {
  const { offsets, ids } = words.postings;
  const { marks, gen, previous, out } = step;
  const end = offsets[hi] as number;
  for (let i = offsets[lo] as number; i < end; i++) {
    const value = ids[i] as number;
    const mark = marks.get(value);
    if (mark === gen || (previous !== undefined && mark !== previous)) continue;
    marks.set(value, gen);
    out?.push(value);
  }
}
