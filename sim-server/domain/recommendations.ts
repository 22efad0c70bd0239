// Jobs recommended to a seeker: matched to the profile, liked by peers who applied where the
// seeker applied, and posted by the companies and recruiters the seeker follows.
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import type { Account, StoreState } from '../store/state';
import { appliedJobIds } from './applications';
import { followedIds } from './follows';
import { DASHBOARD_RECOMMENDATIONS } from './job-pages';
import { findJob, similarJobs } from './jobs';

/** Jobs that fall back in for collaborative filtering without peers: this many per applied job. */
const SIMILAR_PER_APPLIED_JOB = 10;

/**
 * Jobs matched to the profile: its skills, designation and experience against each job's, the
 * best matches first (sort 1, the dashboard's), or the new matches (sort 2, the signed-in home's):
 * the matches the dashboard's "Recommended for you" does not already show, newest first, so the
 * two pages never list the same jobs (the UX walk's D5). A profile whose every match is on the
 * dashboard gets them all, newest first, rather than an empty home.
 */
export function profileMatchedJobs(
  site: SiteCatalogue,
  account: Account,
  sort: 1 | 2 = 1,
): SeedJob[] {
  const best = bestMatches(site, account);
  if (sort === 1) return best;
  const others = best.slice(DASHBOARD_RECOMMENDATIONS);
  return newestFirst(others.length > 0 ? others : best);
}

/** The matched jobs, best first; equal scores newest first. */
function bestMatches(site: SiteCatalogue, account: Account): SeedJob[] {
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

/** Newest first; the sort is stable, so equally new jobs keep their best-first order. */
function newestFirst(jobs: SeedJob[]): SeedJob[] {
  return [...jobs].sort((a, b) => a.postedMinutesAgo - b.postedMinutesAgo);
}

/**
 * Seekers who applied where this seeker applied: the other jobs they applied to, most shared
 * first; without peers yet, jobs similar to the ones applied to stand in.
 */
export function collaborativeJobs(
  state: StoreState,
  site: SiteCatalogue,
  account: Account,
): SeedJob[] {
  const code = site.site.countryCode;
  const mine = appliedJobIds(state, account, site);
  const peers = new Set(
    state.applications
      .filter((a) => a.site === code && a.accountId !== account.id && mine.has(a.jobId))
      .map((a) => a.accountId),
  );
  const counts = new Map<string, number>();
  for (const a of state.applications) {
    if (a.site === code && peers.has(a.accountId) && !mine.has(a.jobId))
      counts.set(a.jobId, (counts.get(a.jobId) ?? 0) + 1);
  }
  const fromPeers = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([id]) => findJob(site, id) ?? []);
  const similar = [...mine].flatMap((id) => {
    const job = findJob(site, id);
    return job ? similarJobs(site, job, SIMILAR_PER_APPLIED_JOB) : [];
  });
  const seen = new Set<string>();
  return [...fromPeers, ...similar].filter(
    (j) => !mine.has(j.jobId) && !seen.has(j.jobId) && seen.add(j.jobId),
  );
}

/** Jobs of the companies and recruiters the seeker follows, newest first. */
export function networkJobs(state: StoreState, site: SiteCatalogue, account: Account): SeedJob[] {
  const companies = followedIds(state, 'company', account, site);
  const recruiters = followedIds(state, 'recruiter', account, site);
  return site.jobs
    .filter(
      (j) =>
        companies.has(j.companyId) || (j.recruiter !== undefined && recruiters.has(j.recruiter.id)),
    )
    .sort((a, b) => a.postedMinutesAgo - b.postedMinutesAgo);
}
