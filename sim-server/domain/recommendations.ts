// Jobs recommended to a seeker: matched to the profile, liked by peers who applied where the
// seeker applied, and posted by the companies and recruiters the seeker follows.
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import type { Account, StoreState } from '../store/state';
import { appliedJobIds } from './applications';
import { followedIds } from './follows';
import { findJob, similarJobs } from './jobs';

/** Jobs that fall back in for collaborative filtering without peers: this many per applied job. */
const SIMILAR_PER_APPLIED_JOB = 10;

/**
 * Jobs matched to the profile: its skills, designation and experience against each job's, the
 * best matches first (sort 1) or the newest (sort 2: the signed-in home's new matches).
 */
export function profileMatchedJobs(
  site: SiteCatalogue,
  account: Account,
  sort: 1 | 2 = 1,
): SeedJob[] {
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
    .sort((a, b) =>
      sort === 2
        ? a.job.postedMinutesAgo - b.job.postedMinutesAgo || b.score - a.score
        : b.score - a.score || a.job.postedMinutesAgo - b.job.postedMinutesAgo,
    )
    .map((s) => s.job);
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
