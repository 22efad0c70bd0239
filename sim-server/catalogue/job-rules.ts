// The numbers and shares of the seeded jobs: how many are walk-ins, SJS, remote, undisclosed;
// experience bands by seniority; job-type codes. Read by the job generator (jobs.ts) and its
// draws (job-draws.ts), and by tests through catalogue/index.ts.
import type { Schemas } from '../../openapi/client';
import { DEFAULT_SPL } from '../../openapi/vocabulary/routes';
import type { Level } from './master-data';
import type { SiteProps } from './types';

export type JobLocation = Schemas['JobLocation'];
export type JobType = Schemas['JobType'];
export type Salary = Schemas['Salary'];
export type ExperienceSpan = Schemas['ExperienceSpan'];

/** A job id is 10,000,000 × (site position + 1) + its number; the public jobId is its digits. */
export const JOB_ID_BLOCK = 10_000_000;
/** Jobs are posted over the last 60 days (the freshness filter goes up to 30). */
export const POSTED_WINDOW_DAYS = 60;
export const POSTED_WINDOW_MINUTES = POSTED_WINDOW_DAYS * 24 * 60;
/** Skews posting times toward the recent past, as on a live board. */
export const RECENCY_SKEW = 1.6;

export const WALK_IN_SHARE = 0.08;
/** Walk-in drives start within this many days from today. */
export const WALK_IN_STARTS_WITHIN_DAYS = 20;
export const WALK_IN_LASTS_UP_TO_DAYS = 4;
export const SJS_SHARE = 0.05;
/** The spl value an SJS job adds to its detail URL (spec section 2's default). */
export const SJS_SPL = DEFAULT_SPL;
export const APPLY_ON_REDIRECT_SHARE = 0.1;
export const UNDISCLOSED_SALARY_SHARE = 0.15;
/** Share of jobs with a hostile description; the first job of every site has one as well. */
export const HOSTILE_DESCRIPTION_SHARE = 0.01;
export const WOMEN_SHARE = 0.05;
/** One job in this many can be done from home: it is listed in Remote too (fixtures/search-aliases.ts). */
export const REMOTE_EVERY = 12;
export const INTERNATIONAL_SHARE: Partial<Record<SiteProps['countryCode'], number>> = { SA: 0.12 };
export const INTERNATIONAL_SHARE_DEFAULT = 0.03;
/** A job names its company's main function this often; otherwise any function of the site. */
export const FOCUS_FUNCTION_SHARE = 0.7;
export const SKILL_VARIANTS_PER_DESIGNATION = 5;
export const MONTHS_PER_YEAR = 12;

/** Experience bands by seniority: [lowest min, highest min, shortest span, longest span]. */
export const EXPERIENCE: Record<Level, [number, number, number, number]> = {
  0: [0, 2, 1, 3],
  1: [1, 6, 2, 5],
  2: [5, 12, 3, 6],
  3: [12, 20, 4, 8],
};
/** Years of experience at which the salary reaches the top of the site's range. */
export const SALARY_TOP_AT_YEARS = 25;

/** JobType codes in contract order; a job's list keeps this order. */
export const JOB_TYPES: readonly JobType[] = [
  'permanent',
  'contract',
  'payroll',
  'walkin',
  'sjs',
  'women',
  'international',
  'govt',
];
export const TYPE_BIT = Object.fromEntries(JOB_TYPES.map((type, i) => [type, 1 << i])) as Record<
  JobType,
  number
>;
