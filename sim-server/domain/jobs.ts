// Jobs as the contract shows them: the seeded job plus the seeker's state and dates made from
// the seed's offsets.
import type { Schemas } from '../../openapi/client';
import { renderDescription } from '../catalogue';
import type { Catalogue, SeedJob, SiteCatalogue } from '../catalogue/types';
import type { Account, StoreState } from '../store/state';
import { JSON_TEXT, type JsonText } from '../lib/json-text';
import { appliedJobIds } from './applications';
import { RESULTS_PAGE_SIZE } from '../../openapi/vocabulary/limits';

type Job = Schemas['Job'];
const DAY_MS = 24 * 60 * 60 * 1000;

const jobIndexes = new WeakMap<SiteCatalogue, Map<string, SeedJob>>();

/** The site's jobs by public job id, built on first use. */
export function jobsById(site: SiteCatalogue): Map<string, SeedJob> {
  let index = jobIndexes.get(site);
  if (!index) {
    index = new Map(site.jobs.map((job) => [job.jobId, job]));
    jobIndexes.set(site, index);
  }
  return index;
}

export function findJob(site: SiteCatalogue, jobId: string): SeedJob | undefined {
  return jobsById(site).get(jobId);
}

/** What the signed-in seeker has done on this site, for marking jobs (applied: here, not visits). */
export interface SeekerMarks {
  applied: ReadonlySet<string>;
  saved: ReadonlySet<string>;
}

export const NO_MARKS: SeekerMarks = { applied: new Set(), saved: new Set() };

export function seekerMarks(
  state: StoreState,
  account: Account | undefined,
  site: SiteCatalogue,
): SeekerMarks {
  if (!account) return NO_MARKS;
  const code = site.site.countryCode;
  const saved = state.savedJobs.filter((r) => r.accountId === account.id && r.site === code);
  // A company-site job's visit (jobApplyAor) is not an application: the job stays unapplied.
  return {
    applied: appliedJobIds(state, account, site),
    saved: new Set(saved.map((r) => r.jobId)),
  };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Start of the day (UTC) the dates are counted from. */
export function today(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The seeded fields a presented job carries as they are. */
type SharedField = Exclude<
  keyof SeedJob,
  'postedMinutesAgo' | 'walkIn' | 'descriptionTemplate' | 'applyOnRedirect'
>;

/** How many listed jobs keep the JSON text of their constant keys (about 1 KB each). */
export const LISTED_JOB_TEXTS_KEPT = 10_000;
const listedJobTexts = new Map<SeedJob, JsonText<Job>>();

/** `,"key":value` as JSON.stringify writes a key, or nothing for an undefined value. */
function keyText(label: string, value: unknown): string {
  return value === undefined ? '' : `,${label}${JSON.stringify(value)}`;
}

/**
 * The keys of a listed job that change (with the time, the seeker and the walk-in dates). presentJob
 * always sets the first three: an ISO time and two booleans, none with a character JSON escapes.
 */
function listedJobTail(job: Job): string {
  return `,"postedAt":"${job.postedAt}","isApplied":${job.isApplied === true},"isSaved":${
    job.isSaved === true
  }${keyText('"walkin_date":', job.walkin_date)}${keyText('"walkInVenue":', job.walkInVenue)}}`;
}

/** The keys a presented job adds to its seeded fields, after them, in this order. */
type AddedField =
  | 'description'
  | 'applyOnCompanySite'
  | 'postedAt'
  | 'isApplied'
  | 'isSaved'
  | 'walkin_date'
  | 'walkInVenue';
/** The first of the keys that change: everything before it in a listed job's JSON is constant. */
const FIRST_VARIABLE_KEY = ',"postedAt":';

/** Keeps the JSON text of a listed job's constant keys (seeded fields, empty description). */
function rememberListedJobText(job: SeedJob, presented: Job): JsonText<Job> {
  const whole = JSON.stringify(presented);
  // A key's quotes inside a JSON string value are escaped, so the first match is the key itself.
  const text: JsonText<Job> = {
    head: whole.slice(0, whole.indexOf(FIRST_VARIABLE_KEY)),
    tail: listedJobTail,
  };
  if (listedJobTexts.size >= LISTED_JOB_TEXTS_KEPT) {
    const oldest = listedJobTexts.keys().next();
    if (!oldest.done) listedJobTexts.delete(oldest.value);
  }
  listedJobTexts.set(job, text);
  return text;
}

/**
 * A job as the API shows it. Without its description (lists) the job is frozen and carries the
 * JSON text of its seeded fields (lib/json-text.ts).
 */
export function presentJob(
  catalogue: Catalogue,
  job: SeedJob,
  marks: SeekerMarks,
  now: Date,
  withDescription = true,
): Job {
  const walkIn = job.walkIn;
  const walkInStart = walkIn ? today(now).getTime() + walkIn.startsInDays * DAY_MS : 0;
  const listedText = withDescription ? undefined : listedJobTexts.get(job);
  // One literal with every key, in the order the seed creates the fields (search pages present
  // 25 jobs per request; copying the seed job, or adding keys one by one, was the slowest step of
  // presenting). The type makes the list complete: a new seeded field must be added here. Absent
  // optional fields stay undefined, which JSON leaves out.
  const presented: { [K in SharedField]-?: SeedJob[K] | undefined } & Pick<Job, AddedField> & {
      [JSON_TEXT]: JsonText<Job> | undefined;
    } = {
    id: job.id,
    jobId: job.jobId,
    title: job.title,
    designations: job.designations,
    companyName: job.companyName,
    companyId: job.companyId,
    companyLogo: job.companyLogo,
    locations: job.locations,
    exp: job.exp,
    salary: job.salary,
    minimumSalaryFilter: job.minimumSalaryFilter,
    maximumSalaryFilter: job.maximumSalaryFilter,
    functions: job.functions,
    industries: job.industries,
    roles: job.roles,
    jobTypes: job.jobTypes,
    qualifications: job.qualifications,
    itSkills: job.itSkills,
    skills: job.skills,
    recruiter: job.recruiter,
    isoCode: job.isoCode,
    channelId: job.channelId,
    channelName: job.channelName,
    employerType: job.employerType,
    spl: job.spl,
    description: withDescription ? renderDescription(catalogue, job) : '',
    applyOnCompanySite: job.applyOnRedirect,
    postedAt: new Date(now.getTime() - job.postedMinutesAgo * 60_000).toISOString(),
    isApplied: marks.applied.has(job.jobId),
    isSaved: marks.saved.has(job.jobId),
    walkin_date: walkIn ? isoDate(new Date(walkInStart)) : null,
    walkInVenue: walkIn
      ? {
          city: walkIn.city,
          startDate: isoDate(new Date(walkInStart)),
          endDate: isoDate(new Date(today(now).getTime() + walkIn.endsInDays * DAY_MS)),
          address: walkIn.address,
          timings: walkIn.timings,
        }
      : undefined,
    [JSON_TEXT]: listedText,
  };
  if (withDescription) return presented as Job;
  if (!listedText) presented[JSON_TEXT] = rememberListedJobText(job, presented as Job);
  return Object.freeze(presented) as Job;
}

/** Jobs that share the most skills and functions with this one, best first. */
export function similarJobs(site: SiteCatalogue, job: SeedJob, limit: number): SeedJob[] {
  const skills = new Set(job.skills);
  const functions = new Set(job.functions.map((f) => f.id));
  const scored: Array<{ job: SeedJob; score: number }> = [];
  for (const other of site.jobs) {
    if (other.jobId === job.jobId) continue;
    let score = 0;
    for (const skill of other.skills) if (skills.has(skill)) score += 2;
    for (const f of other.functions) if (functions.has(f.id)) score += 1;
    if (other.title === job.title) score += 3;
    if (score > 0) scored.push({ job: other, score });
  }
  scored.sort((a, b) => b.score - a.score || a.job.postedMinutesAgo - b.job.postedMinutesAgo);
  return scored.slice(0, limit).map((s) => s.job);
}

/** Pages a list by start and limit. */
export function page<T>(items: T[], start = 0, limit = RESULTS_PAGE_SIZE): T[] {
  return items.slice(start, start + limit);
}
