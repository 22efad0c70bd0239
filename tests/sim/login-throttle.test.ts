// Repeated wrong passwords for an account are slowed down as a real backend does: 429 with
// Retry-After after five within 15 minutes, a right password clearing the count, other accounts
// untouched; SIM_LOGIN_THROTTLE=off lifts it for load tests and QA.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signInForm } from '../../fixtures/accounts';
import { rawRequest } from '../support/raw';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';
import { simulatorPerFile } from '../support/simulator-per-file';
import { MINUTE_MS, startClockedSimulator, type ClockedSimulator } from './helpers';

/**
 * One simulator with npm start's throttle for the tests that need no other setting, reset before
 * each (its counts, and the password a test changes); the others start their own.
 */
const shared = simulatorPerFile();
let sim: TestSimulator | ClockedSimulator | undefined;

afterEach(async () => {
  await sim?.dispose();
  sim = undefined;
});

function signIn(url: string, local: string, password?: string) {
  const form = signInForm(local, 'IN');
  return rawRequest(url, {
    method: 'post',
    path: '/rio/login',
    encoding: 'form',
    body: password === undefined ? form : { ...form, password },
  });
}

describe('Sign-in after wrong passwords', () => {
  it('When an account gets five wrong passwords, then the next try answers 429 with Retry-After, even with the right password, until 15 minutes pass', async () => {
    const clocked = await startClockedSimulator();
    sim = clocked;
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(clocked.url, 'unverified', 'wrong')).status).toBe(401);
    }
    const throttled = await signIn(clocked.url, 'unverified');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ errorCode: 'LOGIN_THROTTLED' });
    expect((await signIn(clocked.url, 'seeker')).status).toBe(200);
    clocked.clock.advance(15 * MINUTE_MS + 1000);
    expect((await signIn(clocked.url, 'unverified')).status).toBe(200);
  });

  it('When a right password comes before the fifth wrong one, then the count starts again', async () => {
    for (let i = 0; i < 4; i += 1) await signIn(shared().url, 'unverified', 'wrong');
    expect((await signIn(shared().url, 'unverified')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn(shared().url, 'unverified', 'wrong');
    expect((await signIn(shared().url, 'unverified')).status).toBe(200);
  });

  it('When the throttle is off, then wrong passwords never lock the account', async () => {
    sim = await startSimulator({ SIM_LOGIN_THROTTLE: 'off' });
    for (let i = 0; i < 8; i += 1) await signIn(sim.url, 'unverified', 'wrong');
    expect((await signIn(sim.url, 'unverified')).status).toBe(200);
  });
});

describe('Password attempts sent at once (audit 2026-11-26, M2)', () => {
  it('When 60 wrong passwords for one account arrive at once, then at most five are checked and the rest answer 429', async () => {
    const url = shared().url;
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => signIn(url, 'unverified', 'wrong')),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('When wrong current passwords are sent to the password change, then the sixth answers 429; a change ends the other sessions', async () => {
    const other = await signedIn(shared(), 'seeker', 'IN');
    const { api } = await signedIn(shared(), 'seeker', 'IN');
    const change = (currentPassword: string) =>
      api.POST('/middleware/changePassword', {
        body: { currentPassword, newPassword: 'a-new-secret-9' },
      });
    for (let i = 0; i < 5; i += 1)
      expect((await change('not-the-password')).response.status).toBe(422);
    const refused = await change(TEST_PASSWORD);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);

    shared().context.deps.throttles.forget(null, 'seeker.in@example.com');
    expect((await change(TEST_PASSWORD)).response.status).toBe(200);
    expect((await other.api.GET('/middleware/userMe')).response.status).toBe(401);
    expect((await api.GET('/middleware/userMe')).response.status).toBe(200);
  });
});

describe('A burst of wrong sign-ins from one client (audit 2026-11-26, M3)', () => {
  it('When one client sends 100 wrong sign-ins naming 100 different accounts at once, then at most 30 are checked and the rest answer 429 with Retry-After', async () => {
    const url = shared().url;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(url, `nobody-${i}`, 'wrong')),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(70);
    for (const reply of refused) {
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(reply.body).toMatchObject({ errorCode: 'LOGIN_THROTTLED' });
    }
  });

  it('When a client signs in rightly between wrong tries, then its right sign-ins do not count against it', async () => {
    for (let i = 0; i < 29; i += 1)
      expect((await signIn(shared().url, `nobody-${i}`, 'wrong')).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await signIn(shared().url, 'seeker')).status).toBe(200);
    expect((await signIn(shared().url, 'nobody-last', 'wrong')).status).toBe(401);
    expect((await signIn(shared().url, 'seeker')).status).toBe(429);
  });
});
