// Autocomplete over the catalogue's dictionaries: prefix matching that ignores case and
// tolerates one typo, per word of each name. Best first: a prefix of the whole name, then a
// prefix of one of its words, then a prefix with one typo; within each, by rank, then name.
import { AUTOCOMPLETE_MIN_CHARS } from '../../openapi/vocabulary/limits';
import type { Schemas } from '../../openapi/client';
import type { Catalogue, CountryCode, SiteCatalogue } from '../catalogue/types';
import { Marks, WordIndex, compareNames } from './dictionary';
import { companyHasEnoughHits, keywordsWithEnoughHits } from './suggestion-hits';
import { splitThai } from './search-words';
import { foldSearchText } from '../../openapi/vocabulary/search-fold';
import { OTHER_PLACE_NAMES } from '../../fixtures/search-aliases';

type SuggestionType = Schemas['SuggestionType'];
export const SUGGEST_LABELS: Record<SuggestionType, Schemas['Suggestion']['suggestType']> = {
  DESIGNATION: 'in Jobs',
  NEW_SKILL: 'in Skills',
  SKILL: 'in Skills',
  COMPANY: 'in Companies',
};
/** Typos are tolerated only from this many characters; shorter prefixes must match exactly. */
export const TYPO_MIN_CHARS = 3;
/** Master-data entries with this group name are new skills (type NEW_SKILL). */
const NEW_SKILL_GROUP = 'NEW';
/** Companies rank after every master-data entry, those with more open jobs first. */
const COMPANY_RANK_BASE = 100_000;

const QUALITY_NAME_PREFIX = 0;
const QUALITY_WORD_PREFIX = 1;
const QUALITY_TYPO = 2;

/** What the dictionary matches on. */
export interface DictionaryItem {
  name: string;
  lower: string;
  words: string[];
  /** Lower sorts first among equally good matches. */
  rank: number;
}

export interface DictionaryEntry extends DictionaryItem {
  id: string;
  type: SuggestionType;
}

const KEYWORD_WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}+#.]+/u;

function entry(id: string, name: string, type: SuggestionType, rank: number): DictionaryEntry {
  // Folded as search folds (criteria.ts): "ke toan" finds "Kế toán" from its first letters.
  const lower = foldSearchText(name);
  return {
    id,
    name,
    lower,
    words: lower.split(KEYWORD_WORD_SEPARATOR).filter(Boolean).flatMap(splitThai),
    type,
    rank,
  };
}

function offeredOn(contexts: readonly string[] | undefined, site: SiteCatalogue): boolean {
  return !contexts || contexts.includes(site.site.siteContext);
}

/**
 * Designations and skills offered on the site, then the site's companies: each only with its
 * suggestion hits (section 9), so no suggestion leads to an empty page.
 */
export function keywordEntries(catalogue: Catalogue, site: SiteCatalogue): DictionaryEntry[] {
  const fromMaster = catalogue.masterData
    .filter(
      (m) =>
        (m.type === 'DESIGNATION' || m.type === 'SKILL') &&
        m.enabled &&
        offeredOn(m.siteContext, site),
    )
    .map((m) =>
      entry(
        m.uuid,
        m.name,
        m.type === 'DESIGNATION'
          ? 'DESIGNATION'
          : m.groupName === NEW_SKILL_GROUP
            ? 'NEW_SKILL'
            : 'SKILL',
        m.orderBy,
      ),
    );
  const companies = site.companies
    .filter((c) => companyHasEnoughHits(c.openJobs))
    .map((c) =>
      entry(`company-${c.companyId}`, c.name, 'COMPANY', COMPANY_RANK_BASE - (c.openJobs ?? 0)),
    );
  return [...keywordsWithEnoughHits(fromMaster, site.jobs), ...companies];
}

/** A name a city is suggested by: its own, or another (`alias`: a local name, a short form). */
export interface LocationEntry extends DictionaryItem {
  /** The city's position in the site's cities. */
  city: number;
  alias: boolean;
}

/**
 * The site's cities by their own names and their other names (fixtures/search-aliases.ts:
 * "Sài Gòn", "TP.HCM", "الرياض", "กรุงเทพ", "KL"). Ranked by the city's position, its own name
 * first. Words split at spaces and dots ("TP.HCM" is found from "hcm" too).
 */
export function locationEntries(site: SiteCatalogue): LocationEntry[] {
  return site.site.cities.flatMap((c, index) =>
    [c.city, ...(OTHER_PLACE_NAMES[c.city] ?? [])].map((name, n) => {
      const lower = foldSearchText(name);
      const words = lower
        .split(/[\s.]+/)
        .filter(Boolean)
        .flatMap(splitThai);
      return { name, lower, words, rank: 2 * index + (n === 0 ? 0 : 1), city: index, alias: n > 0 };
    }),
  );
}

/** Entries searchable by prefix of the whole name, prefix of a word, and prefix with one typo. */
export class SuggestionDictionary<E extends DictionaryItem = DictionaryItem> {
  readonly entries: readonly E[];
  private readonly names: WordIndex;
  private readonly words: WordIndex;
  /** Position of each entry in (rank, name) order, and the entry at each position. */
  private readonly orderOf: Uint32Array;
  private readonly byOrder: Uint32Array;
  private readonly marks: Marks;
  private readonly quality: Uint8Array;
  private readonly found: Uint32Array;

  constructor(entries: readonly E[]) {
    this.entries = entries;
    this.names = WordIndex.build(entries.map((e) => [e.lower]));
    this.words = WordIndex.build(entries.map((e) => e.words));
    const order = entries
      .map((_, i) => i)
      .sort((a, b) => {
        const ea = entries[a] as E;
        const eb = entries[b] as E;
        return ea.rank - eb.rank || compareNames(ea.name, eb.name) || a - b;
      });
    this.byOrder = Uint32Array.from(order);
    this.orderOf = new Uint32Array(entries.length);
    order.forEach((e, position) => (this.orderOf[e] = position));
    this.marks = new Marks(entries.length);
    this.quality = new Uint8Array(entries.length);
    this.found = new Uint32Array(entries.length);
  }

  /** Entries matching `query` (trimmed, lower case), best first. */
  /** `typos`: also the entries within one typo of the query (the autocomplete's). */
  match(query: string, typos = true): Uint32Array {
    if (query.length < AUTOCOMPLETE_MIN_CHARS) return new Uint32Array(0);
    const gen = this.marks.next();
    let count = 0;
    const note = (e: number, quality: number) => {
      if (this.marks.get(e) !== gen) {
        this.marks.set(e, gen);
        this.quality[e] = quality;
        this.found[count++] = e;
      } else if (quality < (this.quality[e] ?? 0)) {
        this.quality[e] = quality;
      }
    };
    const [nameLo, nameHi] = this.names.prefixRange(query);
    this.names.forEachValue(nameLo, nameHi, (e) => note(e, QUALITY_NAME_PREFIX));
    const [wordLo, wordHi] = this.words.prefixRange(query);
    this.words.forEachValue(wordLo, wordHi, (e) => note(e, QUALITY_WORD_PREFIX));
    if (typos && query.length >= TYPO_MIN_CHARS) {
      this.words.typoRanges(query, (lo, hi) =>
        this.words.forEachValue(lo, hi, (e) => note(e, QUALITY_TYPO)),
      );
    }
    const size = this.entries.length;
    const keys = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      const e = this.found[i] ?? 0;
      keys[i] = (this.quality[e] ?? 0) * size + (this.orderOf[e] ?? 0);
    }
    keys.sort();
    for (let i = 0; i < count; i++) keys[i] = this.byOrder[(keys[i] ?? 0) % size] ?? 0;
    return keys;
  }
}

function normalise(query: string): string {
  return foldSearchText(query.trim());
}

/**
 * Keyword suggestions: names in `exclude` (already chosen; case and accents aside) are left out and each
 * name comes once; `typos` false leaves out the ones within one typo (for words jobs hold).
 */
export function suggest(
  dictionary: SuggestionDictionary<DictionaryEntry>,
  query: string,
  size: number,
  exclude: ReadonlySet<string> = new Set(),
  typos = true,
): Schemas['Suggestion'][] {
  const result: Schemas['Suggestion'][] = [];
  const seen = new Set<string>([...exclude].map(foldSearchText));
  for (const e of dictionary.match(normalise(query), typos)) {
    const found = dictionary.entries[e];
    if (!found || seen.has(found.lower)) continue;
    seen.add(found.lower);
    result.push({
      id: found.id,
      name: found.name,
      type: found.type,
      suggestType: SUGGEST_LABELS[found.type],
    });
    if (result.length === size) break;
  }
  return result;
}

/**
 * The other name of a city that the typed letters, accents included, start (or start a word of),
 * when its own name does not: "Đà" is Đà Nẵng's, though it matched Da Nang folded.
 */
function typedOtherName(city: string, typed: string): string | undefined {
  const starts = (name: string) => {
    const lower = name.toLowerCase();
    return lower.startsWith(typed) || lower.split(/[\s.]+/).some((word) => word.startsWith(typed));
  };
  if (starts(city)) return undefined;
  return OTHER_PLACE_NAMES[city]?.find(starts);
}

/**
 * Cities for a typed place, each once: by its own name, or with the other name the text matched
 * (`matchedName`: the accents typed count, so "Hồ Chí Minh" shows as typed), for the page to show
 * the name typed with the city it means.
 */
export function suggestLocations(
  site: SiteCatalogue,
  dictionary: SuggestionDictionary<LocationEntry>,
  query: string,
  size: number,
): Schemas['LocationSuggestion'][] {
  const result: Schemas['LocationSuggestion'][] = [];
  const seen = new Set<number>();
  for (const e of dictionary.match(normalise(query))) {
    const entry = dictionary.entries[e];
    const city = entry ? site.site.cities[entry.city] : undefined;
    if (!entry || !city || seen.has(entry.city)) continue;
    seen.add(entry.city);
    const matched = entry.alias
      ? entry.name
      : typedOtherName(city.city, query.trim().toLowerCase());
    result.push({
      id: `${site.site.countryCode.toLowerCase()}-city-${entry.city + 1}`,
      name: city.city,
      state: city.state,
      country: city.country,
      ...(matched ? { matchedName: matched } : {}),
    });
    if (result.length === size) break;
  }
  return result;
}

interface ListedCompany {
  site: CountryCode;
  id: number;
  name: string;
  lower: string;
}

/** Every site's companies in name order, for the company search box. */
export class CompanyList {
  private readonly companies: readonly ListedCompany[];

  constructor(catalogue: Catalogue) {
    const all: ListedCompany[] = [];
    for (const [code, site] of Object.entries(catalogue.sites) as Array<
      [CountryCode, SiteCatalogue]
    >) {
      for (const c of site.companies)
        all.push({ site: code, id: c.companyId, name: c.name, lower: foldSearchText(c.name) });
    }
    this.companies = all.sort((a, b) => compareNames(a.name, b.name));
  }

  /** Companies of the given sites whose name contains `text` (case ignored), in name order. */
  list(sites: readonly string[], text: string, limit: number): Schemas['DropdownOption'][] {
    const wanted = new Set(sites);
    const needle = normalise(text);
    const options: Schemas['DropdownOption'][] = [];
    for (const c of this.companies) {
      if (options.length >= limit) break;
      if (!wanted.has(c.site) || (needle !== '' && !c.lower.includes(needle))) continue;
      options.push({ id: c.id, value: c.name });
    }
    return options;
  }
}
