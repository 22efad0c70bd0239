// What a seeker means by what they type (fixtures/search-aliases.ts holds the tables): a city's
// older name stands for the city, a skill's other spelling for the catalogue's, "fresher" for
// the Fresher experience and "work from home" for the jobs listed in Remote. Applied once, when
// the request is parsed, so the engine only ever sees the catalogue's own words.
//
// The market's words (fixtures/local-words.ts, issue 37): on a site whose jobs are also listed in
// a local language, a phrase that is one of a group's words ("kế toán", "akuntan", "محاسب",
// "accountant") also finds the group's other words, as phrases of their own (a job matching any
// phrase is found). Applied by the search of the site, which knows its market.
import {
  FRESHER_WORDS,
  REMOTE_CITY,
  REMOTE_PHRASES,
  SKILL_SPELLINGS,
  placesMeant,
} from '../../fixtures/search-aliases';
import { FRESHER_EXPERIENCE_ID } from '../../openapi/vocabulary/limits';
import { jobWordGroups } from '../../fixtures/local-words';
import type { CountryCode } from '../catalogue/types';
import { words } from './search-words';

/** A phrase's words joined by spaces → the phrases that mean the same on the site. */
export type Meanings = ReadonlyMap<string, readonly (readonly string[])[]>;

/** The site's groups of words that mean the same, keyed by each of their phrases (as words). */
export function meaningsOf(country: CountryCode): Meanings {
  const meanings = new Map<string, string[][]>();
  for (const group of jobWordGroups(country)) {
    const phrases = group.map((text) => words(text)).filter((phrase) => phrase.length > 0);
    for (const phrase of phrases) {
      const key = phrase.join(' ');
      const same = meanings.get(key) ?? [];
      for (const other of phrases)
        if (other.join(' ') !== key && !same.some((s) => s.join(' ') === other.join(' ')))
          same.push(other);
      meanings.set(key, same);
    }
  }
  return meanings;
}

/** The phrases with the other words of the same meaning after them (each phrase once). */
export function withMeanings(phrases: readonly string[][], meanings: Meanings): string[][] {
  if (meanings.size === 0) return phrases as string[][];
  const out = [...phrases];
  const seen = new Set(phrases.map((phrase) => phrase.join(' ')));
  for (const phrase of phrases) {
    for (const other of meanings.get(phrase.join(' ')) ?? []) {
      const key = other.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([...other]);
    }
  }
  return out;
}

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
