// OTPs for mobile numbers and emails, the email link, and send-otp v1/v2: DEV_OTP, the resend
// wait, expiry, the daily limit, captcha rejection, and what verifying changes on the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OTP } from '../../fixtures/accounts';
import {
  EMAIL_LINK_PATH,
  OTP_DAILY_LIMIT,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  openEmailLink,
} from '../../sim-server/domain/otp';
import { REJECTED_CAPTCHA_TOKEN } from '../../sim-server/domain/captcha';
import { rawRequest } from '../support/raw';
import { signedIn, visitor } from '../support/sim';
import {
  SECOND_MS,
  errorCode,
  getAsset,
  expectRaw,
  expectReply,
  firstError,
  ruleRefusal,
  startClockedSimulator,
  stateOf,
  type ClockedSimulator,
} from './helpers';

let sim: ClockedSimulator;
const RESEND_MS = (OTP_RESEND_AFTER_SECONDS + 1) * SECOND_MS;
/** Numbers of the seeded India accounts (fixtures order: seeker, unverified, linked). */
const SEEKER_NUMBER = '9876500000';
const UNVERIFIED_NUMBER = '9876501111';
const LINKED_NUMBER = '9876502222';

beforeAll(async () => {
  sim = await startClockedSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe('getMobileOtp and verifyMobileOtp', () => {
  it('When a seeker asks for a code for a new number, then DEV_OTP is stored for it and the message says so', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const sent = await api.POST('/middleware/getMobileOtp', {
      body: { countryCode: '91', mobileNumber: '9811100010' },
    });

    const body = expectReply('getMobileOtp', sent, 200);
    expect(body).toMatchObject({ success: true, otpLength: 6, expiresInSeconds: OTP_TTL_SECONDS });
    expect(sent.data?.message).toContain(DEV_OTP);
    expect(sim.context.store.state.otps).toContainEqual(
      expect.objectContaining({ channel: 'mobile', target: '91-9811100010', code: DEV_OTP }),
    );
  });

  it('When the seeker asks again before the resend wait, then 429; after it, a new code', async () => {
    const { api } = await signedIn(sim, 'seeker');
    const body = { countryCode: '91', mobileNumber: '9811100011' };
    expectReply('getMobileOtp', await api.POST('/middleware/getMobileOtp', { body }), 200);
    const before = stateOf(sim);

    const again = await api.POST('/middleware/getMobileOtp', { body });

    expect(errorCode(expectReply('getMobileOtp', again, 429))).toBe('OTP_RATE_LIMITED');
    expect(stateOf(sim)).toBe(before);
    sim.clock.advance(RESEND_MS);
    expectReply('getMobileOtp', await api.POST('/middleware/getMobileOtp', { body }), 200);
  });

  it("When the number breaks the site rule or the dial code is not the site's, then 422 names the field and the reason (the schema's own breaks are 400), and nothing is stored", async () => {
    const { api, cookies } = await signedIn(sim, 'seeker');
    const before = stateOf(sim);

    const badNumber = await api.POST('/middleware/getMobileOtp', {
      body: { countryCode: '91', mobileNumber: '1234567890' },
    });
    const badCode = await api.POST('/middleware/getMobileOtp', {
      body: { countryCode: '65', mobileNumber: '9811100012' },
    });
    const notDigits = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/getMobileOtp',
      body: { countryCode: '91', mobileNumber: '98111-00012' },
      cookies,
    });

    expect(ruleRefusal(expectReply('getMobileOtp', badNumber, 422))).toEqual({
      param: 'mobileNumber',
      errorCode: 'MOBILE_NUMBER_INVALID',
    });
    expect(ruleRefusal(expectReply('getMobileOtp', badCode, 422))).toEqual({
      param: 'countryCode',
      errorCode: 'DIAL_CODE_NOT_OF_SITE',
    });
    expect(firstError(expectRaw('getMobileOtp', notDigits, 400)).param).toBe('mobileNumber');
    expect(stateOf(sim)).toBe(before);
  });

  it('When the number is already verified on the seeker or held by another seeker, then 409', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const own = await api.POST('/middleware/getMobileOtp', {
      body: { countryCode: '91', mobileNumber: SEEKER_NUMBER },
    });
    const taken = await api.POST('/middleware/getMobileOtp', {
      body: { countryCode: '91', mobileNumber: LINKED_NUMBER },
    });

    expect(errorCode(expectReply('getMobileOtp', own, 409))).toBe('MOBILE_VERIFIED');
    expect(errorCode(expectReply('getMobileOtp', taken, 409))).toBe('MOBILE_TAKEN');
  });

  it('When a guest asks for or verifies a code, then 401', async () => {
    const guest = visitor(sim);
    const body = { countryCode: '91', mobileNumber: '9811100013' };

    expectReply('getMobileOtp', await guest.api.POST('/middleware/getMobileOtp', { body }), 401);
    expectReply(
      'verifyMobileOtp',
      await guest.api.POST('/middleware/verifyMobileOtp', { body: { ...body, otp: DEV_OTP } }),
      401,
    );
  });

  it('When the seeker verifies with a wrong code, then 422 and nothing changes; with DEV_OTP, the number is added verified and the code is used up', async () => {
    const { api } = await signedIn(sim, 'seeker');
    const number = { countryCode: '91', mobileNumber: '9811100014' };
    expectReply('getMobileOtp', await api.POST('/middleware/getMobileOtp', { body: number }), 200);
    const before = stateOf(sim);

    const wrong = await api.POST('/middleware/verifyMobileOtp', {
      body: { ...number, otp: '654321' },
    });
    expect(errorCode(expectReply('verifyMobileOtp', wrong, 422))).toBe('OTP_INVALID');
    expect(stateOf(sim)).toBe(before);

    const right = await api.POST('/middleware/verifyMobileOtp', {
      body: { ...number, otp: DEV_OTP },
    });
    expect(expectReply('verifyMobileOtp', right, 200)).toMatchObject({
      success: true,
      verifiedMobile: { ...number, status: 1 },
    });
    const me = await api.GET('/middleware/userMe', {});
    expect(me.data?.mobileNumbers).toContainEqual({ ...number, status: 1 });
    const reused = await api.POST('/middleware/verifyMobileOtp', {
      body: { ...number, otp: DEV_OTP },
    });
    expect(errorCode(expectReply('verifyMobileOtp', reused, 422))).toBe('OTP_INVALID');
  });

  it("When the unverified seeker verifies their own number, then that number's status becomes 1", async () => {
    const { api } = await signedIn(sim, 'unverified');
    const number = { countryCode: '91', mobileNumber: UNVERIFIED_NUMBER };
    expectReply('getMobileOtp', await api.POST('/middleware/getMobileOtp', { body: number }), 200);

    const verified = await api.POST('/middleware/verifyMobileOtp', {
      body: { ...number, otp: DEV_OTP },
    });

    expectReply('verifyMobileOtp', verified, 200);
    const me = await api.GET('/middleware/userMe', {});
    expect(me.data?.mobileNumbers).toEqual([{ ...number, status: 1 }]);
  });

  it('When the code has expired, then verifying answers 422 OTP_EXPIRED', async () => {
    const { api } = await signedIn(sim, 'seeker');
    const number = { countryCode: '91', mobileNumber: '9811100015' };
    expectReply('getMobileOtp', await api.POST('/middleware/getMobileOtp', { body: number }), 200);
    sim.clock.advance((OTP_TTL_SECONDS + 1) * SECOND_MS);

    const late = await api.POST('/middleware/verifyMobileOtp', {
      body: { ...number, otp: DEV_OTP },
    });

    expect(errorCode(expectReply('verifyMobileOtp', late, 422))).toBe('OTP_EXPIRED');
  });

  it('When the otp is not 4 to 6 digits, then 400 names otp', async () => {
    const { cookies } = await signedIn(sim, 'seeker');
    const response = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/verifyMobileOtp',
      body: { countryCode: '91', mobileNumber: '9811100014', otp: '12' },
      cookies,
    });
    expect(firstError(expectRaw('verifyMobileOtp', response, 400)).param).toBe('otp');
  });
});

describe('getMobileOtpV2', () => {
  it('When the captcha token is the rejected one, then 422 CAPTCHA_FAILED and nothing is sent; any other token sends', async () => {
    const { api } = await signedIn(sim, 'seeker');
    const number = { countryCode: '91', mobileNumber: '9811100016' };
    const before = stateOf(sim);

    const rejected = await api.POST('/middleware/v2/getMobileOtp', {
      body: { ...number, gRecaptchaResponse: REJECTED_CAPTCHA_TOKEN },
    });
    expect(errorCode(expectReply('getMobileOtpV2', rejected, 422))).toBe('CAPTCHA_FAILED');
    expect(stateOf(sim)).toBe(before);

    const sent = await api.POST('/middleware/v2/getMobileOtp', {
      body: { ...number, gRecaptchaResponse: 'any-token' },
    });
    expect(expectReply('getMobileOtpV2', sent, 200)).toMatchObject({ success: true });
  });

  it('When the token is missing, then 400 names gRecaptchaResponse; a guest gets 401', async () => {
    const { cookies } = await signedIn(sim, 'seeker');
    const missing = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/v2/getMobileOtp',
      body: { countryCode: '91', mobileNumber: '9811100017' },
      cookies,
    });
    expect(firstError(expectRaw('getMobileOtpV2', missing, 400)).param).toBe('gRecaptchaResponse');

    const guest = await visitor(sim).api.POST('/middleware/v2/getMobileOtp', {
      body: { countryCode: '91', mobileNumber: '9811100017', gRecaptchaResponse: 'token' },
    });
    expectReply('getMobileOtpV2', guest, 401);
  });
});

describe('Email codes and links', () => {
  it('When the unverified seeker gets an email code and verifies it, then the email shows status 1 and asking again is 409', async () => {
    const { api } = await signedIn(sim, 'unverified');
    const email = 'unverified.in@example.com';

    const sent = await api.POST('/middleware/getEmailOtp', { body: { email } });
    expect(expectReply('getEmailOtp', sent, 200)).toMatchObject({ success: true, otpLength: 6 });
    expect(sent.data?.message).toContain(DEV_OTP);

    const before = stateOf(sim);
    const wrong = await api.POST('/middleware/verifyEmailOtp', { body: { email, otp: '000000' } });
    expect(errorCode(expectReply('verifyEmailOtp', wrong, 422))).toBe('OTP_INVALID');
    expect(stateOf(sim)).toBe(before);

    const right = await api.POST('/middleware/verifyEmailOtp', { body: { email, otp: DEV_OTP } });
    expect(expectReply('verifyEmailOtp', right, 200)).toMatchObject({
      verifiedEmail: { email, status: 1 },
    });
    const me = await api.GET('/middleware/userMe', {});
    expect(me.data?.emails).toEqual([{ email, status: 1 }]);

    sim.clock.advance(RESEND_MS);
    const again = await api.POST('/middleware/getEmailOtp', { body: { email } });
    expect(errorCode(expectReply('getEmailOtp', again, 409))).toBe('EMAIL_VERIFIED');
  });

  it('When the email is not on the profile, then getEmailOtp, verifyEmailOtp and verifyEmailWithLink answer 404', async () => {
    const { api } = await signedIn(sim, 'seeker');
    const email = 'someone.else@example.com';

    expectReply('getEmailOtp', await api.POST('/middleware/getEmailOtp', { body: { email } }), 404);
    expectReply(
      'verifyEmailOtp',
      await api.POST('/middleware/verifyEmailOtp', { body: { email, otp: DEV_OTP } }),
      404,
    );
    expectReply(
      'verifyEmailWithLink',
      await api.POST('/middleware/verifyEmailWithLink', { body: { email } }),
      404,
    );
  });

  it('When no code was sent to the email, then verifyEmailOtp answers 422', async () => {
    const { api } = await signedIn(sim, 'unverified', 'SG');
    const verify = await api.POST('/middleware/verifyEmailOtp', {
      body: { email: 'unverified.sg@example.com', otp: DEV_OTP },
    });
    expect(errorCode(expectReply('verifyEmailOtp', verify, 422))).toBe('OTP_INVALID');
  });

  it('When a link is sent, then asking again at once is 429, and opening the link verifies the email', async () => {
    const { api } = await signedIn(sim, 'unverified', 'HK');
    const email = 'unverified.hk@example.com';

    const sent = await api.POST('/middleware/verifyEmailWithLink', { body: { email } });
    expect(expectReply('verifyEmailWithLink', sent, 200)).toMatchObject({
      success: true,
      linkExpiresInSeconds: 86_400,
    });
    const again = await api.POST('/middleware/verifyEmailWithLink', { body: { email } });
    expect(errorCode(expectReply('verifyEmailWithLink', again, 429))).toBe('OTP_RATE_LIMITED');

    const token = new RegExp(`${EMAIL_LINK_PATH}/([0-9a-f-]+)`).exec(sent.data?.message ?? '')?.[1];
    expect(token).toBeDefined();
    const opened = await getAsset(`${sim.url}${EMAIL_LINK_PATH}/${token ?? ''}`);
    expect(opened.status).toBe(200);
    expect(opened.body.toString()).toContain('Your email is verified.');
    expect((await getAsset(`${sim.url}${EMAIL_LINK_PATH}/${token ?? ''}`)).status).toBe(404);
    expect(openEmailLink(sim.context, token ?? '', sim.clock.now())).toBe('unknown');
    const me = await api.GET('/middleware/userMe', {});
    expect(me.data?.emails).toEqual([{ email, status: 1 }]);
  });

  it('When the email is malformed, then 400 names email; a guest gets 401', async () => {
    const { cookies } = await signedIn(sim, 'unverified');
    const bad = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/getEmailOtp',
      body: { email: 'not-an-email' },
      cookies,
    });
    expect(firstError(expectRaw('getEmailOtp', bad, 400)).param).toBe('email');
    const guest = await visitor(sim).api.POST('/middleware/getEmailOtp', {
      body: { email: 'unverified.in@example.com' },
    });
    expectReply('getEmailOtp', guest, 401);
  });
});

describe('send-otp v1 and v2', () => {
  it('When a guest asks for a LOGIN code for a registered number, then it is sent; for an unknown number, 404', async () => {
    const guest = visitor(sim);

    const known = await guest.api.POST('/middleware/send-otp', {
      body: { countryCode: '91', mobileNumber: SEEKER_NUMBER, purpose: 'LOGIN' },
    });
    const unknown = await guest.api.POST('/middleware/send-otp', {
      body: { countryCode: '91', mobileNumber: '9811100020', purpose: 'LOGIN' },
    });

    expect(expectReply('sendOtp', known, 200)).toMatchObject({ success: true });
    expect(sim.context.store.state.otps).toContainEqual(
      expect.objectContaining({ accountId: 'acc-in-seeker', target: `91-${SEEKER_NUMBER}` }),
    );
    expectReply('sendOtp', unknown, 404);
  });

  it('When a guest asks for a REGISTRATION code for a registered number, then 409', async () => {
    const taken = await visitor(sim).api.POST('/middleware/send-otp', {
      body: { countryCode: '91', mobileNumber: LINKED_NUMBER, purpose: 'REGISTRATION' },
    });
    expect(errorCode(expectReply('sendOtp', taken, 409))).toBe('MOBILE_REGISTERED');
  });

  it('When a number is sent more codes than the daily limit allows, then 429 OTP_DAILY_LIMIT until the next day', async () => {
    const guest = visitor(sim);
    const body = {
      countryCode: '91',
      mobileNumber: '9811100021',
      purpose: 'REGISTRATION' as const,
    };
    for (let i = 0; i < OTP_DAILY_LIMIT; i += 1) {
      expectReply('sendOtp', await guest.api.POST('/middleware/send-otp', { body }), 200);
      sim.clock.advance(RESEND_MS);
    }

    const over = await guest.api.POST('/middleware/send-otp', { body });

    expect(errorCode(expectReply('sendOtp', over, 429))).toBe('OTP_DAILY_LIMIT');
    sim.clock.advance(24 * 60 * 60 * SECOND_MS);
    expectReply('sendOtp', await guest.api.POST('/middleware/send-otp', { body }), 200);
  });

  it('When the purpose is not LOGIN or REGISTRATION, then 400 names purpose', async () => {
    const bad = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/send-otp',
      body: { countryCode: '91', mobileNumber: '9811100022', purpose: 'RESET' },
    });
    expect(firstError(expectRaw('sendOtp', bad, 400)).param).toBe('purpose');
  });

  it('When send-otp v2 gets the rejected captcha token, then 422; another token sends', async () => {
    const guest = visitor(sim);
    const body = {
      countryCode: '91',
      mobileNumber: '9811100023',
      purpose: 'REGISTRATION' as const,
    };
    const before = stateOf(sim);

    const rejected = await guest.api.POST('/middleware/v2/send-otp', {
      body: { ...body, gRecaptchaResponse: REJECTED_CAPTCHA_TOKEN },
    });
    expect(errorCode(expectReply('sendOtpV2', rejected, 422))).toBe('CAPTCHA_FAILED');
    expect(stateOf(sim)).toBe(before);

    const sent = await guest.api.POST('/middleware/v2/send-otp', {
      body: { ...body, gRecaptchaResponse: 'token' },
    });
    expectReply('sendOtpV2', sent, 200);
  });

  it('When v2 has no captcha token, then 400 names gRecaptchaResponse', async () => {
    const bad = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/v2/send-otp',
      body: { countryCode: '91', mobileNumber: '9811100024', purpose: 'LOGIN' },
    });
    expect(firstError(expectRaw('sendOtpV2', bad, 400)).param).toBe('gRecaptchaResponse');
  });
});
