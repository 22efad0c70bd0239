// The fixed lists of spec section 3 that the forms offer. Lists the contract holds as enums (job
// type, employment type, shift, category, notice period of the profile…) come from the generated
// module instead, and are re-exported here under the spec's names.
import {
  jobPreferencesEmploymentTypeValues,
  jobPreferencesJobTypeValues,
  jobPreferencesPreferredShiftValues,
  noticePeriodValues,
  personalDetailsCategoryValues,
  projectStatusValues,
} from '../generated/schema';
import type { components } from '../generated/schema';
import { MAX_EXPERIENCE_MONTHS, MAX_EXPERIENCE_YEARS } from './limits';

type JobAlertFrequency = components['schemas']['JobAlertFrequency'];

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Experience: 0 to 50 years, 0 to 11 months. */
export const EXPERIENCE_YEARS = range(0, MAX_EXPERIENCE_YEARS);
export const EXPERIENCE_MONTHS = range(0, MAX_EXPERIENCE_MONTHS);

/** Rupees in a lakh. */
export const LAKH = 100_000;
/** Salary in lakhs, 0 to 100+: steps of 1 up to 50, then 5s. */
export const SALARY_LAKHS = [...range(0, 50), ...range(55, 100, 5)];
/** Salary in thousands, 0 to 95 in steps of 5. */
export const SALARY_THOUSANDS = range(0, 95, 5);
/** Annual salary bounds (rupees). */
export const ANNUAL_SALARY = { min: 100_000, max: 10_000_000 } as const;

/** Notice periods of the advanced search (the profile's come from the contract). */
export const ADVANCED_SEARCH_NOTICE_PERIODS = [
  'Serving notice period',
  'Up to 15 days',
  '1 month',
  '2 months',
  '3 months',
  'More than 3 months',
] as const;
export const PROFILE_NOTICE_PERIODS = noticePeriodValues;
export const CATEGORIES = personalDetailsCategoryValues;
export const JOB_TYPES = jobPreferencesJobTypeValues;
export const EMPLOYMENT_TYPES = jobPreferencesEmploymentTypeValues;
export const PREFERRED_SHIFTS = jobPreferencesPreferredShiftValues;
export const PROJECT_STATUSES = projectStatusValues;

/** Master data SALARY_MODE (section 3): Monthly=1, Annually=2. */
export const SALARY_MODES = [
  { id: 1, name: 'Monthly' },
  { id: 2, name: 'Annually' },
] as const;
export const MONTHLY_SALARY_MODE = SALARY_MODES[0].id;

/** Master data JOB_ALERT_FREQUENCY (section 3): Daily=1, Monthly=2, Weekly=3, shown in time order. */
export const JOB_ALERT_FREQUENCIES = [
  { id: 1, name: 'Daily' },
  { id: 3, name: 'Weekly' },
  { id: 2, name: 'Monthly' },
] as const satisfies ReadonlyArray<{ id: JobAlertFrequency; name: string }>;
