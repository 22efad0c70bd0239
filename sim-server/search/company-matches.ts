// The companies whose names match a query's keywords, for the company results page.
import { Marks } from './dictionary';
import { type SiteSearchIndex } from './site-index';
import { matchPhrase } from './phrase-match';

/** Positions in `site.companies` of the companies whose name has a word starting with every word. */
export function matchingCompanies(
  index: SiteSearchIndex,
  words: readonly string[],
  limit: number,
): number[] {
  if (words.length === 0) return [];
  const found: number[] = [];
  matchPhrase(index.companyWords, words, companyMarksOf(index), found);
  return found.sort((a, b) => a - b).slice(0, limit);
}

const companyMarks = new WeakMap<SiteSearchIndex, Marks>();

function companyMarksOf(index: SiteSearchIndex): Marks {
  let marks = companyMarks.get(index);
  if (!marks) {
    marks = new Marks(index.site.companies.length);
    companyMarks.set(index, marks);
  }
  return marks;
}
