// Job detail, saved and applied jobs, recommendations and the apply sequence.
import { ROUTE } from '../../openapi/vocabulary/routes';
import type { Schemas } from '../../openapi/client';
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import type { SimContext } from '../context';
import {
  applicationOf,
  applicationsHereOf,
  applicationStatus,
  applyRefusal,
  recordApplication,
} from '../domain/applications';
import { counterOf, incrementCounter } from '../domain/counters';
import { companyView, followedIds, recruiterView } from '../domain/follows';
import { findJob, NO_MARKS, page, presentJob, seekerMarks, similarJobs } from '../domain/jobs';
import { profileData } from '../domain/profile';
import { profileViews } from '../domain/profile-stats';
import { collaborativeJobs, networkJobs, profileMatchedJobs } from '../domain/recommendations';
import { savedJobsOf, setSaved } from '../domain/saved-jobs';
import { jobPostingLd } from '../domain/structured-data';
import { notFound } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import { RESULTS_PAGE_SIZE } from '../../openapi/vocabulary/limits';
import type { Account } from '../store/state';
import { JOB_SAVED_MESSAGE, JOB_UNSAVED_MESSAGE } from '../../openapi/vocabulary/messages';

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  saved: JOB_SAVED_MESSAGE,
  unsaved: JOB_UNSAVED_MESSAGE,
  notApplied: 'You have not applied to this job.',
} as const;

const SIMILAR_JOBS = 6;
const DASHBOARD_RECOMMENDATIONS = 6;

// Long by design: one table of the job operations, one short handler per operation (the longest,
// userDashboard at 23 lines) sharing this context; the rules they apply live in sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function jobHandlers(context: SimContext): Handlers {
  const { catalogue, store } = context;

  function requireJob(site: SiteCatalogue, jobId: string): SeedJob {
    const job = findJob(site, jobId);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    return job;
  }

  function present(site: SiteCatalogue, jobs: SeedJob[], account: Account | undefined, now: Date) {
    const marks = seekerMarks(store.state, account, site);
    return jobs.map((job) => presentJob(catalogue, job, marks, now, false));
  }

  function jobList(
    site: SiteCatalogue,
    jobs: SeedJob[],
    account: Account,
    now: Date,
    start = 0,
    limit = RESULTS_PAGE_SIZE,
  ) {
    return {
      jobs: present(site, page(jobs, start, limit), account, now),
      total: jobs.length,
      start,
      limit,
    };
  }

  function companyOf(
    site: SiteCatalogue,
    job: SeedJob,
    account: Account | undefined,
  ): Schemas['Company'] {
    const company = site.companies.find((c) => c.companyId === job.companyId) ?? {
      id: job.companyId,
      companyId: job.companyId,
      name: job.companyName,
    };
    return companyView(store.state, site, company, account);
  }

  function recruiterOf(
    site: SiteCatalogue,
    job: SeedJob,
    account: Account | undefined,
  ): Schemas['Recruiter'] | undefined {
    const recruiter = site.recruiters.find((r) => r.id === job.recruiter?.id);
    return recruiter ? recruiterView(store.state, site, recruiter, account) : undefined;
  }

  function toggleSave(
    account: Account,
    site: SiteCatalogue,
    jobId: string,
    save: boolean,
    now: Date,
  ) {
    const job = requireJob(site, jobId);
    setSaved(store, account, site, job.jobId, save, now);
    return ok({
      jobId: job.jobId,
      isSaved: save,
      message: save ? JOB_MESSAGES.saved : JOB_MESSAGES.unsaved,
    });
  }

  return {
    jobdetail: ({ site, path, account, now }) => {
      const job = requireJob(site, path.jobId);
      const marks = seekerMarks(store.state, account, site);
      const recruiter = recruiterOf(site, job, account);
      return ok({
        job: presentJob(catalogue, job, marks, now),
        company: companyOf(site, job, account),
        ...(recruiter ? { recruiter } : {}),
        similarJobs: similarJobs(site, job, SIMILAR_JOBS).map((j) =>
          presentJob(catalogue, j, marks, now, false),
        ),
        viewCount: counterOf(store.state, jobViewCounter(site, job))?.count ?? 0,
      });
    },

    jobDetailSdt: ({ path, now }) => {
      const site = Object.values(catalogue.sites).find((s) => s.site.channelId === path.t_id);
      const job = site ? findJob(site, path.l_id) : undefined;
      if (!site || !job) throw notFound(JOB_MESSAGES.notFound);
      const presented = presentJob(catalogue, job, NO_MARKS, now);
      return ok({ job: presented, structuredData: jobPostingLd(presented, now) });
    },

    jobViewCount: ({ site, path, now }) => {
      const job = requireJob(site, path.jobId);
      const viewCount = incrementCounter(store, jobViewCounter(site, job), now);
      return ok({ jobId: job.jobId, viewCount });
    },

    jobSave: ({ site, body, account, now }) => toggleSave(account, site, body.jobId, true, now),
    jobUnSave: ({ site, body, account, now }) => toggleSave(account, site, body.jobId, false, now),

    savedJobs: ({ site, query, account, now }) => {
      const marks = seekerMarks(store.state, account, site);
      const saved = savedJobsOf(store.state, account, site).sort((a, b) =>
        b.savedAt.localeCompare(a.savedAt),
      );
      const items = page(saved, query.start, query.limit).flatMap((s) => {
        const job = findJob(site, s.jobId);
        return job
          ? [{ job: presentJob(catalogue, job, marks, now, false), savedAt: s.savedAt }]
          : [];
      });
      return ok({ jobs: items, total: saved.length });
    },

    appliedJobs: ({ site, query, account, now }) => {
      const marks = seekerMarks(store.state, account, site);
      const applied = applicationsHereOf(store.state, account, site).sort((a, b) =>
        b.appliedAt.localeCompare(a.appliedAt),
      );
      const items = page(applied, query.start, query.limit).flatMap((a) => {
        const job = findJob(site, a.jobId);
        return job
          ? [
              {
                job: presentJob(catalogue, job, marks, now, false),
                appliedAt: a.appliedAt,
                applicationId: a.id,
                viaRedirect: a.viaRedirect,
                status: applicationStatus(a, now),
              },
            ]
          : [];
      });
      return ok({ jobs: items, total: applied.length });
    },

    suggestedJobs: ({ site, query, account, now }) =>
      ok(jobList(site, profileMatchedJobs(site, account), account, now, query.start, query.limit)),

    collaborativeJobs: ({ site, query, account, now }) =>
      ok(
        jobList(
          site,
          collaborativeJobs(store.state, site, account),
          account,
          now,
          query.start,
          query.limit,
        ),
      ),

    networkJobs: ({ site, query, account, now }) =>
      ok(
        jobList(
          site,
          networkJobs(store.state, site, account),
          account,
          now,
          query.start,
          query.limit,
        ),
      ),

    userDashboard: ({ site, account, now }) => {
      const state = store.state;
      const code = site.site.countryCode;
      const own = (records: Array<{ accountId: string | null; site: string }>) =>
        records.filter((r) => r.accountId === account.id && r.site === code).length;
      return ok({
        profile: profileData(state, account),
        counts: {
          applied: own(state.applications.filter((a) => !a.viaRedirect)),
          saved: own(state.savedJobs),
          jobAlerts: own(state.jobAlerts),
          savedSearches: own(state.savedSearches),
          followedCompanies: followedIds(state, 'company', account, site).size,
          profileViews: profileViews(state, account, now),
        },
        recommendedJobs: present(
          site,
          profileMatchedJobs(site, account).slice(0, DASHBOARD_RECOMMENDATIONS),
          account,
          now,
        ),
      });
    },

    canJobApply: ({ site, path, account }) => {
      const job = requireJob(site, path.jobId);
      const refusal = applyRefusal(store.state, account, site, job);
      if (refusal) return ok({ jobId: job.jobId, canApply: false, ...refusal });
      return ok({
        jobId: job.jobId,
        canApply: true,
        ...(job.applyOnRedirect ? { redirectUrl: employerUrl(job) } : {}),
      });
    },

    jobApply: ({ site, body, account, now }) => {
      const job = requireJob(site, body.jobId);
      const applicationId = recordApplication(store, account, site, job, false, now);
      return ok({
        jobId: job.jobId,
        applicationId,
        isApplied: true as const,
        redirectUrl: `${ROUTE.appliedSuccess}?jobId=${encodeURIComponent(job.jobId)}`,
      });
    },

    jobApplyAor: ({ site, body, account, now }) => {
      const job = requireJob(site, body.jobId);
      const applicationId = recordApplication(store, account, site, job, true, now);
      return ok({
        jobId: job.jobId,
        applicationId,
        isApplied: true as const,
        redirectUrl: employerUrl(job),
      });
    },

    jobApplySuccess: ({ site, path, account, now }) => {
      const job = requireJob(site, path.jobId);
      const application = applicationOf(store.state, account, site, job.jobId);
      if (!application) throw notFound(JOB_MESSAGES.notApplied);
      const marks = seekerMarks(store.state, account, site);
      return ok({
        application: {
          job: presentJob(catalogue, job, marks, now, false),
          appliedAt: application.appliedAt,
          applicationId: application.id,
          viaRedirect: application.viaRedirect,
          status: applicationStatus(application, now),
        },
        similarJobs: similarJobs(site, job, SIMILAR_JOBS)
          .filter((j) => !marks.applied.has(j.jobId))
          .map((j) => presentJob(catalogue, j, marks, now, false)),
      });
    },
  };
}

function jobViewCounter(site: SiteCatalogue, job: SeedJob): string {
  return `jobView:${site.site.countryCode}:${job.jobId}`;
}

/** The employer's own application page for apply-on-redirect jobs (a page of the simulator). */
function employerUrl(job: SeedJob): string {
  return `/sim-assets/employer-apply/${job.companyId}/${job.jobId}`;
}
