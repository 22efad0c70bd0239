// Job detail, saved and applied jobs, recommendations and the apply sequence.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import type { SimContext } from '../context';
import {
  findJob,
  page,
  presentJob,
  seekerMarks,
  similarJobs,
  type SeekerMarks,
} from '../domain/jobs';
import { profileData } from '../domain/profile';
import { jobPostingLd } from '../domain/structured-data';
import { conflict, notFound } from '../http/errors';
import { ok, type Handlers } from '../http/operation';
import type { Account } from '../store/state';

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  saved: 'Job saved',
  unsaved: 'Job unsaved',
  alreadyApplied: 'You have already applied to this job.',
  resumeMissing: 'Upload your resume to apply to this job.',
  expired: 'This walk-in has ended.',
  notApplied: 'You have not applied to this job.',
} as const;

export const APPLIED_SUCCESS_PATH = '/search/applied-success';
const SIMILAR_JOBS = 6;
const DASHBOARD_RECOMMENDATIONS = 6;

export function jobHandlers(context: SimContext): Handlers {
  const { catalogue, store } = context;

  function requireJob(site: SiteCatalogue, jobId: string): SeedJob {
    const job = findJob(site, jobId);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    return job;
  }

  function marksFor(account: Account | undefined, site: SiteCatalogue): SeekerMarks {
    return seekerMarks(store.state, account, site);
  }

  function present(site: SiteCatalogue, jobs: SeedJob[], account: Account | undefined, now: Date) {
    const marks = marksFor(account, site);
    return jobs.map((job) => presentJob(catalogue, job, marks, now, false));
  }

  function jobList(
    site: SiteCatalogue,
    jobs: SeedJob[],
    account: Account,
    now: Date,
    start = 0,
    limit = 25,
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
    const company = site.companies.find((c) => c.companyId === job.companyId);
    const followed = account
      ? store.state.companyFollows.some(
          (f) => f.accountId === account.id && f.targetId === job.companyId,
        )
      : false;
    const base = company ?? { id: job.companyId, companyId: job.companyId, name: job.companyName };
    return { ...base, isFollowed: followed };
  }

  function recruiterOf(
    site: SiteCatalogue,
    job: SeedJob,
    account: Account | undefined,
  ): Schemas['Recruiter'] | undefined {
    const recruiter = site.recruiters.find((r) => r.id === job.recruiter?.id);
    if (!recruiter) return undefined;
    const followed = account
      ? store.state.recruiterFollows.some(
          (f) => f.accountId === account.id && f.targetId === recruiter.id,
        )
      : false;
    return { ...recruiter, isFollowed: followed };
  }

  /** Jobs matched to the profile: its skills and designation against each job's. */
  function recommended(site: SiteCatalogue, account: Account): SeedJob[] {
    const skills = new Set(account.profile.itSkills.map((s) => s.skill.toLowerCase()));
    const designation = account.profile.designation.toLowerCase();
    const years = account.profile.experienceYears;
    return site.jobs
      .map((job) => {
        let score = 0;
        for (const skill of [...job.skills, ...job.itSkills])
          if (skills.has(skill.toLowerCase())) score += 2;
        if (designation && job.title.toLowerCase().includes(designation)) score += 3;
        if (job.exp.min <= years && years <= job.exp.max) score += 1;
        return { job, score };
      })
      .filter((s) => s.score > 1)
      .sort((a, b) => b.score - a.score || a.job.postedMinutesAgo - b.job.postedMinutesAgo)
      .map((s) => s.job);
  }

  function appliedIds(account: Account, site: SiteCatalogue): Set<string> {
    return marksFor(account, site).applied as Set<string>;
  }

  function recordApplication(
    account: Account,
    site: SiteCatalogue,
    job: SeedJob,
    viaRedirect: boolean,
    now: Date,
  ) {
    if (appliedIds(account, site).has(job.jobId))
      throw conflict(JOB_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
    const id = `app-${randomUUID()}`;
    store.update((state) => {
      state.applications.push({
        id,
        accountId: account.id,
        site: site.site.countryCode,
        jobId: job.jobId,
        appliedAt: now.toISOString(),
        viaRedirect,
      });
    });
    return id;
  }

  function toggleSave(
    account: Account,
    site: SiteCatalogue,
    jobId: string,
    save: boolean,
    now: Date,
  ) {
    const job = requireJob(site, jobId);
    const code = site.site.countryCode;
    store.update((state) => {
      state.savedJobs = state.savedJobs.filter(
        (s) => !(s.accountId === account.id && s.site === code && s.jobId === job.jobId),
      );
      if (save) {
        state.savedJobs.push({
          id: `sav-${randomUUID()}`,
          accountId: account.id,
          site: code,
          jobId: job.jobId,
          savedAt: now.toISOString(),
        });
      }
    });
    return ok({
      jobId: job.jobId,
      isSaved: save,
      message: save ? JOB_MESSAGES.saved : JOB_MESSAGES.unsaved,
    });
  }

  return {
    jobdetail: ({ site, path, account, now }) => {
      const job = requireJob(site, path.jobId);
      const marks = marksFor(account, site);
      const recruiter = recruiterOf(site, job, account);
      const views = store.state.counters.find(
        (c) => c.id === `jobView:${site.site.countryCode}:${job.jobId}`,
      );
      return ok({
        job: presentJob(catalogue, job, marks, now),
        company: companyOf(site, job, account),
        ...(recruiter ? { recruiter } : {}),
        similarJobs: similarJobs(site, job, SIMILAR_JOBS).map((j) =>
          presentJob(catalogue, j, marks, now, false),
        ),
        viewCount: views?.count ?? 0,
      });
    },

    jobDetailSdt: ({ path, now }) => {
      const site = Object.values(catalogue.sites).find((s) => s.site.channelId === path.t_id);
      const job = site ? findJob(site, path.l_id) : undefined;
      if (!site || !job) throw notFound(JOB_MESSAGES.notFound);
      const presented = presentJob(catalogue, job, { applied: new Set(), saved: new Set() }, now);
      return ok({ job: presented, structuredData: jobPostingLd(presented, now) });
    },

    jobViewCount: ({ site, path, now }) => {
      const job = requireJob(site, path.jobId);
      const id = `jobView:${site.site.countryCode}:${job.jobId}`;
      const count = store.update((state) => {
        const counter = state.counters.find((c) => c.id === id);
        if (counter) {
          counter.count += 1;
          counter.updatedAt = now.toISOString();
          return counter.count;
        }
        state.counters.push({ id, count: 1, updatedAt: now.toISOString() });
        return 1;
      });
      return ok({ jobId: job.jobId, viewCount: count });
    },

    jobSave: ({ site, body, account, now }) =>
      toggleSave(account as Account, site, body.jobId, true, now),
    jobUnSave: ({ site, body, account, now }) =>
      toggleSave(account as Account, site, body.jobId, false, now),

    savedJobs: ({ site, query, account, now }) => {
      const seeker = account as Account;
      const marks = marksFor(seeker, site);
      const saved = store.state.savedJobs
        .filter((s) => s.accountId === seeker.id && s.site === site.site.countryCode)
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
      const items = page(saved, query.start, query.limit).flatMap((s) => {
        const job = findJob(site, s.jobId);
        return job
          ? [{ job: presentJob(catalogue, job, marks, now, false), savedAt: s.savedAt }]
          : [];
      });
      return ok({ jobs: items, total: saved.length });
    },

    appliedJobs: ({ site, query, account, now }) => {
      const seeker = account as Account;
      const marks = marksFor(seeker, site);
      const applied = store.state.applications
        .filter((a) => a.accountId === seeker.id && a.site === site.site.countryCode)
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
      const items = page(applied, query.start, query.limit).flatMap((a) => {
        const job = findJob(site, a.jobId);
        return job
          ? [
              {
                job: presentJob(catalogue, job, marks, now, false),
                appliedAt: a.appliedAt,
                applicationId: a.id,
                viaRedirect: a.viaRedirect,
              },
            ]
          : [];
      });
      return ok({ jobs: items, total: applied.length });
    },

    suggestedJobs: ({ site, query, account, now }) =>
      ok(
        jobList(
          site,
          recommended(site, account as Account),
          account as Account,
          now,
          query.start,
          query.limit,
        ),
      ),

    collaborativeJobs: ({ site, query, account, now }) => {
      // Seekers who applied where this seeker applied: the other jobs they applied to, by count.
      const seeker = account as Account;
      const code = site.site.countryCode;
      const mine = appliedIds(seeker, site);
      const peers = new Set(
        store.state.applications
          .filter((a) => a.site === code && a.accountId !== seeker.id && mine.has(a.jobId))
          .map((a) => a.accountId),
      );
      const counts = new Map<string, number>();
      for (const a of store.state.applications) {
        if (a.site === code && peers.has(a.accountId) && !mine.has(a.jobId))
          counts.set(a.jobId, (counts.get(a.jobId) ?? 0) + 1);
      }
      const fromPeers = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .flatMap(([id]) => findJob(site, id) ?? []);
      // Without peers yet, jobs similar to the ones applied to stand in.
      const similar = [...mine].flatMap((id) => {
        const job = findJob(site, id);
        return job ? similarJobs(site, job, 10) : [];
      });
      const seen = new Set<string>();
      const jobs = [...fromPeers, ...similar].filter(
        (j) => !mine.has(j.jobId) && !seen.has(j.jobId) && seen.add(j.jobId),
      );
      return ok(jobList(site, jobs, seeker, now, query.start, query.limit));
    },

    networkJobs: ({ site, query, account, now }) => {
      const seeker = account as Account;
      const companies = new Set(
        store.state.companyFollows.filter((f) => f.accountId === seeker.id).map((f) => f.targetId),
      );
      const recruiters = new Set(
        store.state.recruiterFollows
          .filter((f) => f.accountId === seeker.id)
          .map((f) => f.targetId),
      );
      const jobs = site.jobs
        .filter(
          (j) =>
            companies.has(j.companyId) ||
            (j.recruiter !== undefined && recruiters.has(j.recruiter.id)),
        )
        .sort((a, b) => a.postedMinutesAgo - b.postedMinutesAgo);
      return ok(jobList(site, jobs, seeker, now, query.start, query.limit));
    },

    userDashboard: ({ site, account, now }) => {
      const seeker = account as Account;
      const state = store.state;
      const code = site.site.countryCode;
      const own = (records: Array<{ accountId: string | null; site: string }>) =>
        records.filter((r) => r.accountId === seeker.id && r.site === code).length;
      const views = state.counters.find((c) => c.id === `profileViews:${seeker.id}`)?.count ?? 0;
      return ok({
        profile: profileData(seeker),
        counts: {
          applied: own(state.applications),
          saved: own(state.savedJobs),
          jobAlerts: own(state.jobAlerts),
          savedSearches: own(state.savedSearches),
          followedCompanies: state.companyFollows.filter((f) => f.accountId === seeker.id).length,
          profileViews: views,
        },
        recommendedJobs: present(
          site,
          recommended(site, seeker).slice(0, DASHBOARD_RECOMMENDATIONS),
          seeker,
          now,
        ),
      });
    },

    canJobApply: ({ site, path, account }) => {
      const seeker = account as Account;
      const job = requireJob(site, path.jobId);
      const base = { jobId: job.jobId };
      if (appliedIds(seeker, site).has(job.jobId)) {
        return ok({
          ...base,
          canApply: false,
          reason: 'ALREADY_APPLIED' as const,
          message: JOB_MESSAGES.alreadyApplied,
        });
      }
      if (job.walkIn && job.walkIn.endsInDays < 0) {
        return ok({
          ...base,
          canApply: false,
          reason: 'JOB_EXPIRED' as const,
          message: JOB_MESSAGES.expired,
        });
      }
      const hasResume = store.state.uploads.some(
        (u) => u.accountId === seeker.id && u.kind === 'resume',
      );
      if (!hasResume && seeker.profile.workExperience.length === 0) {
        return ok({
          ...base,
          canApply: false,
          reason: 'RESUME_MISSING' as const,
          message: JOB_MESSAGES.resumeMissing,
        });
      }
      return ok({
        ...base,
        canApply: true,
        ...(job.applyOnRedirect ? { redirectUrl: employerUrl(site, job) } : {}),
      });
    },

    jobApply: ({ site, body, account, now }) => {
      const job = requireJob(site, body.jobId);
      const applicationId = recordApplication(account as Account, site, job, false, now);
      return ok({
        jobId: job.jobId,
        applicationId,
        isApplied: true as const,
        redirectUrl: `${APPLIED_SUCCESS_PATH}?jobId=${encodeURIComponent(job.jobId)}`,
      });
    },

    jobApplyAor: ({ site, body, account, now }) => {
      const job = requireJob(site, body.jobId);
      const applicationId = recordApplication(account as Account, site, job, true, now);
      return ok({
        jobId: job.jobId,
        applicationId,
        isApplied: true as const,
        redirectUrl: employerUrl(site, job),
      });
    },

    jobApplySuccess: ({ site, path, account, now }) => {
      const seeker = account as Account;
      const job = requireJob(site, path.jobId);
      const application = store.state.applications.find(
        (a) =>
          a.accountId === seeker.id && a.site === site.site.countryCode && a.jobId === job.jobId,
      );
      if (!application) throw notFound(JOB_MESSAGES.notApplied);
      const marks = marksFor(seeker, site);
      return ok({
        application: {
          job: presentJob(catalogue, job, marks, now, false),
          appliedAt: application.appliedAt,
          applicationId: application.id,
          viaRedirect: application.viaRedirect,
        },
        similarJobs: similarJobs(site, job, SIMILAR_JOBS)
          .filter((j) => !marks.applied.has(j.jobId))
          .map((j) => presentJob(catalogue, j, marks, now, false)),
      });
    },
  };
}

/** The employer's own application page for apply-on-redirect jobs (a page of the simulator). */
function employerUrl(_site: SiteCatalogue, job: SeedJob): string {
  return `/sim-assets/employer-apply/${job.companyId}/${job.jobId}`;
}
