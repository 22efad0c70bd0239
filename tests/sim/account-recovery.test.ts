// Getting back into an account (issue 27): forgotPassword sends a code to the account's email or
// mobile number, resetPassword takes it with a new password and signs the seeker in (clearing the
// wrong-password throttle), and otpLogin signs in with send-otp's LOGIN code. Bad input changes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OTP, signInForm } from '../../fixtures/accounts';
import { controlRequest, rawRequest } from '../support/raw';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';
import {
  MINUTE_MS,
  SECOND_MS,
  TestClock,
  errorCode,
  expectReply,
  type ClockedSimulator,
} from './helpers';

// One simulator for the file, on the clock of the test that runs.
let clock = new TestClock();
let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startSimulator({}, { now: () => clock.now() });
});
afterAll(async () => {
  await simulator.dispose();
});

/** The simulator as seeded (codes, sessions and throttles gone), on a clock of the test's own. */
async function started(): Promise<ClockedSimulator> {
  clock = new TestClock();
  expect((await controlRequest(simulator.url, 'post', '/reset')).status).toBe(200);
  return { ...simulator, clock };
}

function passwordSignIn(url: string, local: string, password: string) {
  return rawRequest(url, {
    method: 'post',
    path: '/rio/login',
    encoding: 'form',
    body: { ...signInForm(local, 'IN'), password },
  });
}

const SEEKER_EMAIL = 'unverified.in@example.com';
/** The seeded India seeker's number (fixtures order: seeker first). */
const SEEKER_NUMBER = '9876500000';

describe('forgotPassword and resetPassword', () => {
  it('When a seeker asks for a code by email and sends it with a new password, then the new password signs in, the old one does not, and the reset signed them in', async () => {
    const s = await started();
    const guest = visitor(s);
    const sent = await guest.api.POST('/middleware/forgotPassword', {
      body: { email: SEEKER_EMAIL },
    });
    const body = expectReply('forgotPassword', sent, 200) as { message: string };
    expect(body.message).toContain(SEEKER_EMAIL);
    expect(body.message).toContain('123456');

    const reset = await guest.api.POST('/middleware/resetPassword', {
      body: {
        email: SEEKER_EMAIL,
        otp: DEV_OTP,
        newPassword: 'N3w-Secret',
        returnUrl: '/seeker/profile',
      },
    });
    expect(expectReply('resetPassword', reset, 200)).toMatchObject({
      redirectUrl: '/seeker/profile',
      userType: 'SEEKER',
    });
    expect(guest.cookies.get('MSSOCLIENT')).toBeTruthy();
    expect((await guest.api.GET('/middleware/userMe')).response.status).toBe(200);

    expect((await passwordSignIn(s.url, 'unverified', 'N3w-Secret')).status).toBe(200);
    expect((await passwordSignIn(s.url, 'unverified', 'Passw0rd!')).status).toBe(401);
    // The code is used up.
    const again = await visitor(s).api.POST('/middleware/resetPassword', {
      body: { email: SEEKER_EMAIL, otp: DEV_OTP, newPassword: 'Other-Secret' },
    });
    expect(again.response.status).toBe(422);
  });

  it('When a seeker throttled after five wrong passwords resets by mobile, then they are signed in and the throttle is cleared', async () => {
    const s = await started();
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordSignIn(s.url, 'seeker', 'wrong')).status).toBe(401);
    }
    expect((await passwordSignIn(s.url, 'seeker', 'Passw0rd!')).status).toBe(429);
    const guest = visitor(s);
    const mobile = { countryCode: '91', mobileNumber: SEEKER_NUMBER };
    expectReply(
      'forgotPassword',
      await guest.api.POST('/middleware/forgotPassword', { body: mobile }),
      200,
    );
    const reset = await guest.api.POST('/middleware/resetPassword', {
      body: { ...mobile, otp: DEV_OTP, newPassword: 'Passw0rd!' },
    });
    expectReply('resetPassword', reset, 200);
    expect((await passwordSignIn(s.url, 'seeker', 'Passw0rd!')).status).toBe(200);
  });

  it('When the code is wrong or expired, then 422 and the password is unchanged', async () => {
    const s = await started();
    const guest = visitor(s);
    await guest.api.POST('/middleware/forgotPassword', { body: { email: SEEKER_EMAIL } });
    const wrong = await guest.api.POST('/middleware/resetPassword', {
      body: { email: SEEKER_EMAIL, otp: '000000', newPassword: 'N3w-Secret' },
    });
    expect(wrong.response.status).toBe(422);
    expect(errorCode(wrong.error)).toBe('OTP_INVALID');
    s.clock.advance(11 * MINUTE_MS);
    const late = await guest.api.POST('/middleware/resetPassword', {
      body: { email: SEEKER_EMAIL, otp: DEV_OTP, newPassword: 'N3w-Secret' },
    });
    expect(late.response.status).toBe(422);
    expect(errorCode(late.error)).toBe('OTP_EXPIRED');
    expect(guest.cookies.get('MSSOCLIENT')).toBeUndefined();
    expect((await passwordSignIn(s.url, 'unverified', 'Passw0rd!')).status).toBe(200);
  });

  it("When the email or number is no seeker's, or the number breaks the site rule, then 404 or 400 and nothing is sent", async () => {
    const s = await started();
    const guest = visitor(s);
    const unknown = await guest.api.POST('/middleware/forgotPassword', {
      body: { email: 'nobody.here@example.com' },
    });
    expect(unknown.response.status).toBe(404);
    const agent = await guest.api.POST('/middleware/forgotPassword', {
      body: { email: 'agent.in@example.com' },
    });
    expect(agent.response.status).toBe(404);
    const badNumber = await guest.api.POST('/middleware/forgotPassword', {
      body: { countryCode: '91', mobileNumber: '12345' },
    });
    expect(badNumber.response.status).toBe(400);
    const both = await rawRequest(s.url, {
      method: 'post',
      path: '/middleware/forgotPassword',
      body: { email: SEEKER_EMAIL, countryCode: '91', mobileNumber: SEEKER_NUMBER },
    });
    expect(both.status).toBe(400);
    expect(s.context.store.state.otps).toEqual([]);
  });

  it('When a code is asked again before the resend wait, then 429; after it, a new one', async () => {
    const s = await started();
    const guest = visitor(s);
    const body = { email: SEEKER_EMAIL };
    expect((await guest.api.POST('/middleware/forgotPassword', { body })).response.status).toBe(
      200,
    );
    expect((await guest.api.POST('/middleware/forgotPassword', { body })).response.status).toBe(
      429,
    );
    s.clock.advance(31 * SECOND_MS);
    expect((await guest.api.POST('/middleware/forgotPassword', { body })).response.status).toBe(
      200,
    );
  });
});

describe('otpLogin', () => {
  it('When send-otp sends a LOGIN code and the seeker gives it, then they are signed in; a wrong code answers 422', async () => {
    const s = await started();
    const guest = visitor(s);
    const mobile = { countryCode: '91', mobileNumber: SEEKER_NUMBER };
    expectReply(
      'sendOtp',
      await guest.api.POST('/middleware/send-otp', { body: { ...mobile, purpose: 'LOGIN' } }),
      200,
    );
    const wrong = await guest.api.POST('/rio/login/otp', { body: { ...mobile, otp: '111111' } });
    expect(wrong.response.status).toBe(422);
    expect(guest.cookies.get('MSSOCLIENT')).toBeUndefined();
    const right = await guest.api.POST('/rio/login/otp', { body: { ...mobile, otp: DEV_OTP } });
    expect(expectReply('otpLogin', right, 200)).toMatchObject({
      redirectUrl: '/seeker/dashboard',
      displayName: 'Asha Rao',
    });
    expect((await guest.api.GET('/middleware/userMe')).response.status).toBe(200);
  });

  it("When no code was sent, or the number is no seeker's, then 422 or 404", async () => {
    const s = await started();
    const guest = visitor(s);
    const none = await guest.api.POST('/rio/login/otp', {
      body: { countryCode: '91', mobileNumber: SEEKER_NUMBER, otp: DEV_OTP },
    });
    expect(none.response.status).toBe(422);
    const unknown = await guest.api.POST('/rio/login/otp', {
      body: { countryCode: '91', mobileNumber: '9811199999', otp: DEV_OTP },
    });
    expect(unknown.response.status).toBe(404);
  });
});
