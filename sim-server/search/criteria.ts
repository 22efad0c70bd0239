// Search criteria as the results page and the listing pages send them (spec sections 2, 3, 5),
// parsed once into a normalised form the engine matches against.

import { RESULTS_PAGE_SIZE, SORT_BY_RELEVANCE } from '../../openapi/vocabulary/limits';
import {
  FRESHNESS_BUCKETS,
  NOT_SPECIFIED_SALARY,
  QUERY_ENTITY_TYPES,
  rangeValue,
  type QueryEntityType,
} from '../../openapi/vocabulary/search';
import { applyQueryRules } from './query-rules';
import { foldSearchText } from '../../openapi/vocabulary/search-fold';
import { words } from './search-words';

export { words } from './search-words';

export const MINUTES_PER_DAY = 24 * 60;
/**
 * A list facet (industries, companies, cities...) shows its most frequent values, at most this
 * many, plus every value the request selected; the taxonomies (about 90 roles at most) fit whole,
 * so in practice only the companies facet is cut.
 */
export const FACET_VALUES_SHOWN = 100;

/** Job freshness buckets: jobs posted within the last n days (the contract's bucket ids). */
export const FRESHNESS_DAYS: readonly number[] = FRESHNESS_BUCKETS.map(Number);
export const EXPERIENCE_BUCKETS: readonly Range[] = [
  { min: 0, max: 1 },
  { min: 1, max: 3 },
  { min: 3, max: 5 },
  { min: 5, max: 7 },
  { min: 7, max: 10 },
  { min: 10, max: 15 },
  { min: 15, max: 50 },
];
/** Annual salary buckets for the India site, in rupees. */
export const SALARY_BUCKETS: readonly Range[] = [
  { min: 0, max: 300_000 },
  { min: 300_000, max: 600_000 },
  { min: 600_000, max: 1_000_000 },
  { min: 1_000_000, max: 1_500_000 },
  { min: 1_500_000, max: 2_500_000 },
  { min: 2_500_000, max: 5_000_000 },
  { min: 5_000_000, max: 10_000_000 },
];
const RUPEES_PER_LAKH = 100_000;

export function rangeId(range: Range): string {
  return rangeValue(range.min, range.max);
}

export function experienceLabel(range: Range): string {
  return `${range.min}-${range.max} Yrs`;
}

export function salaryLabel(range: Range): string {
  return `${range.min / RUPEES_PER_LAKH}-${range.max / RUPEES_PER_LAKH} Lakhs`;
}

export const NOT_SPECIFIED_SALARY_LABEL = 'Not specified';

/** Whether [min, max] and the range share at least one value. */
export function overlaps(min: number, max: number, range: Range): boolean {
  return min <= range.max && max >= range.min;
}

export interface RawCriteria {
  query?: string;
  queryEntity?: string[];
  locations?: string;
  experience?: number;
  experienceRanges?: string;
  industries?: string;
  functions?: string;
  roles?: string;
  salaryRanges?: string;
  jobFreshness?: string;
  employerTypes?: string;
  jobTypes?: string;
  companies?: string;
  companyIds?: string;
  jobCities?: string;
  qualifications?: string;
  jobCountries?: string;
  jobStates?: string;
  sort?: number;
  start?: number;
  limit?: number;
}

export interface Range {
  min: number;
  max: number;
}

export interface Criteria {
  /** Keyword phrases (comma-separated in the query), each a list of lower-case words. */
  phrases: string[][];
  entities: Array<{ name: string; type: QueryEntityType }>;
  locations: string[];
  experience: number | undefined;
  experienceRanges: Range[];
  salaryRanges: { notSpecified: boolean; ranges: Range[] } | undefined;
  freshnessDays: number | undefined;
  filters: {
    industries: ReadonlySet<string>;
    functions: ReadonlySet<string>;
    roles: ReadonlySet<string>;
    employerTypes: ReadonlySet<string>;
    jobTypes: ReadonlySet<string>;
    companies: ReadonlySet<string>;
    jobCities: ReadonlySet<string>;
    qualifications: ReadonlySet<string>;
    jobCountries: ReadonlySet<string>;
    jobStates: ReadonlySet<string>;
  };
  sort: number;
  start: number;
  limit: number;
}

const NONE: readonly string[] = Object.freeze([]);
const NO_VALUES: ReadonlySet<string> = new Set();

function list(value: string | undefined): readonly string[] {
  if (value === undefined || value === '') return NONE;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function lowerSet(value: string | undefined): ReadonlySet<string> {
  const items = list(value);
  return items.length === 0 ? NO_VALUES : new Set(items.map((item) => item.toLowerCase()));
}

function ranges(value: string | undefined): Range[] {
  return list(value).flatMap((item) => {
    const match = /^(\d+)~(\d+)$/.exec(item);
    if (!match) return [];
    const a = Number(match[1]);
    const b = Number(match[2]);
    return [{ min: Math.min(a, b), max: Math.max(a, b) }];
  });
}

export function parseCriteria(raw: RawCriteria, salaryFilters: boolean): Criteria {
  const salaryItems = list(raw.salaryRanges).map((item) => item.toLowerCase());
  const meaning = applyQueryRules(
    list(raw.query)
      .map(words)
      .filter((phrase) => phrase.length > 0),
    list(raw.locations).map((l) => l.toLowerCase()),
    raw.experience,
  );
  return {
    phrases: meaning.phrases,
    entities: (raw.queryEntity ?? []).flatMap((entity) => {
      const at = entity.lastIndexOf(':');
      const type = entity.slice(at + 1);
      const name = foldSearchText(entity.slice(0, at).trim());
      const known = QUERY_ENTITY_TYPES.find((t) => t === type);
      return name && known ? [{ name, type: known }] : [];
    }),
    locations: meaning.locations,
    experience: meaning.experience,
    experienceRanges: ranges(raw.experienceRanges),
    salaryRanges:
      salaryFilters && salaryItems.length > 0
        ? {
            notSpecified: salaryItems.includes(NOT_SPECIFIED_SALARY),
            ranges: ranges(raw.salaryRanges),
          }
        : undefined,
    freshnessDays: raw.jobFreshness === undefined ? undefined : Number(raw.jobFreshness),
    filters: {
      industries: lowerSet(raw.industries),
      functions: lowerSet(raw.functions),
      roles: lowerSet(raw.roles),
      employerTypes: lowerSet(raw.employerTypes),
      jobTypes: lowerSet(raw.jobTypes),
      companies: lowerSet(raw.companies ?? raw.companyIds),
      jobCities: lowerSet(raw.jobCities),
      qualifications: lowerSet(raw.qualifications),
      jobCountries: lowerSet(raw.jobCountries),
      jobStates: lowerSet(raw.jobStates),
    },
    sort: raw.sort ?? SORT_BY_RELEVANCE,
    start: raw.start ?? 0,
    limit: raw.limit ?? RESULTS_PAGE_SIZE,
  };
}
