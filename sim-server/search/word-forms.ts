// Word forms: "science" finds "Scientist", "development" finds "Developer". Two words are forms of
// one another when both are plain words of at least four letters and the Lancaster stemmer
// (lancaster-stemmer, the most conflating of the common English stemmers: it is the one that
// joins science and scientist) gives them the same stem. Per word list, the stems of its words
// are computed once, on the first query that needs them.
import { lancasterStemmer } from 'lancaster-stemmer';
import type { WordIndex } from './dictionary';

/** Letters only, at least four: shorter words and words such as c++ or node.js are kept as typed. */
const STEMMABLE = /^\p{L}{4,}$/u;

/** The stem of a word, or undefined when the word is matched as typed only. */
export function stemOf(word: string): string | undefined {
  return STEMMABLE.test(word) ? lancasterStemmer(word) : undefined;
}

/** Stems of query words seen lately: a query stems each word once per field it searches. */
const queryStems = new Map<string, string | undefined>();
const QUERY_STEMS_KEPT = 4096;

function queryStemOf(word: string): string | undefined {
  if (queryStems.has(word)) return queryStems.get(word);
  const stem = stemOf(word);
  if (queryStems.size >= QUERY_STEMS_KEPT) queryStems.clear();
  queryStems.set(word, stem);
  return stem;
}

const positionsByStem = new WeakMap<WordIndex, ReadonlyMap<string, readonly number[]>>();

function stemsOf(words: WordIndex): ReadonlyMap<string, readonly number[]> {
  let byStem = positionsByStem.get(words);
  if (!byStem) {
    const built = new Map<string, number[]>();
    words.words.forEach((word, position) => {
      const stem = stemOf(word);
      if (stem === undefined) return;
      const positions = built.get(stem);
      if (positions) positions.push(position);
      else built.set(stem, [position]);
    });
    byStem = built;
    positionsByStem.set(words, byStem);
  }
  return byStem;
}

const NONE: readonly number[] = [];

/** Positions in `words` of the words that are forms of `word` (the word itself included). */
export function formsOf(words: WordIndex, word: string): readonly number[] {
  const stem = queryStemOf(word);
  return stem === undefined ? NONE : (stemsOf(words).get(stem) ?? NONE);
}
