// The search index of one site, built once at start-up from the seeded catalogue.
//
// Jobs share their small values (titles, skill lists, location lists, taxonomy lists, salary and
// experience objects), so every field of a job is reduced to a key: the ordinal of its distinct
// value. A query then works on the few thousand distinct values (which titles match "java"?)
// and reaches the jobs through per-key job lists, and the facet counts are per-key counters that
// are spread over the facet's values once at the end. Everything per job is a typed array: the
// key fields and their job lists are in key-fields.ts, the facets' value tables in
// facet-tables.ts.
import type { Schemas } from '../../openapi/client';
import type { Catalogue, SeedJob, SiteCatalogue } from '../catalogue/types';
import {
  EXPERIENCE_BUCKETS,
  FRESHNESS_DAYS,
  MINUTES_PER_DAY,
  NOT_SPECIFIED_SALARY_LABEL,
  SALARY_BUCKETS,
  experienceLabel,
  overlaps,
  rangeId,
  salaryLabel,
  words,
} from './criteria';
import {
  NOT_SPECIFIED_SALARY,
  employerTypeLabel,
  freshnessLabel,
  type Facet,
} from '../../openapi/vocabulary/search';
import { WordIndex } from './dictionary';
import { JoinedTexts } from './joined-texts';
import {
  SuggestionDictionary,
  keywordEntries,
  locationEntries,
  type DictionaryEntry,
} from './autocomplete';
import { voiceVocabulary } from './voice';
import { fixedFacet, listFacet } from './facet-tables';
import {
  type FacetTable,
  KEY_FIELDS,
  type KeyField,
  type KeyFieldName,
  Keys,
  PairKeys,
  type Rows,
  type TextField,
  jobsByKey,
  toRows,
} from './key-fields';

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
  title: TextField & {
    /** Words of each title joined by single spaces, for the whole-phrase test. */
    text: string[];
    words: WordIndex;
  };
  designations: TextField & {
    /** Distinct designations, lower case. */
    names: string[];
    /** The same names, for finding every designation that holds a phrase. */
    joined: JoinedTexts;
    /** Row k: the designation names of list k. Row d of `listsOfName`: the lists naming d. */
    namesOfList: Rows;
    listsOfName: Rows;
  };
  skills: TextField & {
    /** Distinct skills (skills and IT skills), lower case. */
    names: string[];
    byName: ReadonlyMap<string, number>;
    /** Words of the skill names (values: skill ordinals). */
    words: WordIndex;
    /** Row k: the skills of skill set k; row s of `setsOfSkill`: the sets with skill s. */
    skillsOfSet: Rows;
    setsOfSkill: Rows;
  };
  companyName: TextField & {
    names: string[];
    words: WordIndex;
  };
  /** The location keys of each place (city, state or country, lower case). */
  locationKeysOfPlace: ReadonlyMap<string, readonly number[]>;
  locationJobs: Rows;
  /** Words of the site's company names (values: positions in `site.companies`). */
  companyWords: WordIndex;
  keywords: SuggestionDictionary<DictionaryEntry>;
  locations: SuggestionDictionary;
  /** Master data offered on this site, per type, in orderBy order. */
  masterData: ReadonlyMap<Schemas['MasterDataType'], readonly Schemas['MasterDataEntry'][]>;
  /** Job words of the voice reader: designation and skill words and the words of job titles. */
  voiceWords: ReadonlySet<string>;
  /** The site's cities, longest name first, for the voice reader. */
  citiesLongestFirst: readonly string[];
}

/** The salary key's range of a job that does not disclose its salary. */
export const UNDISCLOSED = -1;
const NO_DESIGNATIONS: readonly string[] = Object.freeze([]);
const SEPARATOR = '\u0001';

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

  // ---- one pass over the jobs: a key per field
  const titleKeys = new Keys<string>((t) => t);
  const designationKeys = new Keys<readonly string[]>((d) => d.join(SEPARATOR));
  // A skill set is the pair (skills, itSkills): keyed by the two lists' identities, then content.
  const skillSets: Array<[readonly string[], readonly string[]]> = [];
  const skillSetByRef = new Map<readonly string[], Map<readonly string[], number>>();
  const skillSetByContent = new Map<string, number>();
  const skillSetKey = (skills: readonly string[], it: readonly string[]): number => {
    let inner = skillSetByRef.get(skills);
    if (!inner) {
      inner = new Map();
      skillSetByRef.set(skills, inner);
    }
    let key = inner.get(it);
    if (key !== undefined) return key;
    const content = `${skills.join(SEPARATOR)}\n${it.join(SEPARATOR)}`;
    key = skillSetByContent.get(content);
    if (key === undefined) {
      key = skillSets.length;
      skillSets.push([skills, it]);
      skillSetByContent.set(content, key);
    }
    inner.set(it, key);
    return key;
  };
  const companyNameKeys = new Keys<string>((n) => n);
  const taxonomy = <T extends { id: number }>() =>
    new Keys<readonly T[]>((list) => list.map((item) => item.id).join(','));
  const industryKeys = taxonomy<SeedJob['industries'][number]>();
  const functionKeys = taxonomy<SeedJob['functions'][number]>();
  const roleKeys = taxonomy<SeedJob['roles'][number]>();
  const salaryKeys = new PairKeys();
  const employerKeys = new Keys<string>((e) => e);
  const jobTypeKeys = new Keys<readonly string[]>((list) => list.join(','));
  const companyKeys = new Keys<number>(String);
  const companyNameOfId = new Map<number, string>();
  const locationKeys = new Keys<SeedJob['locations']>((list) =>
    list.map((l) => [l.city, l.state ?? '', l.country].join(SEPARATOR)).join('\n'),
  );
  const qualificationKeys = new Keys<readonly string[]>((list) => list.join(SEPARATOR));
  const experienceKeys = new PairKeys();

  const perJob = () => new Uint32Array(size);
  const title = perJob();
  const designation = perJob();
  const skillSet = perJob();
  const companyName = perJob();
  const fieldKeys: Record<KeyFieldName, Uint32Array> = {
    industries: perJob(),
    functions: perJob(),
    roles: perJob(),
    salary: perJob(),
    freshness: perJob(),
    employerType: perJob(),
    jobTypes: perJob(),
    company: perJob(),
    location: perJob(),
    qualifications: perJob(),
    experience: perJob(),
  };
  const posted = perJob();
  let maxDays = 0;

  for (let j = 0; j < size; j++) {
    const job = jobs[j] as SeedJob;
    title[j] = titleKeys.keyOf(job.title);
    designation[j] = designationKeys.keyOf(job.designations ?? NO_DESIGNATIONS);
    skillSet[j] = skillSetKey(job.skills, job.itSkills);
    companyName[j] = companyNameKeys.keyOf(job.companyName);
    fieldKeys.industries[j] = industryKeys.keyOf(job.industries);
    fieldKeys.functions[j] = functionKeys.keyOf(job.functions);
    fieldKeys.roles[j] = roleKeys.keyOf(job.roles);
    const min = job.minimumSalaryFilter;
    const max = job.maximumSalaryFilter;
    fieldKeys.salary[j] =
      min === null || min === undefined || max === null || max === undefined
        ? salaryKeys.keyOf(UNDISCLOSED, UNDISCLOSED)
        : salaryKeys.keyOf(min, max);
    const days = Math.ceil(job.postedMinutesAgo / MINUTES_PER_DAY);
    fieldKeys.freshness[j] = days;
    if (days > maxDays) maxDays = days;
    posted[j] = job.postedMinutesAgo;
    fieldKeys.employerType[j] = employerKeys.keyOf(job.employerType);
    fieldKeys.jobTypes[j] = jobTypeKeys.keyOf(job.jobTypes);
    fieldKeys.company[j] = companyKeys.keyOf(job.companyId);
    if (!companyNameOfId.has(job.companyId)) companyNameOfId.set(job.companyId, job.companyName);
    fieldKeys.location[j] = locationKeys.keyOf(job.locations);
    fieldKeys.qualifications[j] = qualificationKeys.keyOf(job.qualifications);
    fieldKeys.experience[j] = experienceKeys.keyOf(job.exp.min, job.exp.max);
  }

  const keyCounts: Record<KeyFieldName, number> = {
    industries: industryKeys.items.length,
    functions: functionKeys.items.length,
    roles: roleKeys.items.length,
    salary: salaryKeys.items.length,
    freshness: maxDays + 1,
    employerType: employerKeys.items.length,
    jobTypes: jobTypeKeys.items.length,
    company: companyKeys.items.length,
    location: locationKeys.items.length,
    qualifications: qualificationKeys.items.length,
    experience: experienceKeys.items.length,
  };
  const fields = Object.fromEntries(
    KEY_FIELDS.map((name) => [name, { keyOf: fieldKeys[name], keyCount: keyCounts[name] }]),
  ) as Record<KeyFieldName, KeyField>;

  // One key space for all the fields, field after field (KEY_FIELDS order), so that counting the
  // facets of a job adds one to a place in a single array per field of its row. Two bytes a key
  // when the sites have few enough keys (the seeded ones do): half the memory counting reads.
  const keyOffsets = new Uint32Array(KEY_FIELDS.length + 1);
  KEY_FIELDS.forEach((name, f) => {
    keyOffsets[f + 1] = (keyOffsets[f] as number) + keyCounts[name];
  });
  const keySpace = keyOffsets[KEY_FIELDS.length] as number;
  const keyRows =
    keySpace <= 0x10000
      ? new Uint16Array(size * KEY_FIELDS.length)
      : new Uint32Array(size * KEY_FIELDS.length);
  const keyTotals = new Uint32Array(keySpace);
  KEY_FIELDS.forEach((name, f) => {
    const keyOf = fieldKeys[name];
    const offset = keyOffsets[f] as number;
    for (let j = 0; j < size; j++) {
      const key = offset + (keyOf[j] as number);
      keyRows[j * KEY_FIELDS.length + f] = key;
      keyTotals[key] = (keyTotals[key] as number) + 1;
    }
  });
  const fieldTotals = Object.fromEntries(
    KEY_FIELDS.map((name, f) => [
      name,
      keyTotals.subarray(keyOffsets[f] as number, keyOffsets[f + 1] as number),
    ]),
  ) as Record<KeyFieldName, Uint32Array>;

  // ---- date order: newest first, ties in catalogue order
  const order = new Float64Array(size);
  for (let j = 0; j < size; j++) order[j] = (posted[j] ?? 0) * size + j;
  order.sort();
  const dateOrder = new Uint32Array(size);
  const dateRank = new Uint32Array(size);
  order.forEach((key, rank) => {
    const j = key % size;
    dateOrder[rank] = j;
    dateRank[j] = rank;
  });

  // ---- facets
  const days = Array.from({ length: maxDays + 1 }, (_, d) => d);
  const facets: Record<Facet, FacetTable> = {
    industries: listFacet('industries', industryKeys.items, (list, b) =>
      list.map((item) => b.ordinal(String(item.id), item.name)),
    ),
    functions: listFacet('functions', functionKeys.items, (list, b) =>
      list.map((item) => b.ordinal(String(item.id), item.name)),
    ),
    roles: listFacet('roles', roleKeys.items, (list, b) =>
      list.map((item) => b.ordinal(String(item.id), item.name)),
    ),
    salaryRanges: fixedFacet(
      'salaryRanges',
      [
        ...SALARY_BUCKETS.map((range) => ({ id: rangeId(range), label: salaryLabel(range) })),
        { id: NOT_SPECIFIED_SALARY, label: NOT_SPECIFIED_SALARY_LABEL },
      ],
      salaryKeys.items,
      ([min, max], bucket) => {
        const range = SALARY_BUCKETS[bucket];
        return range ? min !== UNDISCLOSED && overlaps(min, max, range) : min === UNDISCLOSED;
      },
    ),
    jobFreshness: fixedFacet(
      'jobFreshness',
      FRESHNESS_DAYS.map((d) => ({ id: String(d), label: freshnessLabel(d) })),
      days,
      (day, bucket) => day <= (FRESHNESS_DAYS[bucket] ?? 0),
    ),
    employerTypes: listFacet('employerTypes', employerKeys.items, (type, b) => [
      b.ordinal(type.toLowerCase(), employerTypeLabel(type)),
    ]),
    jobTypes: listFacet('jobTypes', jobTypeKeys.items, (list, b) =>
      list.map((type) => b.ordinal(type.toLowerCase(), type)),
    ),
    companies: listFacet('companies', companyKeys.items, (id, b) => [
      b.ordinal(String(id), companyNameOfId.get(id) ?? String(id)),
    ]),
    jobCities: listFacet('jobCities', locationKeys.items, (list, b) =>
      list.map((l) => b.ordinal(l.city.toLowerCase(), l.city)),
    ),
    qualifications: listFacet('qualifications', qualificationKeys.items, (list, b) =>
      list.map((q) => b.ordinal(q.toLowerCase(), q)),
    ),
    jobCountries: listFacet('jobCountries', locationKeys.items, (list, b) =>
      list.map((l) => b.ordinal(l.country.toLowerCase(), l.country)),
    ),
    jobStates: listFacet('jobStates', locationKeys.items, (list, b) =>
      list.flatMap((l) => (l.state ? [b.ordinal(l.state.toLowerCase(), l.state)] : [])),
    ),
    experienceRanges: fixedFacet(
      'experienceRanges',
      EXPERIENCE_BUCKETS.map((range) => ({ id: rangeId(range), label: experienceLabel(range) })),
      experienceKeys.items,
      ([min, max], bucket) => {
        const range = EXPERIENCE_BUCKETS[bucket];
        return range !== undefined && overlaps(min, max, range);
      },
    ),
  };

  // ---- text fields
  const titleWords = titleKeys.items.map((t) => words(t));
  const designationNames = new Keys<string>((d) => d);
  const namesOfList = designationKeys.items.map((list) =>
    list.map((d) => designationNames.keyOf(d.toLowerCase())),
  );
  const skillNames = new Keys<string>((s) => s);
  const skillsOfSet = skillSets.map(([skills, it]) =>
    [...skills, ...it].map((s) => skillNames.keyOf(s.toLowerCase())),
  );
  const invert = (rows: number[][], count: number) => {
    const inverse: number[][] = Array.from({ length: count }, () => []);
    rows.forEach((row, r) => {
      for (const item of new Set(row)) inverse[item]?.push(r);
    });
    return toRows(inverse);
  };
  const companyWords = companyNameKeys.items.map((n) => words(n));

  const locationKeysOfPlace = new Map<string, number[]>();
  locationKeys.items.forEach((list, key) => {
    const places = new Set(
      list.flatMap((l) => [l.city, l.state ?? '', l.country].map((p) => p.toLowerCase())),
    );
    for (const place of places) {
      const keys = locationKeysOfPlace.get(place) ?? [];
      keys.push(key);
      locationKeysOfPlace.set(place, keys);
    }
  });

  return {
    site,
    jobs,
    size,
    salaryFilters: site.site.flags.salaryFilters,
    fields,
    keyRows,
    keyOffsets,
    keyTotals,
    fieldTotals,
    fieldJobs: Object.fromEntries(
      KEY_FIELDS.map((name) => [name, jobsByKey(fieldKeys[name], keyCounts[name])]),
    ) as Record<KeyFieldName, Rows>,
    facets,
    dateOrder,
    dateRank,
    postedMinutes: posted,
    maxPostedMinutes: posted.reduce((max, minutes) => Math.max(max, minutes), 0),
    salaryOfKey: salaryKeys.items,
    experienceOfKey: experienceKeys.items,
    title: {
      keyOf: title,
      keyCount: titleKeys.items.length,
      jobs: jobsByKey(title, titleKeys.items.length),
      text: titleWords.map((w) => w.join(' ')),
      words: WordIndex.build(titleWords),
    },
    designations: {
      keyOf: designation,
      keyCount: designationKeys.items.length,
      jobs: jobsByKey(designation, designationKeys.items.length),
      names: designationNames.items,
      joined: new JoinedTexts(designationNames.items),
      namesOfList: toRows(namesOfList),
      listsOfName: invert(namesOfList, designationNames.items.length),
    },
    skills: {
      keyOf: skillSet,
      keyCount: skillSets.length,
      jobs: jobsByKey(skillSet, skillSets.length),
      names: skillNames.items,
      byName: new Map(skillNames.items.map((name, i) => [name, i])),
      words: WordIndex.build(skillNames.items.map((s) => words(s))),
      skillsOfSet: toRows(skillsOfSet),
      setsOfSkill: invert(skillsOfSet, skillNames.items.length),
    },
    companyName: {
      keyOf: companyName,
      keyCount: companyNameKeys.items.length,
      jobs: jobsByKey(companyName, companyNameKeys.items.length),
      names: companyNameKeys.items.map((n) => n.toLowerCase()),
      words: WordIndex.build(companyWords),
    },
    locationKeysOfPlace,
    locationJobs: jobsByKey(fieldKeys.location, locationKeys.items.length),
    companyWords: WordIndex.build(site.companies.map((c) => words(c.name))),
    keywords: new SuggestionDictionary(keywordEntries(catalogue, site)),
    locations: new SuggestionDictionary(locationEntries(site)),
    masterData: byOrderBy(catalogue, site),
    voiceWords: voiceVocabulary(catalogue, site, titleWords),
    citiesLongestFirst: site.site.cities.map((c) => c.city).sort((a, b) => b.length - a.length),
  };
}
