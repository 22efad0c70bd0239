// One follower count everywhere: after a follow, every answer that shows the company (the follow
// answer, the employers carousel, job detail, the results' companies) gives the same count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

/** An employer of choice of the India site with a job, and that job's id. */
function employerWithJob(): { companyId: number; name: string; jobId: string } {
  const site = sim.context.catalogue.sites.IN;
  for (const companyId of site.employersOfChoice) {
    const job = site.jobs.find((j) => j.companyId === companyId);
    const company = site.companies.find((c) => c.companyId === companyId);
    if (job && company) return { companyId, name: company.name, jobId: job.jobId };
  }
  throw new Error('No employer of choice has a job.');
}

describe('The follower count of a company', () => {
  it('When a seeker follows a company, then the follow answer, the carousel, job detail and the results agree on the count, for the seeker and for a guest', async () => {
    const { companyId, name, jobId } = employerWithJob();
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const guest = visitor(sim, 'IN').api;

    const before = await guest.GET('/middleware/jobdetail/{jobId}', {
      params: { path: { jobId } },
    });
    const seeded = before.data?.company.followerCount ?? 0;

    const followed = await api.POST('/middleware/companyFollow/{companyId}', {
      params: { path: { companyId } },
    });
    const followAnswer = followed.data?.companyFollowResponse;
    const answered =
      followAnswer && 'followerCount' in followAnswer ? followAnswer.followerCount : undefined;
    expect(answered).toBe(seeded + 1);

    for (const client of [api, guest]) {
      const detail = await client.GET('/middleware/jobdetail/{jobId}', {
        params: { path: { jobId } },
      });
      expect(detail.data?.company.followerCount).toBe(answered);
      const carousel = await client.GET('/middleware/employersOfChoice');
      const card = carousel.data?.companies.find((c) => c.companyId === companyId);
      expect(card?.followerCount).toBe(answered);
      const results = await client.GET('/middleware/search/results', {
        params: { query: { query: name } },
      });
      const listed = results.data?.companies?.find((c) => c.companyId === companyId);
      expect(listed?.followerCount).toBe(answered);
    }
    const detail = await api.GET('/middleware/jobdetail/{jobId}', { params: { path: { jobId } } });
    expect(detail.data?.company.isFollowed).toBe(true);

    const unfollowed = await api.POST('/middleware/companyUnfollow/{companyId}', {
      params: { path: { companyId } },
    });
    expect(unfollowed.data?.companyUnfollowResponse).toMatchObject({ followerCount: seeded });
    const after = await guest.GET('/middleware/jobdetail/{jobId}', { params: { path: { jobId } } });
    expect(after.data?.company.followerCount).toBe(seeded);
  });
});
