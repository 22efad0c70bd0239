// The sign-in throttle stops guessing, per scenario and on the real clock (audit 2026-11-28, M2;
// issue 36). Five wrong passwords in a scenario whose clock was set to 2030 locked the seeker out
// of the shared site for three years, through POST /__sim/reset; parallel right passwords counted,
// while in flight, as failures, so the replay's parallel paths got 429.
import { describe, expect, it } from 'vitest';
import { signInForm } from '../../fixtures/accounts';
import { controlRequest, rawRequest } from '../support/raw';
import { simulatorPerFile } from '../support/simulator-per-file';

/** One simulator, reset before each test: its counts, scenarios and clocks start afresh. */
const sim = simulatorPerFile();

function signIn(url: string, scenario: string | null, password?: string) {
  const form = signInForm('seeker', 'PH');
  return rawRequest(url, {
    method: 'post',
    path: '/rio/login',
    encoding: 'form',
    body: password === undefined ? form : { ...form, password },
    headers: {
      'X-Source-Country': 'PH',
      ...(scenario === null ? {} : { 'X-Sim-Scenario': scenario }),
    },
  });
}

async function fiveWrong(url: string, scenario: string | null): Promise<void> {
  for (let i = 0; i < 5; i += 1)
    expect((await signIn(url, scenario, 'wrong-password')).status).toBe(401);
}

describe('Sign-in throttles per scenario', () => {
  it('When five wrong passwords come in a scenario set to 2030, then the shared site signs the seeker in, and the scenario waits at most 15 minutes', async () => {
    const url = sim().url;
    const set = await controlRequest(url, 'put', '/clock', {
      scenario: 'future-clock',
      now: '2030-01-01T00:00:00Z',
    });
    expect(set.status).toBe(200);
    await fiveWrong(url, 'future-clock');

    expect((await signIn(url, null)).status).toBe(200);
    expect((await signIn(url, 'other-run')).status).toBe(200);
    const throttled = await signIn(url, 'future-clock');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  });

  it('When POST /__sim/reset comes after five wrong passwords, then the account signs in again, in the scenario and outside it', async () => {
    const url = sim().url;
    await fiveWrong(url, 'future-clock');
    await fiveWrong(url, null);
    expect((await signIn(url, null)).status).toBe(429);
    expect((await controlRequest(url, 'post', '/reset')).status).toBe(200);
    expect((await signIn(url, null)).status).toBe(200);
    expect((await signIn(url, 'future-clock')).status).toBe(200);
  });

  it('When the scenario is dropped, then its throttle goes with it and it is listed until then', async () => {
    const url = sim().url;
    await fiveWrong(url, 'guessing');
    const listed = await controlRequest(url, 'get', '/scenarios');
    expect((listed.body as { scenarios: unknown[] }).scenarios).toEqual([
      expect.objectContaining({ name: 'guessing', throttles: 2 }),
    ]);
    expect((await controlRequest(url, 'delete', '/scenarios/guessing')).status).toBe(204);
    expect((await signIn(url, 'guessing')).status).toBe(200);
  });
});

describe('Parallel sign-ins (issue 36)', () => {
  it('When ten right passwords for one seeker come at once, with the throttle on as npm start runs it, then all ten sign in', async () => {
    const url = sim().url;
    const replies = await Promise.all(Array.from({ length: 10 }, () => signIn(url, null)));
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
  });

  it('When 40 wrong passwords for one seeker come at once, then five are checked (401) and 35 answer 429', async () => {
    const url = sim().url;
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => signIn(url, null, 'wrong-password')),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});
