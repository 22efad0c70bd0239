// My jobs (issue 27, items 5 and 8): an application's status with the recruiter, and the profile
// figures every page shows (score and views) agreeing, from one owner in the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../support/sim';
import { DAY_MS, expectReply, startClockedSimulator, type ClockedSimulator } from './helpers';

let sim: ClockedSimulator;

beforeAll(async () => {
  sim = await startClockedSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

function applicableJob(code: 'IN' | 'SG', skip = 0): string {
  const jobs = sim.context.catalogue.sites[code].jobs.filter(
    (j) => !j.walkIn && !j.applyOnRedirect,
  );
  const job = jobs[skip];
  if (!job) throw new Error('no job');
  return job.jobId;
}

describe('Profile views and score agree', () => {
  it('When a recruiter views an application a day later, then the dashboard and Profile performance both count the view and the application says VIEWED', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SG');
    const views = async () => {
      const dashboard = await api.GET('/middleware/userDashboard', {});
      const stats = await api.GET('/middleware/profile-stats', {});
      expectReply('userDashboard', dashboard, 200);
      expectReply('profileStats', stats, 200);
      return { dashboard: dashboard.data?.counts.profileViews, stats: stats.data?.profileViews };
    };
    const before = await views();
    expect(before.dashboard).toBe(before.stats);

    const jobId = applicableJob('SG');
    expectReply('jobApply', await api.POST('/middleware/jobApply', { body: { jobId } }), 200);
    const sent = await api.GET('/middleware/appliedJobs', {
      params: { query: { start: 0, limit: 5 } },
    });
    expect(sent.data?.jobs.find((a) => a.job.jobId === jobId)?.status).toBe('APPLIED');
    expect(await views()).toEqual(before);

    sim.clock.advance(DAY_MS + 1000);
    const later = await api.GET('/middleware/appliedJobs', {
      params: { query: { start: 0, limit: 5 } },
    });
    expect(later.data?.jobs.find((a) => a.job.jobId === jobId)?.status).toBe('VIEWED');
    expect(await views()).toEqual({
      dashboard: (before.dashboard ?? 0) + 1,
      stats: (before.stats ?? 0) + 1,
    });
  });

  it('When a seeker without a resume has every other section, then the score stays at 85% or less, the same on every answer', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const state = sim.context.store.state;
    const account = state.accounts.find((a) => a.email.startsWith('seeker.in@'));
    const hasResume = state.uploads.some((u) => u.accountId === account?.id && u.kind === 'resume');

    const me = await api.GET('/middleware/userMe', {});
    const dashboard = await api.GET('/middleware/userDashboard', {});
    const profile = await api.GET('/middleware/profiles', { params: { query: {} } });
    const stats = await api.GET('/middleware/profile-stats', {});

    const score = me.data?.profileScore;
    expect([
      dashboard.data?.profile.profileScore,
      profile.data?.profilesResponse.profileScore,
      stats.data?.profileScore,
    ]).toEqual([score, score, score]);
    expect(hasResume).toBe(false);
    expect(score).toBeLessThanOrEqual(85);
  });
});

describe('What the profile lacks', () => {
  it('When a seeker without a resume looks at the session and the dashboard, then both list the resume among the gaps at 15, the heaviest first, and the score plus the gaps is 100', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const me = await api.GET('/middleware/userMe', {});
    const dashboard = await api.GET('/middleware/userDashboard', {});
    expectReply('userMe', me, 200);
    const gaps = me.data?.profileGaps ?? [];

    expect(dashboard.data?.profile.profileGaps).toEqual(gaps);
    expect(gaps).toContainEqual({ part: 'resume', weight: 15 });
    const weights = gaps.map((g) => g.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect((me.data?.profileScore ?? 0) + weights.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('followedRecruiters', () => {
  it('When a seeker follows two recruiters and unfollows one, then the list holds the other with its name, company and count; a guest gets 401', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const [first, second] = sim.context.catalogue.sites.IN.recruiters;
    if (!first || !second) throw new Error('no recruiters');
    const list = async () => {
      const reply = await api.GET('/middleware/followedRecruiters', {});
      expectReply('followedRecruiters', reply, 200);
      return reply.data?.Response.data ?? [];
    };
    const path = (recruiterId: number) => ({ params: { path: { recruiterId } } });

    await api.POST('/middleware/recruiterFollow/{recruiterId}', path(first.id));
    sim.clock.advance(1000);
    await api.POST('/middleware/recruiterFollow/{recruiterId}', path(second.id));
    expect((await list()).map((r) => r.recruiterId)).toEqual([second.id, first.id]);

    await api.POST('/middleware/recruiterUnfollow/{recruiterId}', path(second.id));
    const after = await list();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      recruiterId: first.id,
      name: first.name,
      companyName: first.companyName,
    });
    expect(after[0]?.followerCount).toBeGreaterThanOrEqual(1);
    expectReply(
      'followedRecruiters',
      await visitor(sim).api.GET('/middleware/followedRecruiters', {}),
      401,
    );
  });
});

describe('suggestedJobs: best matches and new matches', () => {
  it('When the home asks for the new matches and the dashboard for the best, then the home shares no job with the dashboard and the newest come newest first (UX walk D5)', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    // Skills of many functions, so that the profile matches more jobs than one page holds.
    const skills = [
      'Java',
      'SQL',
      'Negotiation',
      'Recruitment',
      'Accounting',
      'Customer Service',
      'Digital Marketing',
      'Procurement',
      'Quality Control',
      'Teaching',
    ].map((skill) => ({ skill }));
    expectReply(
      'createSkills',
      await api.POST('/middleware/createSkills', { body: { itSkills: skills } }),
      200,
    );
    const best = await api.GET('/middleware/userDashboard', {});
    const newest = await api.GET('/middleware/suggestedJobs', {
      params: { query: { sort: 2, start: 0, limit: 5 } },
    });
    expectReply('userDashboard', best, 200);
    expectReply('suggestedJobs', newest, 200);

    // A reordering of the same jobs is not enough: the walk saw the home's five among the
    // dashboard's six.
    const dashboardJobs = (best.data?.recommendedJobs ?? []).map((j) => j.jobId);
    const homeJobs = (newest.data?.jobs ?? []).map((j) => j.jobId);
    expect(dashboardJobs).toHaveLength(6);
    expect(homeJobs).toHaveLength(5);
    expect(homeJobs.filter((id) => dashboardJobs.includes(id))).toEqual([]);
    const posted = (newest.data?.jobs ?? []).map((j) => Date.parse(j.postedAt));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });

  it('When every match is already on the dashboard, then the home still lists them, newest first', async () => {
    // The walk's Vietnam seeker: six matches, all of them the dashboard's six.
    const { api } = await signedIn(sim, 'seeker', 'VN');
    const all = await api.GET('/middleware/suggestedJobs', {
      params: { query: { sort: 1, start: 0, limit: 50 } },
    });
    const best = await api.GET('/middleware/userDashboard', {});
    const newest = await api.GET('/middleware/suggestedJobs', {
      params: { query: { sort: 2, start: 0, limit: 5 } },
    });
    expectReply('suggestedJobs', all, 200);
    expectReply('userDashboard', best, 200);
    expectReply('suggestedJobs', newest, 200);
    const matches = (all.data?.jobs ?? []).map((j) => j.jobId);
    const dashboardJobs = (best.data?.recommendedJobs ?? []).map((j) => j.jobId);
    expect(matches.filter((id) => !dashboardJobs.includes(id))).toEqual([]);

    const home = newest.data?.jobs ?? [];
    expect(home).toHaveLength(Math.min(5, matches.length));
    expect(home.every((j) => matches.includes(j.jobId))).toBe(true);
    const posted = home.map((j) => Date.parse(j.postedAt));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
  });
});
