// Seeker state across calls, restarts and resets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForm } from '../../fixtures/accounts';
import { controlRequest, rawRequest } from '../support/raw';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;
let jobId: string;
let companyId: number;

beforeAll(async () => {
  sim = await startSimulator();
  const job = sim.context.catalogue.sites.IN.jobs.find((j) => !j.walkIn);
  if (!job) throw new Error('no job');
  jobId = job.jobId;
  companyId = job.companyId;
});

afterAll(async () => {
  await sim.dispose();
});

describe('A seeker session from sign-in to sign-out', () => {
  it('When a seeker signs in, then MSSOCLIENT is HttpOnly and SameSite=Lax with the user name and type cookies', async () => {
    const response = await rawRequest(sim.url, {
      method: 'post',
      path: '/rio/login',
      encoding: 'form',
      body: signInForm('seeker', 'IN'),
    });
    const cookies = response.headers.getSetCookie();

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ redirectUrl: '/seeker/dashboard', userType: 'SEEKER' });
    expect(cookies.find((c) => c.startsWith('MSSOCLIENT='))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('MSSOCLIENT='))).toMatch(/SameSite=Lax/i);
    expect(cookies.some((c) => c.startsWith('USER_NAME=Asha%20Rao'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('USER_TYPE=SEEKER'))).toBe(true);
  });

  it('When the password is wrong, then sign-in answers 401 and sets no session', async () => {
    const response = await rawRequest(sim.url, {
      method: 'post',
      path: '/rio/login',
      encoding: 'form',
      body: {
        scope: 'all',
        username: 'seeker.in@example.com',
        password: 'nope',
        grant_type: 'password',
        client_id: 'web',
      },
    });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('MSSOCLIENT='))).toBe(false);
  });

  it('When a seeker saves, applies, follows and keeps an alert, then each shows up, and sign-out ends the session', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');

    await api.POST('/middleware/jobSave', { body: { jobId } });
    const saved = await api.GET('/middleware/savedJobs', {});
    expect(saved.data?.jobs.map((s) => s.job.jobId)).toContain(jobId);

    const can = await api.GET('/middleware/canJobApply/{jobId}', { params: { path: { jobId } } });
    expect(can.data?.canApply).toBe(true);
    const applied = await api.POST('/middleware/jobApply', { body: { jobId } });
    expect(applied.data?.redirectUrl).toContain('/search/applied-success');
    const detail = await api.GET('/middleware/jobdetail/{jobId}', { params: { path: { jobId } } });
    expect(detail.data?.job.isApplied).toBe(true);
    expect(detail.data?.job.isSaved).toBe(true);
    const again = await api.POST('/middleware/jobApply', { body: { jobId } });
    expect(again.response.status).toBe(409);
    const success = await api.GET('/middleware/jobApplySuccess/{jobId}', {
      params: { path: { jobId } },
    });
    expect(success.data?.application.job.jobId).toBe(jobId);

    const follow = await api.POST('/middleware/companyFollow/{companyId}', {
      params: { path: { companyId } },
    });
    const followed = follow.data?.companyFollowResponse;
    expect(followed && 'successMessage' in followed ? followed.successMessage : '').toBe(
      'Company followed successfully.',
    );
    const countAfterFollow =
      followed && 'followerCount' in followed ? (followed.followerCount ?? 0) : -1;
    const unfollow = await api.POST('/middleware/companyUnfollow/{companyId}', {
      params: { path: { companyId } },
    });
    const unfollowed = unfollow.data?.companyUnfollowResponse;
    expect(unfollowed && 'successMessage' in unfollowed ? unfollowed.successMessage : '').toBe(
      'Company unfollowed successfully.',
    );
    expect(unfollowed && 'followerCount' in unfollowed ? unfollowed.followerCount : -1).toBe(
      countAfterFollow - 1,
    );

    const created = await api.POST('/middleware/createJobAlert', {
      body: { name: 'React in Pune', keywords: 'react', locations: 'Pune', frequency: 1 },
    });
    const alertId = created.data?.id ?? '';
    const edited = await api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId } },
      body: { name: 'React in Pune', keywords: 'react, redux', frequency: 3 },
    });
    expect(edited.data?.frequency).toBe(3);
    expect((await api.GET('/middleware/jobAlerts', {})).data?.alerts.map((a) => a.id)).toContain(
      alertId,
    );
    await api.DELETE('/middleware/deleteJobAlert/{alertId}', { params: { path: { alertId } } });
    expect(
      (await api.GET('/middleware/jobAlerts', {})).data?.alerts.map((a) => a.id),
    ).not.toContain(alertId);

    await api.POST('/middleware/logout', {});
    const after = await api.GET('/middleware/userMe', {});
    expect(after.response.status).toBe(401);
  });
  it("When a seeker visits a company-site job's page (jobApplyAor), then the job stays unapplied in the detail, the results and the applied list, and can be visited again", async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const job = sim.context.catalogue.sites.IN.jobs.find((j) => j.applyOnRedirect && !j.walkIn);
    if (!job) throw new Error('no company-site job');
    const visit = await api.POST('/middleware/jobApplyAor', { body: { jobId: job.jobId } });
    expect(visit.response.status).toBe(200);
    expect(visit.data?.redirectUrl).toBe(
      `/sim-assets/employer-apply/${job.companyId}/${job.jobId}`,
    );

    const detail = await api.GET('/middleware/jobdetail/{jobId}', {
      params: { path: { jobId: job.jobId } },
    });
    expect(detail.data?.job.applyOnCompanySite).toBe(true);
    expect(detail.data?.job.isApplied).toBe(false);
    const results = await api.GET('/middleware/search/results', {
      params: { query: { query: job.title, limit: 100 } },
    });
    const listed = results.data?.jobs.find((j) => j.jobId === job.jobId);
    expect(listed?.isApplied).toBe(false);
    const applied = await api.GET('/middleware/appliedJobs', {});
    expect(applied.data?.jobs.map((a) => a.job.jobId)).not.toContain(job.jobId);
    const can = await api.GET('/middleware/canJobApply/{jobId}', {
      params: { path: { jobId: job.jobId } },
    });
    expect(can.data).toMatchObject({ canApply: true, redirectUrl: visit.data?.redirectUrl });
  });
});

describe('State that is not lost', () => {
  it('When the simulator restarts on the same state folder, then the seeker keeps saves; reset returns to the seed', async () => {
    const first = await startSimulator();
    const seeker = await signedIn(first, 'seeker', 'SG');
    const job = first.context.catalogue.sites.SG.jobs[3];
    if (!job) throw new Error('no job');
    await seeker.api.POST('/middleware/jobSave', { body: { jobId: job.jobId } });
    await first.stop();

    const second = await startSimulator({ SIM_DATA_DIR: first.dataDir });
    const again = await signedIn(second, 'seeker', 'SG');
    const saved = await again.api.GET('/middleware/savedJobs', {});
    expect(saved.data?.jobs.map((s) => s.job.jobId)).toContain(job.jobId);

    const reset = await controlRequest(second.url, 'post', '/reset');
    expect(reset.status).toBe(200);
    const fresh = await signedIn(second, 'seeker', 'SG');
    expect((await fresh.api.GET('/middleware/savedJobs', {})).data?.total).toBe(0);
    await second.dispose();
  });

  it('When a guest calls a public operation, then the site comes from the headers', async () => {
    const guest = visitor(sim, 'TH');
    const splash = await guest.api.GET('/middleware/employersOfChoice', {});
    expect(splash.response.status).toBe(200);
    const results = await guest.api.GET('/middleware/search/results', { params: { query: {} } });
    expect(results.data?.jobs.every((job) => job.isoCode === 'TH')).toBe(true);
  });
});

describe('QA access to stored state', () => {
  it('When QA reads and seeds through /__sim/db, then json-server serves the same state the API uses', async () => {
    const accounts = await controlRequest(sim.url, 'get', '/db/accounts?site=HK&userType=SEEKER');
    expect((accounts.body as Array<{ email: string }>).map((a) => a.email)).toContain(
      'seeker.hk@example.com',
    );

    const job = sim.context.catalogue.sites.HK.jobs[5];
    const seeded = await controlRequest(sim.url, 'post', '/db/savedJobs', {
      id: 'qa-saved-1',
      accountId: 'acc-hk-seeker',
      site: 'HK',
      jobId: job?.jobId,
      savedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(seeded.status).toBe(201);

    const seeker = await signedIn(sim, 'seeker', 'HK');
    const saved = await seeker.api.GET('/middleware/savedJobs', {});
    expect(saved.data?.jobs.map((s) => s.job.jobId)).toContain(job?.jobId);
  });

  it('When the page publishes analytics events, then QA can list them at /__sim/events', async () => {
    const guest = visitor(sim, 'MY');
    await guest.api.POST('/middleware/publish/events', {
      body: {
        events: [
          {
            action: 'AdvancedSearchSelected',
            channel: 11,
            currentTimestamp: 1_790_000_000_000,
            id: 'evt-qa-1',
            label: 'SRP',
            site: 'MY',
            tenant: 11,
            siteContext: 'malaysia',
            sessionId: 'sess-qa',
          },
        ],
      },
    });

    const listed = await controlRequest(sim.url, 'get', '/events?channel=middleware&site=MY');
    const events = (listed.body as { events: Array<{ event: { action: string } }> }).events;
    expect(events[0]?.event.action).toBe('AdvancedSearchSelected');
  });
});
