// The search vocabulary of spec sections 2 and 3: the filters with facets, their value formats and
// labels. The contract holds the lists of values (freshness buckets, employer types); they come
// from the generated module, not from copies.
import type { components } from '../generated/schema';
import { employerTypeNameValues, jobFreshnessBucketValues } from '../generated/schema';
import { counted } from './plural';

type Schemas = components['schemas'];

/** The filters the results page shows with counts, in the order the filter panel lists them. */
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
] as const satisfies ReadonlyArray<keyof Schemas['SearchFacets']>;
export type Facet = (typeof FACETS)[number];

/** What a typed query entity (`{name}:{type}`, search's queryEntity) may name. */
export const QUERY_ENTITY_TYPES = ['designation', 'skill', 'company'] as const;
export type QueryEntityType = (typeof QUERY_ENTITY_TYPES)[number];

export const FRESHNESS_BUCKETS = jobFreshnessBucketValues;
export const EMPLOYER_TYPES = employerTypeNameValues;

/** Section 3: a freshness option reads 'Last {n} days' ('Last 1 day' for one: plural.ts). */
export function freshnessLabel(days: number | string): string {
  return `Last ${counted(Number(days), 'day', 'days')}`;
}

/** Section 3: an employer type is shown as '{name} Jobs'. */
export function employerTypeLabel(name: string): string {
  return `${name} Jobs`;
}

/** Section 2: the salary filter value for jobs that do not state a salary. */
export const NOT_SPECIFIED_SALARY = 'not specified';

/** Section 3: ranges (experience, salary) are written `{min}~{max}`. */
export function rangeValue(min: number, max: number): string {
  return `${min}~${max}`;
}
