// Spoken text turned into job, locations and experience with the search dictionaries:
// 'Designer job for 10 years experienced' gives job 'designer', no location, 10 years.
import type { Catalogue, SiteCatalogue } from '../catalogue/types';
import { FRESHER_EXPERIENCE_ID } from './criteria';

export interface SpokenSearch {
  job: string[];
  locations: string[];
  experience: number | null;
}

const EXPERIENCE = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/;
const FRESHER = /\bfreshers?\b/;
const MAX_YEARS = 50;
/** Words of requests rather than of jobs, even where a job title contains them. */
const STOP_WORDS = new Set(
  'a an and the of for in at with on to by near me my i am want need looking find show search job jobs opening openings vacancy vacancies role position experienced experience years year hmm um uh well okay ok so then just like please yes no'.split(
    ' ',
  ),
);

const vocabularies = new WeakMap<SiteCatalogue, Set<string>>();

/** Words that appear in designations and skills (the job vocabulary) of the site. */
function vocabulary(catalogue: Catalogue, site: SiteCatalogue): Set<string> {
  let words = vocabularies.get(site);
  if (!words) {
    words = new Set();
    for (const entry of catalogue.masterData) {
      if (entry.type !== 'DESIGNATION' && entry.type !== 'SKILL') continue;
      if (entry.siteContext && !entry.siteContext.includes(site.site.siteContext)) continue;
      for (const word of entry.name.toLowerCase().split(/[^\p{L}\p{N}+#.]+/u))
        if (word.length > 1) words.add(word);
    }
    for (const job of site.jobs)
      for (const word of job.title.toLowerCase().split(/\s+/)) if (word.length > 1) words.add(word);
    vocabularies.set(site, words);
  }
  return words;
}

export function parseSpokenSearch(
  catalogue: Catalogue,
  site: SiteCatalogue,
  spoken: string,
): SpokenSearch {
  let text = ` ${spoken.toLowerCase().replace(/[^\p{L}\p{N}+#.\s]/gu, ' ')} `;
  let experience: number | null = null;
  const years = EXPERIENCE.exec(text);
  if (years) {
    experience = Math.min(Number(years[1]), MAX_YEARS);
    text = text.replace(years[0], ' ');
  } else if (FRESHER.test(text)) {
    experience = FRESHER_EXPERIENCE_ID;
  }
  const locations: string[] = [];
  const cities = [...site.site.cities].sort((a, b) => b.city.length - a.city.length);
  for (const { city } of cities) {
    const pattern = ` ${city.toLowerCase()} `;
    if (text.includes(pattern)) {
      locations.push(city);
      text = text.replace(pattern, ' ');
    }
  }
  const known = vocabulary(catalogue, site);
  // The job is the run of consecutive job words; the first run wins.
  const runs: string[][] = [[]];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (known.has(word) && !STOP_WORDS.has(word)) runs[runs.length - 1]?.push(word);
    else if ((runs[runs.length - 1]?.length ?? 0) > 0) runs.push([]);
  }
  const job = runs.filter((run) => run.length > 0).map((run) => run.join(' '));
  return { job: job.slice(0, 3), locations, experience };
}
