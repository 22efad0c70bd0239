// What a seeker means by what they type (fixtures/search-aliases.ts holds the tables): a city's
// older name stands for the city, a skill's other spelling for the catalogue's, "fresher" for
// the Fresher experience and "work from home" for the jobs listed in Remote. Applied once, when
// the request is parsed, so the engine only ever sees the catalogue's own words.
import {
  FRESHER_WORDS,
  REMOTE_CITY,
  REMOTE_PHRASES,
  SKILL_SPELLINGS,
  placesMeant,
} from '../../fixtures/search-aliases';
import { FRESHER_EXPERIENCE_ID } from '../../openapi/vocabulary/limits';

export interface QueryMeaning {
  phrases: string[][];
  locations: string[];
  experience: number | undefined;
}

/** Removes every run of `words` equal to `sought`; answers whether it found one. */
function cut(words: string[], sought: readonly string[]): boolean {
  let found = false;
  for (let i = 0; i + sought.length <= words.length;) {
    if (sought.every((word, k) => words[i + k] === word)) {
      words.splice(i, sought.length);
      found = true;
    } else {
      i++;
    }
  }
  return found;
}

/**
 * Each location (lower case) with its folded form (diacritics, dots) and the catalogue's names of
 * the places it stands for (fixtures/search-aliases.ts: older names, short forms, districts).
 */
export function withCityAliases(locations: readonly string[]): string[] {
  const all = new Set<string>();
  for (const place of locations) for (const meant of placesMeant(place)) all.add(meant);
  return [...all];
}

export function applyQueryRules(
  phrases: readonly string[][],
  locations: readonly string[],
  experience: number | undefined,
): QueryMeaning {
  let fresher = false;
  let remote = false;
  const kept: string[][] = [];
  for (const phrase of phrases) {
    const words = phrase.map((word) => SKILL_SPELLINGS[word] ?? word);
    for (const sought of REMOTE_PHRASES) if (cut(words, sought)) remote = true;
    for (const word of FRESHER_WORDS) if (cut(words, [word])) fresher = true;
    if (words.length > 0) kept.push(words);
  }
  const places = withCityAliases(locations);
  if (remote && !places.includes(REMOTE_CITY.toLowerCase())) places.push(REMOTE_CITY.toLowerCase());
  return {
    phrases: kept,
    locations: places,
    experience: experience ?? (fresher ? FRESHER_EXPERIENCE_ID : undefined),
  };
}
