// Section 9's suggestion hits: a keyword is suggested only when at least 3 of the site's jobs carry
// it (in the title or the skills, every word of it), a company only when it has an open job, so a
// suggestion never leads to an empty page.
import { SUGGESTION_HITS } from '../../openapi/vocabulary/limits';
import type { SeedJob } from '../catalogue/types';
import { foldSearchText } from '../../openapi/vocabulary/search-fold';

const WORD = /[^\p{L}\p{M}\p{N}+#.]+/u;

/** Words as search folds them (case, accents), so a keyword and the jobs agree however written. */
function wordsOf(text: string): string[] {
  return foldSearchText(text).split(WORD).filter(Boolean);
}

/** For each word, the jobs (by position) whose title or skills hold it. */
function jobsByWord(jobs: readonly SeedJob[]): Map<string, Set<number>> {
  const index = new Map<string, Set<number>>();
  // Titles and skills repeat across a site's jobs: each distinct text is folded once.
  const folded = new Map<string, string[]>();
  const wordsOfText = (text: string): string[] => {
    let words = folded.get(text);
    if (!words) folded.set(text, (words = wordsOf(text)));
    return words;
  };
  jobs.forEach((job, position) => {
    for (const text of [job.title, ...(job.skills ?? []), ...(job.itSkills ?? [])]) {
      for (const word of wordsOfText(text)) {
        let holders = index.get(word);
        if (!holders) index.set(word, (holders = new Set()));
        holders.add(position);
      }
    }
  });
  return index;
}

/** How many jobs hold every one of `words` (counting stops at `enough`). */
function hits(words: readonly string[], index: Map<string, Set<number>>, enough: number): number {
  const lists = words.map((word) => index.get(word) ?? new Set<number>());
  lists.sort((a, b) => a.size - b.size);
  const [shortest, ...rest] = lists;
  let found = 0;
  for (const job of shortest ?? []) {
    if (rest.every((list) => list.has(job)) && ++found >= enough) break;
  }
  return found;
}

/** The keywords (designations and skills) that enough of `jobs` carry. */
export function keywordsWithEnoughHits<E extends { name: string }>(
  entries: readonly E[],
  jobs: readonly SeedJob[],
): E[] {
  const index = jobsByWord(jobs);
  const enough = SUGGESTION_HITS.keyword;
  return entries.filter((entry) => hits(wordsOf(entry.name), index, enough) >= enough);
}

export function companyHasEnoughHits(openJobs: number | undefined): boolean {
  return (openJobs ?? 0) >= SUGGESTION_HITS.company;
}
