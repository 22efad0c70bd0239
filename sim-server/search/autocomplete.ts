// Autocomplete over the catalogue's dictionaries: prefix matching that ignores case and
// tolerates one typo, per word of each name.
import type { Schemas } from '../../openapi/client';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';

type SuggestionType = Schemas['SuggestionType'];
export const SUGGEST_LABELS: Record<SuggestionType, Schemas['Suggestion']['suggestType']> = {
  DESIGNATION: 'in Jobs',
  NEW_SKILL: 'in Skills',
  SKILL: 'in Skills',
  COMPANY: 'in Companies',
};
export const AUTOCOMPLETE_MIN_CHARS = 2;
/** Typos are tolerated only from this many characters; shorter prefixes must match exactly. */
const TYPO_MIN_CHARS = 3;

interface Entry {
  id: string;
  name: string;
  lower: string;
  words: string[];
  type: SuggestionType;
  /** Lower sorts first among equally good matches. */
  rank: number;
}

/** True when a and b differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** 0 for a prefix of the name, 1 for a prefix of a later word, 2 with one typo; undefined if no match. */
export function matchQuality(words: string[], lower: string, query: string): number | undefined {
  if (lower.startsWith(query)) return 0;
  if (words.some((w) => w.startsWith(query))) return 1;
  if (query.length < TYPO_MIN_CHARS) return undefined;
  const typo = words.some(
    (w) =>
      withinOneEdit(w.slice(0, query.length), query) ||
      withinOneEdit(w.slice(0, query.length + 1), query) ||
      withinOneEdit(w.slice(0, query.length - 1), query),
  );
  return typo ? 2 : undefined;
}

function entry(id: string, name: string, type: SuggestionType, rank: number): Entry {
  const lower = name.toLowerCase();
  return { id, name, lower, words: lower.split(/[^\p{L}\p{N}+#.]+/u).filter(Boolean), type, rank };
}

const keywordDictionaries = new WeakMap<SiteCatalogue, Entry[]>();

function allowedOn(entryContexts: string[] | undefined, site: SiteCatalogue): boolean {
  return !entryContexts || entryContexts.includes(site.site.siteContext);
}

/** Designations, skills and the site's companies. */
export function keywordDictionary(catalogue: Catalogue, site: SiteCatalogue): Entry[] {
  let entries = keywordDictionaries.get(site);
  if (entries) return entries;
  const fromMaster = catalogue.masterData
    .filter(
      (m) =>
        (m.type === 'DESIGNATION' || m.type === 'SKILL') &&
        m.enabled &&
        allowedOn(m.siteContext, site),
    )
    .map((m) =>
      entry(
        m.uuid,
        m.name,
        m.type === 'DESIGNATION' ? 'DESIGNATION' : m.groupName === 'NEW' ? 'NEW_SKILL' : 'SKILL',
        m.orderBy,
      ),
    );
  const companies = site.companies.map((c) =>
    entry(`company-${c.companyId}`, c.name, 'COMPANY', 100_000 - (c.openJobs ?? 0)),
  );
  entries = [...fromMaster, ...companies];
  keywordDictionaries.set(site, entries);
  return entries;
}

export function suggest(
  entries: Entry[],
  query: string,
  size: number,
  exclude: ReadonlySet<string> = new Set(),
): Schemas['Suggestion'][] {
  const q = query.trim().toLowerCase();
  if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const found: Array<{ entry: Entry; quality: number }> = [];
  for (const e of entries) {
    if (exclude.has(e.lower)) continue;
    const quality = matchQuality(e.words, e.lower, q);
    if (quality !== undefined) found.push({ entry: e, quality });
  }
  found.sort(
    (a, b) =>
      a.quality - b.quality ||
      a.entry.rank - b.entry.rank ||
      a.entry.name.localeCompare(b.entry.name),
  );
  const seen = new Set<string>();
  const result: Schemas['Suggestion'][] = [];
  for (const { entry: e } of found) {
    if (seen.has(e.lower)) continue;
    seen.add(e.lower);
    result.push({ id: e.id, name: e.name, type: e.type, suggestType: SUGGEST_LABELS[e.type] });
    if (result.length === size) break;
  }
  return result;
}

export function suggestLocations(
  site: SiteCatalogue,
  query: string,
  size: number,
): Schemas['LocationSuggestion'][] {
  const q = query.trim().toLowerCase();
  if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
  return site.site.cities
    .map((c, index) => {
      const lower = c.city.toLowerCase();
      return { c, index, quality: matchQuality(lower.split(/\s+/), lower, q) };
    })
    .filter((m): m is typeof m & { quality: number } => m.quality !== undefined)
    .sort((a, b) => a.quality - b.quality || a.index - b.index)
    .slice(0, size)
    .map(({ c, index }) => ({
      id: `${site.site.countryCode.toLowerCase()}-city-${index + 1}`,
      name: c.city,
      state: c.state,
      country: c.country,
    }));
}
