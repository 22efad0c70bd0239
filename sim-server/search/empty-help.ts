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
  const [lo, hi] = words.prefixRange(word);
  return hi > lo || formsOf(words, word).length > 0;
}

/** The word of the lists within one typo of `word` that most jobs' values hold. */
function nearest(lists: readonly WordIndex[], word: string): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const words of lists) {
    words.typoRanges(word, (lo, hi) => {
      for (let w = lo; w < hi; w++) {
        const candidate = words.words[w] as string;
        // Whole words near the typed length: "developr" → "developer", not "developments".
        if (Math.abs(candidate.length - word.length) > 1) continue;
        const { offsets } = words.postings;
        const score = (offsets[w + 1] as number) - (offsets[w] as number);
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
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

export function emptyResultHelp(
  index: SiteSearchIndex,
  phrases: readonly (readonly string[])[],
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
    ...(changed ? { didYouMean: corrected.map((phrase) => phrase.join(' ')).join(', ') } : {}),
    relatedSearches: [...related],
  };
}
