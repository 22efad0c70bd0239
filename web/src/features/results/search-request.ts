// What a results page asks for, read from its page kind and URL (spec section 2), and how the
// filter panel writes filters back into the URL.
import type { Schemas } from '../../../../openapi/client';
import type { ListingFilter, PageKind, SeoJobType } from '../../../../openapi/vocabulary/page-kind';
import { searchName, titleCase } from '../../lib/search-name';
import { site } from '../../lib/site';
import {
  RESULTS_PAGE_SIZE,
  SORT_BY_DATE,
  SORT_BY_RELEVANCE,
} from '../../../../openapi/vocabulary/limits';

export const PAGE_SIZE = RESULTS_PAGE_SIZE;
export const PAGE_PARAM = 'page';

/** Filters of the results page, in the order the panel shows them (comma-joined in the URL). */
export const FILTERS = [
  'jobFreshness',
  'experienceRanges',
  'salaryRanges',
  'jobCities',
  'jobStates',
  'jobCountries',
  'industries',
  'functions',
  'roles',
  'employerTypes',
  'jobTypes',
  'companies',
  'qualifications',
] as const;
export type FilterName = (typeof FILTERS)[number];

export const FILTER_LABELS: Record<FilterName, string> = {
  jobFreshness: 'Freshness',
  experienceRanges: 'Experience',
  salaryRanges: 'Salary',
  jobCities: 'City',
  jobStates: 'State',
  jobCountries: 'Country',
  industries: 'Industry',
  functions: 'Function',
  roles: 'Role',
  employerTypes: 'Company type',
  jobTypes: 'Job type',
  companies: 'Companies',
  qualifications: 'Education',
};

/** Filters that take one value (a radio group); the rest are multi-select. */
export const SINGLE_VALUE_FILTERS: ReadonlySet<FilterName> = new Set(['jobFreshness']);

export const JOB_TYPE_LABELS: Record<Schemas['JobType'], string> = {
  permanent: 'Permanent',
  contract: 'Contract',
  payroll: 'Payroll',
  walkin: 'Walk-in',
  sjs: 'Sponsored',
  women: 'Jobs for women',
  international: 'International',
  govt: 'Government',
};

const SEO_JOB_TYPES: Record<SeoJobType, Schemas['JobType']> = {
  contract: 'contract',
  women: 'women',
  international: 'international',
  permanent: 'permanent',
  walkin: 'walkin',
};

export type SearchQuery = NonNullable<Schemas['FilterRequest']> & {
  queryEntity?: string[];
  /** Echoed for tracking on the results call (spec section 2); not part of a filter request. */
  searchId?: string;
  sort?: Schemas['SortOrder'];
};

export interface ResultsRequest {
  /** GET searchResults for the results pages; POST jobsearch for the listing pages. */
  via: 'searchResults' | 'jobsearch';
  query: SearchQuery;
  heading: string;
}

function filtersOf(params: URLSearchParams): Partial<Record<FilterName, string>> {
  const filters: Partial<Record<FilterName, string>> = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value && (name !== 'salaryRanges' || site.flags.salaryFilters)) filters[name] = value;
  }
  return filters;
}

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM) ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function common(params: URLSearchParams): SearchQuery {
  const experience = params.get('experience');
  const sort = params.get('sort') === String(SORT_BY_DATE) ? SORT_BY_DATE : SORT_BY_RELEVANCE;
  const searchId = params.get('searchId');
  return {
    ...(searchId ? { searchId } : {}),
    ...filtersOf(params),
    ...(experience !== null && experience !== '' && Number.isInteger(Number(experience))
      ? { experience: Number(experience) }
      : {}),
    sort,
    start: (pageOf(params) - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}

const LISTING_HEADINGS: Record<ListingFilter, string> = {
  company: 'Jobs by company',
  function: 'Jobs by function',
  industry: 'Jobs by industry',
  location: 'Jobs by location',
  education: 'Jobs by education',
  consultant: 'Jobs from consultants',
  skill: 'Jobs by skill',
  'job-search': 'All jobs',
};

/** A listing page without a value lists the values to choose from (the directory), not jobs. */
export function isListingDirectory(page: PageKind): boolean {
  return (
    page.kind === 'listing' && !page.value && !['consultant', 'job-search'].includes(page.filter)
  );
}

export function resultsRequest(page: PageKind, params: URLSearchParams): ResultsRequest {
  const base = common(params);
  const query = params.get('query') ?? '';
  const locations = params.get('locations') ?? '';
  const entities = params.getAll('queryEntity');
  const named = searchName(query, locations) || 'Jobs';
  const where = locations.trim() ? ` in ${titleCase(locations.trim())}` : '';
  switch (page.kind) {
    case 'walkinSRP':
      return {
        via: 'searchResults',
        query: { ...base, query, locations, queryEntity: entities, jobTypes: 'walkin' },
        heading: `Walk-in ${(searchName(query, '') || 'Jobs').toLowerCase()}${where}`,
      };
    case 'companySRP': {
      const exact = params.get('exactMatch') === 'true';
      return {
        via: 'searchResults',
        query: {
          ...base,
          ...(exact ? { queryEntity: [`${query.toLowerCase()}:company`] } : { query }),
        },
        heading: `Jobs at ${query || 'companies'}`,
      };
    }
    case 'listing':
      return {
        via: 'jobsearch',
        query: {
          ...base,
          filterName: page.filter === 'job-search' ? 'job-search' : page.filter,
          ...(page.value ? { filterValue: page.value } : {}),
          ...(params.get('jobType') ? { jobTypes: params.get('jobType') ?? '' } : {}),
        },
        heading:
          params.get('title') ??
          (page.value ? `${titleCase(page.value)} jobs` : LISTING_HEADINGS[page.filter]),
      };
    case 'seoJobType':
      return {
        via: 'jobsearch',
        query: { ...base, filterName: 'jobType', filterValue: SEO_JOB_TYPES[page.jobType] },
        heading: `${JOB_TYPE_LABELS[SEO_JOB_TYPES[page.jobType]]} jobs`,
      };
    default:
      return {
        via: 'searchResults',
        query: {
          ...base,
          query,
          locations,
          queryEntity: entities,
          ...(params.get('jobTypes') ? { jobTypes: params.get('jobTypes') ?? '' } : {}),
        },
        heading: named,
      };
  }
}

/** The URL with one filter set (or cleared) and the page reset to 1. */
export function withFilter(
  params: URLSearchParams,
  name: FilterName,
  values: string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (values.length > 0) next.set(name, values.join(','));
  else next.delete(name);
  next.delete(PAGE_PARAM);
  return next;
}

export function selectedValues(params: URLSearchParams, name: FilterName): string[] {
  return (params.get(name) ?? '').split(',').filter(Boolean);
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTERS) next.delete(name);
  next.delete(PAGE_PARAM);
  return next;
}
