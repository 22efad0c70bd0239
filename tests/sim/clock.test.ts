// The clock QA controls (/__sim/clock), per scenario: job-alert digests when it passes an alert's
// frequency, OTP expiry, session lifetime, and scenario clocks that do not touch each other.
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths as ControlPaths } from '../../openapi/generated/sim-control';
import { DEV_OTP } from '../../fixtures/accounts';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;
let control: ReturnType<typeof createClient<ControlPaths>>;

beforeAll(async () => {
  sim = await startSimulator();
  control = createClient<ControlPaths>({ baseUrl: `${sim.url}/__sim` });
});

afterAll(async () => {
  await sim.dispose();
});

const scenarioHeader = (scenario: string) => ({ 'X-Sim-Scenario': scenario });

const dailyEngineerAlert = {
  name: 'Engineers every day',
  keywords: 'engineer',
  frequency: 1 as const,
};

async function bell(api: ReturnType<typeof visitor>['api']) {
  const answer = await api.GET('/middleware/bell-notification', {
    params: { query: { start: 0, limit: 50 } },
  });
  expect(answer.response.status).toBe(200);
  return answer.data?.notifications ?? [];
}

describe('/__sim/clock', () => {
  it('When QA sets, advances and resets a scenario clock, then each reading says so', async () => {
    const set = await control.PUT('/clock', {
      body: { scenario: 'readings', now: '2031-03-01T09:00:00.000Z' },
    });
    expect(set.data?.scenario).toBe('readings');
    expect(Date.parse(set.data?.now ?? '')).toBeGreaterThanOrEqual(
      Date.parse('2031-03-01T09:00:00.000Z'),
    );

    const advanced = await control.POST('/clock/advance', {
      body: { scenario: 'readings', days: 2, hours: 3 },
    });
    expect(Date.parse(advanced.data?.now ?? '')).toBeGreaterThanOrEqual(
      Date.parse('2031-03-03T12:00:00.000Z'),
    );

    const reset = await control.DELETE('/clock', { params: { query: { scenario: 'readings' } } });
    expect(reset.data?.offsetMs).toBe(0);
  });

  it('When the advance has no step, then 400 and the clock stays', async () => {
    const refused = await control.POST('/clock/advance', { body: { scenario: 'empty' } });
    expect(refused.response.status).toBe(400);
    expect(
      (await control.GET('/clock', { params: { query: { scenario: 'empty' } } })).data,
    ).toMatchObject({ offsetMs: 0 });
  });
});

describe('Job-alert digests', () => {
  it("When the clock passes a Daily alert's day, then the digest is in the seeker's bell and under /__sim/digests; before it, nothing", async () => {
    const scenario = 'digest-daily';
    const seeker = await signedIn(sim, 'seeker', 'IN', scenarioHeader(scenario));
    const created = await seeker.api.POST('/middleware/createJobAlert', {
      body: dailyEngineerAlert,
    });
    expect(created.response.status).toBe(201);
    const alertId = created.data?.id ?? '';

    await control.POST('/clock/advance', { body: { scenario, hours: 23 } });
    expect((await bell(seeker.api)).some((n) => n.id.includes(alertId))).toBe(false);

    await control.POST('/clock/advance', { body: { scenario, hours: 2 } });
    const notifications = await bell(seeker.api);
    const digest = notifications.find((n) => n.id.includes(alertId));
    expect(digest).toMatchObject({
      title: `Daily job alert: ${dailyEngineerAlert.name}`,
      link: expect.stringContaining('query=engineer'),
    });
    expect(digest?.message).toMatch(
      /^\d+ new jobs? match(es)? your job alert 'Engineers every day'\.$/,
    );

    const listed = await control.GET('/digests', { params: { query: { scenario, alertId } } });
    expect(listed.data?.digests).toHaveLength(1);
    const [first] = listed.data?.digests ?? [];
    expect(first).toMatchObject({ alertId, frequency: 'Daily', site: 'IN' });
    expect(first?.total).toBeGreaterThan(0);
    expect(digest?.message.startsWith(`${first?.total} new`)).toBe(true);
  });

  it('When the clock passes the day of an alert that matches no job, then no digest and nothing unread in the bell (UX walk N13)', async () => {
    const scenario = 'digest-empty';
    const seeker = await signedIn(sim, 'seeker', 'IN', scenarioHeader(scenario));
    const created = await seeker.api.POST('/middleware/createJobAlert', {
      body: { name: 'Nothing here', keywords: 'qqqzzz xxyyzz', frequency: 1 as const },
    });
    expect(created.response.status).toBe(201);
    const alertId = created.data?.id ?? '';

    await control.POST('/clock/advance', { body: { scenario, hours: 25 } });

    expect((await bell(seeker.api)).filter((n) => n.id.includes(alertId))).toEqual([]);
    const listed = await control.GET('/digests', { params: { query: { scenario, alertId } } });
    expect(listed.data?.digests).toEqual([]);
  });

  it('When the clock passes a Weekly alert by three weeks, then three digests, newest first', async () => {
    const scenario = 'digest-weekly';
    const seeker = await signedIn(sim, 'seeker', 'SG', scenarioHeader(scenario));
    const created = await seeker.api.POST('/middleware/createJobAlert', {
      body: { name: 'Sales weekly', keywords: 'sales', frequency: 3 },
    });
    const alertId = created.data?.id ?? '';

    await control.POST('/clock/advance', { body: { scenario, days: 6 } });
    expect(
      (await control.GET('/digests', { params: { query: { scenario, alertId } } })).data,
    ).toMatchObject({ digests: [] });

    await control.POST('/clock/advance', { body: { scenario, days: 16 } });
    const digests =
      (await control.GET('/digests', { params: { query: { scenario, alertId } } })).data?.digests ??
      [];
    expect(digests.map((d) => d.frequency)).toEqual(['Weekly', 'Weekly', 'Weekly']);
    const due = digests.map((d) => Date.parse(d.dueAt));
    expect(due).toEqual([...due].sort((a, b) => b - a));
  });

  it("When one scenario's clock passes the alert, then the same seeker in another scenario has no digest", async () => {
    const ahead = 'digest-ahead';
    const behind = 'digest-behind';
    // The alert and the session are in the shared state, which every scenario reads.
    const shared = await signedIn(sim, 'seeker', 'HK');
    const created = await shared.api.POST('/middleware/createJobAlert', {
      body: { name: 'Managers daily', keywords: 'manager', frequency: 1 },
    });
    const alertId = created.data?.id ?? '';
    const session = shared.cookies.get('MSSOCLIENT') ?? '';

    await control.POST('/clock/advance', { body: { scenario: ahead, days: 2 } });
    const seeker = visitor(sim, 'HK', {
      ...scenarioHeader(ahead),
      Cookie: `MSSOCLIENT=${session}`,
    });
    const other = visitor(sim, 'HK', {
      ...scenarioHeader(behind),
      Cookie: `MSSOCLIENT=${session}`,
    });

    expect((await bell(seeker.api)).filter((n) => n.id.includes(alertId))).toHaveLength(2);
    expect((await bell(other.api)).some((n) => n.id.includes(alertId))).toBe(false);
    expect(
      (await control.GET('/digests', { params: { query: { scenario: behind, alertId } } })).data
        ?.digests,
    ).toEqual([]);
  });
});

describe('Expiries on the scenario clock', () => {
  it("When the clock passes an OTP's expiry, then the code is refused; another scenario's code still works", async () => {
    const late = 'otp-late';
    const onTime = 'otp-on-time';
    const seeker = await signedIn(sim, 'seeker', 'IN', scenarioHeader(late));
    const other = await signedIn(sim, 'seeker', 'IN', scenarioHeader(onTime));
    const lateNumber = { countryCode: '91', mobileNumber: '9811100091' };
    const onTimeNumber = { countryCode: '91', mobileNumber: '9811100092' };
    for (const [api, body] of [
      [seeker.api, lateNumber],
      [other.api, onTimeNumber],
    ] as const) {
      const sent = await api.POST('/middleware/getMobileOtp', { body });
      expect(sent.response.status).toBe(200);
    }

    await control.POST('/clock/advance', { body: { scenario: late, minutes: 11 } });

    const refused = await seeker.api.POST('/middleware/verifyMobileOtp', {
      body: { ...lateNumber, otp: DEV_OTP },
    });
    expect(refused.response.status).toBe(422);
    expect(JSON.stringify(refused.error)).toContain('OTP_EXPIRED');
    const accepted = await other.api.POST('/middleware/verifyMobileOtp', {
      body: { ...onTimeNumber, otp: DEV_OTP },
    });
    expect(accepted.response.status).toBe(200);
  });

  it("When the clock passes the session's lifetime, then the seeker is a guest in that scenario only", async () => {
    const scenario = 'session-old';
    // A shared session, which every scenario reads; the clock moves in one scenario only.
    const shared = await signedIn(sim, 'seeker', 'IN');
    const session = shared.cookies.get('MSSOCLIENT') ?? '';
    const seeker = visitor(sim, 'IN', {
      ...scenarioHeader(scenario),
      Cookie: `MSSOCLIENT=${session}`,
    });
    const elsewhere = visitor(sim, 'IN', { Cookie: `MSSOCLIENT=${session}` });

    await control.POST('/clock/advance', { body: { scenario, days: 31 } });

    expect((await seeker.api.GET('/middleware/notifications/count')).response.status).toBe(401);
    expect((await elsewhere.api.GET('/middleware/notifications/count')).response.status).toBe(200);
  });

  it('When QA resets the simulator, then every scenario clock is back on the real time', async () => {
    await control.POST('/clock/advance', { body: { scenario: 'reset-me', days: 5 } });
    await control.POST('/reset');
    expect(
      (await control.GET('/clock', { params: { query: { scenario: 'reset-me' } } })).data?.offsetMs,
    ).toBe(0);
  });
});

describe('Sessions and scenario clocks', () => {
  it("When a seeker signs in under a scenario whose clock is 31 days ahead, then other scenarios' seekers stay signed in", async () => {
    const victim = await signedIn(sim, 'seeker', 'SG');
    const scenarioVictim = await signedIn(sim, 'seeker', 'HK', scenarioHeader('qa-run-8'));
    await control.POST('/clock/advance', { body: { scenario: 'qa-run-7', days: 31 } });

    await signedIn(sim, 'seeker', 'VN', scenarioHeader('qa-run-7'));

    expect((await victim.api.GET('/middleware/userMe')).response.status).toBe(200);
    expect((await scenarioVictim.api.GET('/middleware/userMe')).response.status).toBe(200);
    await control.DELETE('/clock', { params: { query: { scenario: 'qa-run-7' } } });
  });
});
