// The search index of one site, built once at start-up from the seeded catalogue.
//
// Jobs share their small values (titles, skill lists, location lists, taxonomy lists, salary and
// experience objects), so every field of a job is reduced to a key: the ordinal of its distinct
// value. A query then works on the few thousand distinct values (which titles match "java"?)
// and reaches the jobs through per-key job lists, and the facet counts are per-key counters that
// are spread over the facet's values once at the end. Everything per job is a typed array: the
// key fields and their job lists are in key-fields.ts, the facets' value tables in
// facet-tables.ts.
//
// The build is in steps, each in its own module: job-keys.ts (the one pass over the jobs),
// key-space.ts (one key space and the date order), site-facets.ts (the facet tables) and
// text-fields.ts (the word indexes).
import type { Schemas } from '../../openapi/client';
import type { Catalogue, SeedJob, SiteCatalogue } from '../catalogue/types';
import { words } from './search-words';
import type { Facet } from '../../openapi/vocabulary/search';
import { WordIndex } from './dictionary';
import {
  SuggestionDictionary,
  keywordEntries,
  locationEntries,
  type LocationEntry,
  type DictionaryEntry,
} from './autocomplete';
import { voiceVocabulary } from './voice';
import { meaningsOf, type Meanings } from './query-rules';
import {
  type FacetTable,
  KEY_FIELDS,
  type KeyField,
  type KeyFieldName,
  type Rows,
  jobsByKey,
} from './key-fields';
import { readJobKeys } from './job-keys';
import { dateOrderOf, keySpaceOf } from './key-space';
import { siteFacets } from './site-facets';
import {
  locationKeysOfPlace,
  textFields,
  type CompanyNameField,
  type DesignationsField,
  type SkillsField,
  type TitleField,
} from './text-fields';

export { UNDISCLOSED } from './job-keys';

export interface SiteSearchIndex {
  site: SiteCatalogue;
  jobs: readonly SeedJob[];
  size: number;
  /** Salary filters and the salary facet: the India channel only (spec section 6). */
  salaryFilters: boolean;
  fields: Record<KeyFieldName, KeyField>;
  /**
   * The same keys job by job, in one key space: the key of field f (KEY_FIELDS order) of job j is
   * keyRows[j * KEY_FIELDS.length + f] - keyOffsets[f]. Counting facets over scattered jobs reads
   * one row per job instead of one place in each of eleven arrays.
   */
  keyRows: Uint16Array | Uint32Array;
  /** Where each field's keys start in the key space; the last entry is its size. */
  keyOffsets: Uint32Array;
  /** How many jobs have each key of the key space (fieldTotals are views of it). */
  keyTotals: Uint32Array;
  /** How many jobs have each key, per field: the facet counts of a search that matches all. */
  fieldTotals: Record<KeyFieldName, Uint32Array>;
  /** The jobs of each key, per field. */
  fieldJobs: Record<KeyFieldName, Rows>;
  facets: Record<Facet, FacetTable>;
  /** Jobs by date, newest first (ties: catalogue order), and each job's place in that order. */
  dateOrder: Uint32Array;
  dateRank: Uint32Array;
  /** Minutes since each job was posted (the freshness field's key is the day count). */
  postedMinutes: Uint32Array;
  maxPostedMinutes: number;
  /** Annual salary range of each salary key; [-1, -1] when the job does not disclose it. */
  salaryOfKey: ReadonlyArray<readonly [number, number]>;
  /** Experience range of each experience key, in years. */
  experienceOfKey: ReadonlyArray<readonly [number, number]>;
  title: TitleField;
  designations: DesignationsField;
  skills: SkillsField;
  companyName: CompanyNameField;
  /** The location keys of each place (city, state or country, lower case). */
  locationKeysOfPlace: ReadonlyMap<string, readonly number[]>;
  locationJobs: Rows;
  /** Words of the site's company names (values: positions in `site.companies`). */
  companyWords: WordIndex;
  keywords: SuggestionDictionary<DictionaryEntry>;
  locations: SuggestionDictionary<LocationEntry>;
  /** Master data offered on this site, per type, in orderBy order. */
  masterData: ReadonlyMap<Schemas['MasterDataType'], readonly Schemas['MasterDataEntry'][]>;
  /** Job words of the voice reader: designation and skill words and the words of job titles. */
  voiceWords: ReadonlySet<string>;
  /** The site's cities, longest name first, for the voice reader. */
  citiesLongestFirst: readonly string[];
  /** The market's words that mean the same (query-rules.ts). */
  meanings: Meanings;
}

function byOrderBy(
  catalogue: Catalogue,
  site: SiteCatalogue,
): Map<Schemas['MasterDataType'], Schemas['MasterDataEntry'][]> {
  const byType = new Map<Schemas['MasterDataType'], Schemas['MasterDataEntry'][]>();
  for (const entry of catalogue.masterData) {
    if (entry.siteContext && !entry.siteContext.includes(site.site.siteContext)) continue;
    const list = byType.get(entry.type) ?? [];
    list.push(entry);
    byType.set(entry.type, list);
  }
  for (const list of byType.values()) list.sort((a, b) => a.orderBy - b.orderBy);
  return byType;
}

export function buildSiteIndex(catalogue: Catalogue, site: SiteCatalogue): SiteSearchIndex {
  const jobs = site.jobs;
  const size = jobs.length;
  const keys = readJobKeys(jobs);
  const { fieldKeys, keyCounts, posted, tables } = keys;
  const fields = Object.fromEntries(
    KEY_FIELDS.map((name) => [name, { keyOf: fieldKeys[name], keyCount: keyCounts[name] }]),
  ) as Record<KeyFieldName, KeyField>;
  const titleWords = tables.title.items.map((t) => words(t));
  return {
    site,
    jobs,
    size,
    salaryFilters: site.site.flags.salaryFilters,
    fields,
    ...keySpaceOf(fieldKeys, keyCounts, size),
    fieldJobs: Object.fromEntries(
      KEY_FIELDS.map((name) => [name, jobsByKey(fieldKeys[name], keyCounts[name])]),
    ) as Record<KeyFieldName, Rows>,
    facets: siteFacets(keys),
    ...dateOrderOf(posted),
    postedMinutes: posted,
    maxPostedMinutes: posted.reduce((max, minutes) => Math.max(max, minutes), 0),
    salaryOfKey: tables.salary.items,
    experienceOfKey: tables.experience.items,
    ...textFields(keys, titleWords),
    locationKeysOfPlace: locationKeysOfPlace(keys),
    locationJobs: jobsByKey(fieldKeys.location, tables.location.items.length),
    companyWords: WordIndex.build(site.companies.map((c) => words(c.name))),
    keywords: new SuggestionDictionary(keywordEntries(catalogue, site)),
    locations: new SuggestionDictionary(locationEntries(site)),
    masterData: byOrderBy(catalogue, site),
    voiceWords: voiceVocabulary(catalogue, site, titleWords),
    citiesLongestFirst: site.site.cities.map((c) => c.city).sort((a, b) => b.length - a.length),
    meanings: meaningsOf(site.site.countryCode),
  };
}
