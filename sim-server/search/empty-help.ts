// What a search that found nothing offers instead: "did you mean" (each word no job holds
// replaced by the nearest word within one typo that jobs do hold, from the one-typo search of
// dictionary.ts) and related searches (keyword suggestions for the corrected words).
import type { WordIndex } from './dictionary';
import { suggest } from './autocomplete';
import type { SiteSearchIndex } from './site-index';
import { formsOf } from './word-forms';

export const RELATED_SEARCHES = 6;
const NO_NAMES: ReadonlySet<string> = new Set();

function holds(words: WordIndex, word: string): boolean {
  const [lo, hi] = words.wordRange(word);
  return hi > lo || formsOf(words, word).length > 0;
}

/**
 * Whether `a` becomes `b` with at most one insertion, deletion, substitution or swap of
 * neighbours (the optimal-string-alignment distance of dictionary.ts's walk, for whole words).
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    // One substitution, or one swap of neighbours.
    return (
      restA === restB ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length < b.length ? a.slice(i) === restB : restA === b.slice(i);
}

/**
 * The word of the lists within one typo of `word` that most jobs' values hold. A whole word
 * within one typo ("jva" → "java") comes before a word that only starts with something within
 * one typo ("jva" → "hvac": its start "hva" is one typo away, the word is two).
 */
function nearest(lists: readonly WordIndex[], word: string): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  let bestWhole = false;
  for (const words of lists) {
    words.typoRanges(word, (lo, hi) => {
      for (let w = lo; w < hi; w++) {
        const candidate = words.words[w] as string;
        // Whole words near the typed length: "developr" → "developer", not "developments".
        if (Math.abs(candidate.length - word.length) > 1) continue;
        const whole = withinOneTypo(word, candidate);
        if (bestWhole && !whole) continue;
        const { offsets } = words.postings;
        const score = (offsets[w + 1] as number) - (offsets[w] as number);
        if (score > bestScore || (whole && !bestWhole)) {
          best = candidate;
          bestScore = score;
          bestWhole = whole;
        }
      }
    });
  }
  return best;
}

export interface EmptyHelp {
  didYouMean?: string;
  relatedSearches: string[];
}

/**
 * What to offer when nothing (or only part of the query) matched. `finds` tells whether corrected
 * phrases find jobs: a correction is offered only when it does (issue 27).
 */
export function emptyResultHelp(
  index: SiteSearchIndex,
  phrases: readonly (readonly string[])[],
  finds: (phrases: string[][]) => boolean = () => true,
): EmptyHelp {
  const lists = [index.title.words, index.skills.words, index.companyName.words];
  let changed = false;
  const corrected = phrases.map((phrase) =>
    phrase.map((word) => {
      if (lists.some((words) => holds(words, word))) return word;
      const better = nearest(lists, word);
      if (better === undefined) return word;
      changed = true;
      return better;
    }),
  );
  const typed = new Set(phrases.map((phrase) => phrase.join(' ')));
  const related = new Set<string>();
  // The words are jobs' words by now (corrected above): suggestions start with them, no typos.
  for (const word of corrected.flat()) {
    for (const s of suggest(index.keywords, word, RELATED_SEARCHES, NO_NAMES, false)) {
      if (!typed.has(s.name.toLowerCase())) related.add(s.name);
      if (related.size === RELATED_SEARCHES) break;
    }
    if (related.size === RELATED_SEARCHES) break;
  }
  return {
    ...(changed && finds(corrected)
      ? { didYouMean: corrected.map((phrase) => phrase.join(' ')).join(', ') }
      : {}),
    relatedSearches: [...related],
  };
}
