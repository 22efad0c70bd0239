// What the job operations show around a job: the job looked up or a 404, lists of presented jobs
// with the seeker's marks, the job's company and recruiter with their follow state, an
// application as the seeker sees it, and the view counter's key.
import type { Schemas } from '../../openapi/client';
import { RESULTS_PAGE_SIZE } from '../../openapi/vocabulary/limits';
import { JOB_SAVED_MESSAGE, JOB_UNSAVED_MESSAGE } from '../../openapi/vocabulary/messages';
import type { Catalogue, SeedJob, SiteCatalogue } from '../catalogue/types';
import type { Account, ApplicationRecord, StoreState } from '../store/state';
import { applicationStatus } from './applications';
import { notFound } from './errors';
import { companyView, recruiterView } from './follows';
import { findJob, page, presentJob, seekerMarks, type SeekerMarks } from './jobs';

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  saved: JOB_SAVED_MESSAGE,
  unsaved: JOB_UNSAVED_MESSAGE,
  notApplied: 'You have not applied to this job.',
} as const;

/** Similar jobs shown beside a job and after applying. */
export const SIMILAR_JOBS = 6;
/** Recommended jobs on the dashboard. */
export const DASHBOARD_RECOMMENDATIONS = 6;

/** The state and catalogue a page of jobs is presented from. */
export interface JobReads {
  state: StoreState;
  catalogue: Catalogue;
}

/** The site's job, or a 404. */
export function requireJob(site: SiteCatalogue, jobId: string): SeedJob {
  const job = findJob(site, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

/** Jobs as list entries (no description), marked for the seeker. */
export function presentJobs(
  { state, catalogue }: JobReads,
  site: SiteCatalogue,
  jobs: SeedJob[],
  account: Account | undefined,
  now: Date,
): Schemas['Job'][] {
  const marks = seekerMarks(state, account, site);
  return jobs.map((job) => presentJob(catalogue, job, marks, now, false));
}

/** One page of jobs with the paging it was cut by. */
export function jobList(
  reads: JobReads,
  site: SiteCatalogue,
  jobs: SeedJob[],
  account: Account,
  now: Date,
  paging: { start?: number; limit?: number },
) {
  const { start = 0, limit = RESULTS_PAGE_SIZE } = paging;
  return {
    jobs: presentJobs(reads, site, page(jobs, start, limit), account, now),
    total: jobs.length,
    start,
    limit,
  };
}

/** The job's company as answers show it (a company the catalogue lacks keeps the job's name). */
export function companyOf(
  state: StoreState,
  site: SiteCatalogue,
  job: SeedJob,
  account: Account | undefined,
): Schemas['Company'] {
  const company = site.companies.find((c) => c.companyId === job.companyId) ?? {
    id: job.companyId,
    companyId: job.companyId,
    name: job.companyName,
  };
  return companyView(state, site, company, account);
}

export function recruiterOf(
  state: StoreState,
  site: SiteCatalogue,
  job: SeedJob,
  account: Account | undefined,
): Schemas['Recruiter'] | undefined {
  const recruiter = site.recruiters.find((r) => r.id === job.recruiter?.id);
  return recruiter ? recruiterView(state, site, recruiter, account) : undefined;
}

/** An application with its job, as the seeker's lists show it. */
export function presentApplication(
  catalogue: Catalogue,
  job: SeedJob,
  application: ApplicationRecord,
  marks: SeekerMarks,
  now: Date,
): Schemas['AppliedJob'] {
  return {
    job: presentJob(catalogue, job, marks, now, false),
    appliedAt: application.appliedAt,
    applicationId: application.id,
    viaRedirect: application.viaRedirect,
    status: applicationStatus(application, now),
  };
}

/** The key of a job's view counter. */
export function jobViewCounter(site: SiteCatalogue, job: SeedJob): string {
  return `jobView:${site.site.countryCode}:${job.jobId}`;
}

/** The employer's own application page for apply-on-redirect jobs (a page of the simulator). */
export function employerUrl(job: SeedJob): string {
  return `/sim-assets/employer-apply/${job.companyId}/${job.jobId}`;
}
