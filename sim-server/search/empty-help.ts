// What a search that found nothing offers instead: "did you mean" (each word no job holds
// replaced by the nearest word within one typo that jobs do hold, from the one-typo search of
// dictionary.ts) and related searches (keyword suggestions for the corrected words).
//
// A correction is offered only when it reads as a search (issue 37: "kế toán" once offered
// "key toán", "ke toan" "key loan"): every word of it is a word jobs hold (none left as typed and
// unknown), each corrected word is in the typed word's script and at least TYPO_MIN_CHARS long
// as typed (a two-letter word is too short to guess from), and the caller finds jobs holding all
// of it.
//
// A search in another script that finds nothing gets an honest hint instead of silence (issue
// 37: an Arabic or Thai keyword): its meaning in any market's words (fixtures/local-words.ts) as
// the site's jobs name it ("محاسب" on the India site: Accountant), else the site's own job words in
// that script.
import type { WordIndex } from './dictionary';
import { suggest, TYPO_MIN_CHARS } from './autocomplete';
import type { SiteSearchIndex } from './site-index';
import { formsOf } from './word-forms';
import { words } from './search-words';
import { MARKET_LANGUAGES } from '../../fixtures/local-words';
import type { CountryCode } from '../catalogue/types';
import { meaningsOf, type Meanings } from './query-rules';

let everyMarket: Meanings[] | undefined;

/** The words of every market that means the same as the phrase, in every market's words. */
function meaningsAnywhere(phrase: string): string[] {
  everyMarket ??= (Object.keys(MARKET_LANGUAGES) as CountryCode[]).map(meaningsOf);
  return everyMarket.flatMap((meanings) => (meanings.get(phrase) ?? []).map((m) => m.join(' ')));
}

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

/** The writing systems of the nine markets; a correction never leaves the typed word's. */
const SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Thai}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Han}/u,
  /\p{Script=Devanagari}/u,
] as const;

function scriptOf(word: string): number {
  return SCRIPTS.findIndex((script) => script.test(word));
}
const LATIN = 0;

/**
 * The nearest job word to a word no job holds, when it can stand for it: a typo is guessed in
 * Latin script only (a Thai or Arabic word one letter from another is another word: หมอ is not
 * ห้อง), from TYPO_MIN_CHARS letters.
 */
function correctionOf(lists: readonly WordIndex[], word: string): string | undefined {
  if ([...word].length < TYPO_MIN_CHARS || scriptOf(word) !== LATIN) return undefined;
  const better = nearest(lists, word);
  return better !== undefined && scriptOf(better) === LATIN ? better : undefined;
}

/**
 * Corrections found, per site and word: a word's depends only on the site's jobs, which are fixed
 * while the process runs, and the one-typo walk is the dearest part of a search that finds
 * nothing (a seeker pages, filters and sorts the same misspelt search; others misspell alike).
 * The oldest is forgotten past CORRECTIONS_KEPT words a site.
 */
const corrections = new WeakMap<SiteSearchIndex, Map<string, string | undefined>>();
const CORRECTIONS_KEPT = 10_000;

function rememberedCorrection(index: SiteSearchIndex, word: string): string | undefined {
  let known = corrections.get(index);
  if (!known) {
    known = new Map();
    corrections.set(index, known);
  }
  if (known.has(word)) return known.get(word);
  const better = correctionOf(listsOf(index), word);
  if (known.size >= CORRECTIONS_KEPT) known.delete(known.keys().next().value as string);
  known.set(word, better);
  return better;
}

/** The word lists a correction is looked for in. */
function listsOf(index: SiteSearchIndex): readonly WordIndex[] {
  return [index.title.words, index.skills.words, index.companyName.words];
}

/** Each site's job words by script, first by rank: read once per site, not per search. */
const wordsByScript = new WeakMap<SiteSearchIndex, Map<number, string[]>>();

function jobWordsIn(index: SiteSearchIndex, script: number): string[] {
  let byScript = wordsByScript.get(index);
  if (!byScript) {
    byScript = new Map();
    const ranked = [...index.keywords.entries].sort((a, b) => a.rank - b.rank);
    for (const entry of ranked) {
      const written = scriptOf(entry.name);
      const names = byScript.get(written) ?? [];
      if (names.length < RELATED_SEARCHES && !names.includes(entry.name)) names.push(entry.name);
      byScript.set(written, names);
    }
    wordsByScript.set(index, byScript);
  }
  return byScript.get(script) ?? [];
}

/**
 * When nothing else helps: the site's suggestions for what the phrases mean in any market's words
 * ("kế toán" or "محاسب" on the India site: Accountant), else, for a query in a script other than
 * Latin, the site's first job words in that script (by rank).
 */
function meaningHints(index: SiteSearchIndex, phrases: readonly (readonly string[])[]): string[] {
  const typed = phrases.map((phrase) => phrase.join(' '));
  const hints = new Set<string>();
  for (const meaning of typed.flatMap(meaningsAnywhere))
    for (const s of suggest(index.keywords, meaning, 1, NO_NAMES, false)) hints.add(s.name);
  if (hints.size > 0) return [...hints].slice(0, RELATED_SEARCHES);
  const script = scriptOf(typed.join(' '));
  return script === LATIN ? [] : jobWordsIn(index, script);
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
  const lists = listsOf(index);
  let changed = false;
  const unknown = new Set<string>();
  const corrected = phrases.map((phrase) =>
    phrase.map((word) => {
      if (lists.some((words) => holds(words, word))) return word;
      const better = rememberedCorrection(index, word);
      if (better === undefined) {
        unknown.add(word);
        return word;
      }
      changed = true;
      return better;
    }),
  );
  const offered = changed && unknown.size === 0 && finds(corrected);
  const typed = new Set(phrases.map((phrase) => phrase.join(' ')));
  const related = new Set<string>();
  // Suggestions start with the words jobs hold (as typed, or as corrected when the correction is
  // offered), with no typos; a word no job holds leads nowhere ("ke" is not "Key Account Manager").
  for (const word of (offered ? corrected : phrases).flat()) {
    if (unknown.has(word) || !lists.some((list) => holds(list, word))) continue;
    for (const s of suggest(index.keywords, word, RELATED_SEARCHES, NO_NAMES, false)) {
      if (!typed.has(words(s.name).join(' '))) related.add(s.name);
      if (related.size === RELATED_SEARCHES) break;
    }
    if (related.size === RELATED_SEARCHES) break;
  }
  if (related.size === 0) for (const hint of meaningHints(index, phrases)) related.add(hint);
  return {
    ...(offered ? { didYouMean: corrected.map((phrase) => phrase.join(' ')).join(', ') } : {}),
    relatedSearches: [...related],
  };
}
