// Search criteria as the results page and the listing pages send them (spec sections 2, 3, 5),
// parsed once into a normalised form the engine matches against.

export const FRESHER_EXPERIENCE_ID = 51;
export const NOT_SPECIFIED_SALARY = 'not specified';
export const DEFAULT_LIMIT = 25;
export const DEFAULT_SORT = 1;
export const SORT_BY_DATE = 2;

/** Filters with a facet on the results page. */
export const FACETS = [
  'industries',
  'functions',
  'roles',
  'salaryRanges',
  'jobFreshness',
  'employerTypes',
  'jobTypes',
  'companies',
  'jobCities',
  'qualifications',
  'jobCountries',
  'jobStates',
  'experienceRanges',
] as const;
export type Facet = (typeof FACETS)[number];

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
  entities: Array<{ name: string; type: 'designation' | 'skill' | 'company' }>;
  locations: string[];
  experience: number | undefined;
  experienceRanges: Range[];
  salaryRanges: { notSpecified: boolean; ranges: Range[] } | undefined;
  freshnessDays: number | undefined;
  filters: {
    industries: Set<string>;
    functions: Set<string>;
    roles: Set<string>;
    employerTypes: Set<string>;
    jobTypes: Set<string>;
    companies: Set<string>;
    jobCities: Set<string>;
    qualifications: Set<string>;
    jobCountries: Set<string>;
    jobStates: Set<string>;
  };
  sort: number;
  start: number;
  limit: number;
}

/** Spec section 5: special characters in search text count as spaces. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .replace(/(^|\s)[.]+|[.]+(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function lowerSet(value: string | undefined): Set<string> {
  return new Set(list(value).map((item) => item.toLowerCase()));
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
  return {
    phrases: list(raw.query)
      .map(words)
      .filter((phrase) => phrase.length > 0),
    entities: (raw.queryEntity ?? []).flatMap((entity) => {
      const at = entity.lastIndexOf(':');
      const type = entity.slice(at + 1);
      const name = entity.slice(0, at).trim().toLowerCase();
      return name && (type === 'designation' || type === 'skill' || type === 'company')
        ? [{ name, type }]
        : [];
    }),
    locations: list(raw.locations).map((l) => l.toLowerCase()),
    experience: raw.experience,
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
    sort: raw.sort ?? DEFAULT_SORT,
    start: raw.start ?? 0,
    limit: raw.limit ?? DEFAULT_LIMIT,
  };
}
