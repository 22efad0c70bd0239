import { describe, expect, it } from 'vitest';
import {
  EMAIL_LINK_PATH,
  OTP_MESSAGES,
  assertCanSend,
  checkCode,
  checkMobileNumber,
  consumeCodes,
  emailEntry,
  emailTarget,
  holdersOf,
  mobileTarget,
  openEmailLink,
  sendCode,
  sendEmailLink,
  verifyMobile,
} from '../../sim-server/domain/otp';
import {
  DAY,
  HOUR,
  MINUTE,
  NOW,
  SECOND,
  at,
  site,
  world,
  type World,
  defined,
  caught,
} from './world';

const india = site('IN');

const FREE_NUMBER = '9123456789';

function send(w: World, target: string, now: Date, accountId: string | null = w.account().id) {
  return sendCode(w.context, { accountId, channel: 'mobile', target, now }, 'sent');
}

describe('One-time passwords', () => {
  it('When a code is sent, then the answer gives 6 digits, 600 s of life and a 30 s resend wait, and the code is 123456', () => {
    const w = world();
    const target = mobileTarget('91', FREE_NUMBER);
    expect(target).toBe('91-9123456789');
    expect(send(w, target, NOW)).toEqual({
      success: true,
      message: 'sent',
      otpLength: 6,
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    expect(w.store.state.otps).toHaveLength(1);
    expect(w.store.state.otps[0]).toMatchObject({
      accountId: w.account().id,
      channel: 'mobile',
      target,
      code: '123456',
      expiresAt: at(10 * MINUTE).toISOString(),
    });
    expect(w.store.state.counters.find((c) => c.id === `otp:mobile:${target}`)).toEqual({
      id: `otp:mobile:${target}`,
      count: 1,
      updatedAt: NOW.toISOString(),
    });
  });

  it('When a code is asked again within 30 s, then it is a 429 OTP_RATE_LIMITED; at 30 s it is sent and replaces the first', () => {
    const w = world();
    const target = mobileTarget('91', FREE_NUMBER);
    send(w, target, NOW);
    const early = caught(() => send(w, target, at(30 * SECOND - 1)));
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      success: false,
      error: 'Please wait before requesting another OTP.',
      errorCode: 'OTP_RATE_LIMITED',
    });
    send(w, target, at(30 * SECOND));
    expect(w.store.state.otps).toHaveLength(1);
    expect(w.store.state.otps[0]?.expiresAt).toBe(at(30 * SECOND + 10 * MINUTE).toISOString());
    expect(w.store.state.counters.find((c) => c.id === `otp:mobile:${target}`)?.count).toBe(2);
  });

  it('When ten codes were sent to a number in one UTC day, then the eleventh is a 429 OTP_DAILY_LIMIT, and the next day it is sent again', () => {
    const w = world();
    const target = mobileTarget('91', FREE_NUMBER);
    const dayStart = new Date('2026-03-10T00:00:00.000Z');
    for (let i = 0; i < 10; i += 1) send(w, target, at(i * MINUTE, dayStart));
    const refused = caught(() => send(w, target, at(11 * MINUTE, dayStart)));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'Too many OTPs were requested today. Please try again tomorrow.',
      errorCode: 'OTP_DAILY_LIMIT',
    });
    const tomorrow = new Date('2026-03-11T00:00:00.000Z');
    expect(() => assertCanSend(w.store.state, 'mobile', target, tomorrow)).not.toThrow();
    send(w, target, tomorrow);
    expect(w.store.state.counters.find((c) => c.id === `otp:mobile:${target}`)?.count).toBe(1);
    // Another number and another channel have their own counts.
    expect(() =>
      assertCanSend(w.store.state, 'mobile', mobileTarget('91', '9000000000'), tomorrow),
    ).not.toThrow();
    expect(() => assertCanSend(w.store.state, 'email', target, at(SECOND, tomorrow))).not.toThrow();
  });

  it('When nine codes were sent today, then the tenth is still sent', () => {
    const w = world();
    const target = mobileTarget('91', FREE_NUMBER);
    for (let i = 0; i < 9; i += 1) send(w, target, at(i * MINUTE));
    expect(() => send(w, target, at(9 * MINUTE))).not.toThrow();
  });

  it('When the right code is checked before it expires, then it matches; a wrong or expired one is a 422', () => {
    const w = world();
    const seeker = w.account();
    const target = mobileTarget('91', FREE_NUMBER);
    send(w, target, NOW, seeker.id);
    const key = { accountId: seeker.id, channel: 'mobile' as const, target };
    expect(checkCode(w.store.state, key, '123456', at(10 * MINUTE - 1)).code).toBe('123456');
    const wrong = caught(() => checkCode(w.store.state, key, '654321', NOW));
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      error: 'Invalid OTP. Please try again.',
      errorCode: 'OTP_INVALID',
    });
    const expired = caught(() => checkCode(w.store.state, key, '123456', at(10 * MINUTE)));
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({
      error: 'This OTP has expired. Please request a new one.',
      errorCode: 'OTP_EXPIRED',
    });
    // The code is the sender's: another account, channel or target does not match it.
    expect(
      caught(() => checkCode(w.store.state, { ...key, accountId: 'x' }, '123456', NOW)).status,
    ).toBe(422);
    expect(
      caught(() => checkCode(w.store.state, { ...key, channel: 'email' }, '123456', NOW)).status,
    ).toBe(422);
    expect(
      caught(() => checkCode(w.store.state, { ...key, target: '91-9000000000' }, '123456', NOW))
        .status,
    ).toBe(422);
  });

  it('When codes are consumed, then only the codes of that channel and target go', () => {
    const w = world();
    const a = mobileTarget('91', FREE_NUMBER);
    const b = mobileTarget('91', '9000000000');
    send(w, a, NOW);
    send(w, b, NOW);
    sendCode(w.context, { accountId: null, channel: 'email', target: a, now: NOW }, 'x');
    w.store.transact((tx) => consumeCodes(tx, 'mobile', a));
    expect(w.store.state.otps.map((o) => `${o.channel}:${o.target}`).sort()).toEqual([
      `email:${a}`,
      `mobile:${b}`,
    ]);
  });

  it('When a new code is sent, then expired codes of any target are dropped and codes of other senders stay', () => {
    const w = world();
    const a = mobileTarget('91', FREE_NUMBER);
    const b = mobileTarget('91', '9000000000');
    send(w, a, NOW, 'acc-1');
    send(w, b, at(MINUTE), 'acc-2');
    send(w, b, at(2 * MINUTE), null);
    expect(w.store.state.otps).toHaveLength(3);
    send(w, mobileTarget('91', '9111111111'), at(10 * MINUTE), 'acc-3');
    expect(w.store.state.otps.map((o) => o.accountId).sort()).toEqual(
      ['acc-2', 'acc-3', null].sort(),
    );
  });

  it('When a number is checked, then only the site dial codes and a real mobile pass, with the spec message', () => {
    expect(() => checkMobileNumber(india, '91', FREE_NUMBER)).not.toThrow();
    const dial = caught(() => checkMobileNumber(india, '65', FREE_NUMBER));
    expect(dial.status).toBe(422);
    expect(dial.body).toEqual({
      success: false,
      error: "countryCode: must be one of this site's dial codes (91)",
      errorCode: 'DIAL_CODE_NOT_OF_SITE',
      param: 'countryCode',
    });
    const bad = caught(() => checkMobileNumber(india, '91', '1234567890'));
    expect(bad.body).toMatchObject({
      error: 'mobileNumber: Please enter a valid mobile number',
      errorCode: 'MOBILE_NUMBER_INVALID',
      param: 'mobileNumber',
    });
    const singapore = site('SG');
    expect(() => checkMobileNumber(singapore, '65', '91234567')).not.toThrow();
    expect(caught(() => checkMobileNumber(singapore, '65', '00000000')).status).toBe(422);
  });

  it('When a number is held by accounts, then holdersOf lists them but the one left out', () => {
    const w = world();
    const seeker = w.account();
    const number = defined(seeker.mobileNumbers[0]);
    expect(
      holdersOf(w.store.state, number.countryCode, number.mobileNumber).map((a) => a.id),
    ).toEqual([seeker.id]);
    expect(holdersOf(w.store.state, number.countryCode, number.mobileNumber, seeker.id)).toEqual(
      [],
    );
    expect(holdersOf(w.store.state, '65', number.mobileNumber)).toEqual([]);
  });

  it('When an email is compared, then case and spaces do not matter', () => {
    const w = world();
    const seeker = w.account();
    expect(emailTarget('  Seeker.IN@Example.com ')).toBe('seeker.in@example.com');
    expect(emailEntry(seeker, seeker.email.toUpperCase())?.email).toBe(seeker.email);
    expect(emailEntry(seeker, 'nobody@example.com')).toBeUndefined();
  });
});

describe('Verifying a mobile number', () => {
  it('When the right code is given for a new number, then it is added verified and the codes are used up', () => {
    const w = world();
    const seeker = w.account();
    const target = mobileTarget('91', FREE_NUMBER);
    send(w, target, NOW, seeker.id);
    const entry = verifyMobile(
      w.context,
      seeker,
      { countryCode: '91', mobileNumber: FREE_NUMBER, otp: '123456' },
      NOW,
    );
    expect(entry).toEqual({ countryCode: '91', mobileNumber: FREE_NUMBER, status: 1 });
    const stored = w.account();
    expect(stored.mobileNumbers).toHaveLength(2);
    expect(stored.mobileNumbers[1]).toEqual({
      countryCode: '91',
      mobileNumber: FREE_NUMBER,
      status: 1,
    });
    expect(w.store.state.otps).toEqual([]);
  });

  it('When an unverified number on the profile is verified, then that entry becomes verified, none added', () => {
    const w = world();
    const seeker = w.account('unverified');
    const number = defined(seeker.mobileNumbers[0]);
    expect(number.status).toBe(0);
    send(w, mobileTarget(number.countryCode, number.mobileNumber), NOW, seeker.id);
    verifyMobile(w.context, seeker, { ...number, otp: '123456' }, NOW);
    expect(w.account('unverified').mobileNumbers).toEqual([{ ...number, status: 1 }]);
  });

  it('When the number belongs to another account, then it is a 409 MOBILE_TAKEN and nothing changes', () => {
    const w = world();
    const seeker = w.account();
    const theirs = defined(w.account('linked').mobileNumbers[0]);
    send(w, mobileTarget(theirs.countryCode, theirs.mobileNumber), NOW, seeker.id);
    const taken = caught(() => verifyMobile(w.context, seeker, { ...theirs, otp: '123456' }, NOW));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: 'This mobile number is registered with another account.',
      errorCode: 'MOBILE_TAKEN',
    });
    expect(w.account().mobileNumbers).toHaveLength(1);
    expect(w.store.state.otps).toHaveLength(1);
  });

  it('When the code is wrong, then it is a 422 and the number is not added', () => {
    const w = world();
    const seeker = w.account();
    send(w, mobileTarget('91', FREE_NUMBER), NOW, seeker.id);
    expect(
      caught(() =>
        verifyMobile(
          w.context,
          seeker,
          { countryCode: '91', mobileNumber: FREE_NUMBER, otp: '000000' },
          NOW,
        ),
      ).status,
    ).toBe(422);
    expect(w.account().mobileNumbers).toHaveLength(1);
  });
});

describe('Email verification links', () => {
  it('When a link is sent and opened within 24 hours, then the email is verified and the link works once', () => {
    const w = world();
    const seeker = w.account('unverified');
    const path = sendEmailLink(w.context, {
      accountId: seeker.id,
      channel: 'email',
      target: seeker.email,
      now: NOW,
    });
    expect(path).toMatch(/^\/sim-assets\/verify-email\/[0-9a-f-]{36}$/);
    expect(EMAIL_LINK_PATH).toBe('/sim-assets/verify-email');
    const token = path.slice(path.lastIndexOf('/') + 1);
    expect(w.store.state.otps[0]).toMatchObject({
      code: `link:${token}`,
      expiresAt: at(DAY).toISOString(),
    });
    expect(openEmailLink(w.context, token, at(DAY - 1))).toBe('verified');
    expect(w.account('unverified').emails[0]?.status).toBe(1);
    expect(w.store.state.otps).toEqual([]);
    expect(openEmailLink(w.context, token, at(DAY - 1))).toBe('unknown');
  });

  it('When a link is opened after 24 hours, then it is expired and the email stays unverified', () => {
    const w = world();
    const seeker = w.account('unverified');
    const path = sendEmailLink(w.context, {
      accountId: seeker.id,
      channel: 'email',
      target: seeker.email,
      now: NOW,
    });
    const token = path.slice(path.lastIndexOf('/') + 1);
    expect(openEmailLink(w.context, token, at(DAY))).toBe('expired');
    expect(w.account('unverified').emails[0]?.status).toBe(0);
  });

  it('When a link names an email no longer on the account, then opening it verifies nothing and uses it up', () => {
    const w = world();
    const seeker = w.account('unverified');
    const path = sendEmailLink(w.context, {
      accountId: seeker.id,
      channel: 'email',
      target: 'gone@example.com',
      now: NOW,
    });
    const token = path.slice(path.lastIndexOf('/') + 1);
    expect(openEmailLink(w.context, token, NOW)).toBe('unknown');
    expect(w.store.state.otps).toEqual([]);
    expect(w.account('unverified').emails[0]?.status).toBe(0);
    const ghost = sendEmailLink(w.context, {
      accountId: 'acc-none',
      channel: 'email',
      target: 'x@example.com',
      now: at(HOUR),
    });
    expect(openEmailLink(w.context, ghost.slice(ghost.lastIndexOf('/') + 1), at(HOUR))).toBe(
      'unknown',
    );
  });

  it('When a code and a link go to one email, then each replaces only its own kind, and a code never opens as a link', () => {
    const w = world();
    const seeker = w.account('unverified');
    const target = emailTarget(seeker.email);
    sendCode(w.context, { accountId: seeker.id, channel: 'email', target, now: NOW }, 'x');
    sendEmailLink(w.context, { accountId: seeker.id, channel: 'email', target, now: at(MINUTE) });
    expect(w.store.state.otps).toHaveLength(2);
    expect(
      checkCode(
        w.store.state,
        { accountId: seeker.id, channel: 'email', target },
        '123456',
        at(MINUTE),
      ).code,
    ).toBe('123456');
    expect(openEmailLink(w.context, '123456', at(MINUTE))).toBe('unknown');
    w.store.transact((tx) => consumeCodes(tx, 'email', target));
    expect(w.store.state.otps).toHaveLength(1);
    expect(w.store.state.otps[0]?.code.startsWith('link:')).toBe(true);
  });

  it('When the messages are shown, then they name the number, the email and the simulator code', () => {
    expect(OTP_MESSAGES.mobileSent('91', FREE_NUMBER)).toBe(
      'OTP sent to +91 9123456789. (Simulator: the OTP is always 123456.)',
    );
    expect(OTP_MESSAGES.emailSent('a@b.co')).toBe(
      'OTP sent to a@b.co. (Simulator: the OTP is always 123456.)',
    );
    expect(OTP_MESSAGES.linkSent('a@b.co', '/x')).toBe(
      'A verification link has been sent to a@b.co. (Simulator: open /x to verify.)',
    );
  });
});
