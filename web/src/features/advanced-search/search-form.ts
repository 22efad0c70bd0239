// The advanced search form's state and what it becomes (spec sections 3, 5): the salary pair's
// check, and the results URL with the filters the form holds.
import { FRESHER_EXPERIENCE_ID } from '../../../../openapi/vocabulary/limits';
import { ROUTE } from '../../../../openapi/vocabulary/routes';
import { NOT_SPECIFIED_SALARY, rangeValue } from '../../../../openapi/vocabulary/search';
import { site } from '../../lib/site';
import { SALARY_ORDER_MESSAGE } from './messages';
import {
  SALARY_MAX_MISSING_MESSAGE,
  SALARY_MIN_MISSING_MESSAGE,
} from '../../../../openapi/vocabulary/messages';
import { LAKH } from '../../../../openapi/vocabulary/fixed-lists';

export interface SearchForm {
  keyword: string;
  location: string;
  years: string;
  months: string;
  industries: string[];
  /** The chosen function's uuid (its roles' parent) and id (the results filter). */
  functionUuid: string;
  functionId: string;
  role: string;
  minSalary: string;
  maxSalary: string;
  includeUnspecified: boolean;
  freshness: string;
  employerTypes: string[];
}

export const EMPTY_FORM: SearchForm = {
  keyword: '',
  location: '',
  years: '',
  months: '',
  industries: [],
  functionUuid: '',
  functionId: '',
  role: '',
  minSalary: '',
  maxSalary: '',
  includeUnspecified: false,
  freshness: '',
  employerTypes: [],
};

/** What each block of the form gets: the form's id prefix, the form, and a change to it. */
export interface FormPartProps {
  id: string;
  form: SearchForm;
  update: (patch: Partial<SearchForm>) => void;
}

/** Comma-separated values, trimmed, without empties (the location box's cities). */
export function listOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Years of experience that have a months field: a number of years, not Any or Fresher. */
export function hasMonths(years: string): boolean {
  return years !== '' && years !== String(FRESHER_EXPERIENCE_ID);
}

/** The salary pair's message (sites with salary filters only), or null when it is fine. */
export function salaryError(form: SearchForm): string | null {
  if (!site.flags.salaryFilters) return null;
  if (form.minSalary !== '' && form.maxSalary === '') return SALARY_MAX_MISSING_MESSAGE;
  if (form.maxSalary !== '' && form.minSalary === '') return SALARY_MIN_MISSING_MESSAGE;
  if (form.minSalary !== '' && Number(form.minSalary) > Number(form.maxSalary))
    return SALARY_ORDER_MESSAGE;
  return null;
}

export function resultsPath(form: SearchForm): string {
  const params = new URLSearchParams();
  if (form.keyword.trim()) params.set('query', form.keyword.trim());
  if (form.location.trim()) params.set('locations', form.location.trim());
  if (form.years !== '') params.set('experience', form.years);
  if (hasMonths(form.years) && form.months !== '' && form.months !== '0') {
    params.set('experienceRanges', rangeValue(Number(form.years), Number(form.years) + 1));
  }
  if (form.industries.length > 0) params.set('industries', form.industries.join(','));
  if (form.functionId) params.set('functions', form.functionId);
  if (form.role) params.set('roles', form.role);
  const salary: string[] = [];
  if (form.minSalary !== '')
    salary.push(rangeValue(Number(form.minSalary) * LAKH, Number(form.maxSalary) * LAKH));
  if (form.includeUnspecified) salary.push(NOT_SPECIFIED_SALARY);
  if (site.flags.salaryFilters && salary.length > 0) params.set('salaryRanges', salary.join(','));
  if (form.freshness) params.set('jobFreshness', form.freshness);
  if (form.employerTypes.length > 0) params.set('employerTypes', form.employerTypes.join(','));
  return `${ROUTE.searchResults}?${params.toString()}`;
}
