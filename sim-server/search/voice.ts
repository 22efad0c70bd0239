// Spoken text turned into job, locations and experience with the search dictionaries:
// 'Designer job for 10 years experienced' gives job 'designer', no location, 10 years.
import type { Catalogue, SiteCatalogue } from '../catalogue/types';
import { FRESHER_EXPERIENCE_ID, MAX_EXPERIENCE_YEARS } from '../../openapi/vocabulary/limits';

/** What the reader needs of a site's search index (site-index.ts builds it). */
export interface VoiceIndex {
  /** Job words: designation and skill words and the words of job titles. */
  voiceWords: ReadonlySet<string>;
  /** The site's cities, longest name first. */
  citiesLongestFirst: readonly string[];
}

export interface SpokenSearch {
  job: string[];
  locations: string[];
  experience: number | null;
}

const EXPERIENCE = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/;
const FRESHER = /\bfreshers?\b/;
/** At most this many job phrases are read from one utterance. */
const MAX_JOB_PHRASES = 3;
/** One-letter words are never job words. */
const MIN_JOB_WORD_LENGTH = 2;
const DICTIONARY_WORD_SEPARATOR = /[^\p{L}\p{N}+#.]+/u;
/** Words of requests rather than of jobs, even where a job title contains them. */
const STOP_WORDS = new Set(
  'a an and the of for in at with on to by near me my i am want need looking find show search job jobs opening openings vacancy vacancies role position experienced experience years year hmm um uh well okay ok so then just like please yes no'.split(
    ' ',
  ),
);

/**
 * The job vocabulary of a site: the words of the designations and skills offered there (the
 * keyword autocomplete's dictionary) and the words of its job titles (the search index's).
 */
export function voiceVocabulary(
  catalogue: Catalogue,
  site: SiteCatalogue,
  titleWords: ReadonlyArray<readonly string[]>,
): Set<string> {
  const vocabulary = new Set<string>();
  for (const entry of catalogue.masterData) {
    if (entry.type !== 'DESIGNATION' && entry.type !== 'SKILL') continue;
    if (entry.siteContext && !entry.siteContext.includes(site.site.siteContext)) continue;
    for (const word of entry.name.toLowerCase().split(DICTIONARY_WORD_SEPARATOR))
      if (word.length >= MIN_JOB_WORD_LENGTH) vocabulary.add(word);
  }
  for (const words of titleWords)
    for (const word of words) if (word.length >= MIN_JOB_WORD_LENGTH) vocabulary.add(word);
  return vocabulary;
}

export function parseSpokenSearch(index: VoiceIndex, spoken: string): SpokenSearch {
  let text = ` ${spoken.toLowerCase().replace(/[^\p{L}\p{N}+#.\s]/gu, ' ')} `;
  let experience: number | null = null;
  const years = EXPERIENCE.exec(text);
  if (years) {
    experience = Math.min(Number(years[1]), MAX_EXPERIENCE_YEARS);
    text = text.replace(years[0], ' ');
  } else if (FRESHER.test(text)) {
    experience = FRESHER_EXPERIENCE_ID;
  }
  const locations: string[] = [];
  for (const city of index.citiesLongestFirst) {
    const pattern = ` ${city.toLowerCase()} `;
    if (text.includes(pattern)) {
      locations.push(city);
      text = text.replace(pattern, ' ');
    }
  }
  // The job is the run of consecutive job words; each run is one phrase, the first ones win.
  const runs: string[][] = [[]];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (index.voiceWords.has(word) && !STOP_WORDS.has(word)) runs[runs.length - 1]?.push(word);
    else if ((runs[runs.length - 1]?.length ?? 0) > 0) runs.push([]);
  }
  const job = runs.filter((run) => run.length > 0).map((run) => run.join(' '));
  return { job: job.slice(0, MAX_JOB_PHRASES), locations, experience };
}
