import { describe, expect, it } from 'vitest';
import { updateAccount, updateAccountIn } from '../../sim-server/domain/accounts';
import {
  RECOVERY_MESSAGES,
  recoveryTarget,
  redeemRecoveryCode,
  sendRecoveryCode,
} from '../../sim-server/domain/account-recovery';
import { CAPTCHA_MESSAGE, captchaPasses } from '../../sim-server/domain/captcha';
import { counterOf, incrementCounter, setCounter } from '../../sim-server/domain/counters';
import { takeSendLink } from '../../sim-server/domain/send-link';
import { HOUR, MINUTE, NOW, at, site, world, defined, caught } from './world';

const india = site('IN');

describe('Account recovery', () => {
  it('When a seeker asks by email, in any case, then the code goes to that seeker account by email', () => {
    const w = world();
    const seeker = w.account();
    const found = recoveryTarget(w.context, india, { email: seeker.email.toUpperCase() });
    expect(found.account.id).toBe(seeker.id);
    expect(found.channel).toBe('email');
    expect(found.target).toBe(seeker.email);
    expect(found.shown).toEqual({ email: seeker.email.toUpperCase() });
    const sent = sendRecoveryCode(w.context, found, NOW);
    expect(sent.message).toBe(
      `OTP sent to ${seeker.email.toUpperCase()}. (Simulator: the OTP is always 123456.)`,
    );
    expect(w.store.state.otps[0]).toMatchObject({
      accountId: seeker.id,
      channel: 'email',
      target: seeker.email,
    });
  });

  it('When the email is unknown or belongs to a recruiter account, then it is a 404 with the email message', () => {
    const w = world();
    const missing = caught(() => recoveryTarget(w.context, india, { email: 'nobody@example.com' }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      error: 'No account is registered with this email.',
      errorCode: 'NOT_FOUND',
    });
    expect(
      caught(() => recoveryTarget(w.context, india, { email: w.account('agent').email })).status,
    ).toBe(404);
    expect(RECOVERY_MESSAGES.emailNotRegistered).toBe('No account is registered with this email.');
  });

  it('When a seeker asks by mobile, then the code goes to the number, and an unknown number is a 404', () => {
    const w = world();
    const seeker = w.account();
    const number = defined(seeker.mobileNumbers[0]);
    const found = recoveryTarget(w.context, india, number);
    expect(found).toMatchObject({
      channel: 'mobile',
      target: `${number.countryCode}-${number.mobileNumber}`,
      shown: { countryCode: number.countryCode, mobileNumber: number.mobileNumber },
    });
    expect(found.account.id).toBe(seeker.id);
    expect(sendRecoveryCode(w.context, found, NOW).message).toBe(
      `OTP sent to +${number.countryCode} ${number.mobileNumber}. (Simulator: the OTP is always 123456.)`,
    );
    const unknown = caught(() =>
      recoveryTarget(w.context, india, { countryCode: '91', mobileNumber: '9123456789' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      error: 'No account is registered with this mobile number.',
    });
    const agentNumber = defined(w.account('agent').mobileNumbers[0]);
    expect(caught(() => recoveryTarget(w.context, india, agentNumber)).status).toBe(404);
  });

  it('When the number is missing or not a mobile, then it is a 422 naming the field, not a lookup', () => {
    const w = world();
    expect(caught(() => recoveryTarget(w.context, india, {})).status).toBe(422);
    expect(
      caught(() => recoveryTarget(w.context, india, { countryCode: '91' })).body,
    ).toMatchObject({ errorCode: 'MOBILE_NUMBER_INVALID', param: 'mobileNumber' });
    expect(
      caught(() => recoveryTarget(w.context, india, { mobileNumber: '9123456789' })).body,
    ).toMatchObject({ errorCode: 'DIAL_CODE_NOT_OF_SITE', param: 'countryCode' });
  });

  it('When the right code is redeemed with a new password, then the password changes and the codes are used up; a wrong code changes nothing', () => {
    const w = world();
    const seeker = w.account();
    const found = recoveryTarget(w.context, india, { email: seeker.email });
    sendRecoveryCode(w.context, found, NOW);
    const before = w.account().passwordHash;
    expect(
      caught(() => redeemRecoveryCode(w.context, found, '000000', NOW, 'new-hash')).status,
    ).toBe(422);
    expect(w.account().passwordHash).toBe(before);
    expect(w.store.state.otps).toHaveLength(1);
    redeemRecoveryCode(w.context, found, '123456', at(MINUTE), 'new-hash');
    expect(w.account().passwordHash).toBe('new-hash');
    expect(w.store.state.otps).toEqual([]);
  });

  it('When a code is redeemed to sign in (no password), then the password stays and the code is used up', () => {
    const w = world();
    const seeker = w.account();
    const found = recoveryTarget(w.context, india, defined(seeker.mobileNumbers[0]));
    sendRecoveryCode(w.context, found, NOW);
    const before = w.account();
    redeemRecoveryCode(w.context, found, '123456', NOW);
    expect(w.account()).toEqual(before);
    expect(w.store.state.otps).toEqual([]);
  });
});

describe('Accounts', () => {
  it('When an account is changed, then the stored account is the changed copy; an account not stored is an error', () => {
    const w = world();
    const seeker = w.account();
    const changed = updateAccount(w.store, seeker, (draft) => {
      draft.displayName = 'New Name';
    });
    expect(changed.displayName).toBe('New Name');
    expect(w.account().displayName).toBe('New Name');
    expect(seeker.displayName).not.toBe('New Name');
    expect(() =>
      w.store.transact((tx) => updateAccountIn(tx, { ...seeker, id: 'acc-none' }, () => undefined)),
    ).toThrow('Account acc-none is not stored.');
  });
});

describe('Captcha', () => {
  it('When the token is invalid-captcha, then it fails with the captcha message; any other token passes', () => {
    expect(captchaPasses('invalid-captcha')).toBe(false);
    expect(captchaPasses('anything')).toBe(true);
    expect(captchaPasses('')).toBe(true);
    expect(CAPTCHA_MESSAGE).toBe('Captcha verification failed. Please try again.');
  });
});

describe('Counters', () => {
  it('When a counter is incremented, then it starts at 1, counts up, and notes the time', () => {
    const w = world();
    expect(counterOf(w.store.state, 'jobView:IN:1')).toBeUndefined();
    expect(incrementCounter(w.store, 'jobView:IN:1', NOW)).toBe(1);
    expect(incrementCounter(w.store, 'jobView:IN:1', at(MINUTE))).toBe(2);
    expect(counterOf(w.store.state, 'jobView:IN:1')).toEqual({
      id: 'jobView:IN:1',
      count: 2,
      updatedAt: at(MINUTE).toISOString(),
    });
    expect(incrementCounter(w.store, 'jobView:IN:2', NOW)).toBe(1);
    const set = setCounter(w.store, 'x', (current) => ({
      count: (current?.count ?? 40) + 2,
      updatedAt: 'then',
    }));
    expect(set).toEqual({ id: 'x', count: 42, updatedAt: 'then' });
  });
});

describe('The app link hourly limit', () => {
  const target = { site: 'IN' as const, isdCode: '91', mobileNumber: '9123456789' };

  it('When three links went to one number within the hour, then the fourth is refused and counts nothing', () => {
    const w = world();
    expect(takeSendLink(w.store, target, NOW)).toBe(true);
    expect(takeSendLink(w.store, target, at(MINUTE))).toBe(true);
    expect(takeSendLink(w.store, target, at(2 * MINUTE))).toBe(true);
    expect(takeSendLink(w.store, target, at(HOUR - 1))).toBe(false);
    expect(counterOf(w.store.state, 'sendLink:IN:91-9123456789')).toEqual({
      id: 'sendLink:IN:91-9123456789',
      count: 3,
      updatedAt: NOW.toISOString(),
    });
  });

  it('When an hour has passed since the first send of the run, then links go again and a new hour starts', () => {
    const w = world();
    takeSendLink(w.store, target, NOW);
    takeSendLink(w.store, target, at(MINUTE));
    takeSendLink(w.store, target, at(2 * MINUTE));
    expect(takeSendLink(w.store, target, at(HOUR))).toBe(true);
    expect(counterOf(w.store.state, 'sendLink:IN:91-9123456789')).toEqual({
      id: 'sendLink:IN:91-9123456789',
      count: 1,
      updatedAt: at(HOUR).toISOString(),
    });
  });

  it('When links go to another number or site, then each has its own three', () => {
    const w = world();
    for (let i = 0; i < 3; i += 1) takeSendLink(w.store, target, NOW);
    expect(takeSendLink(w.store, { ...target, mobileNumber: '9123456780' }, NOW)).toBe(true);
    expect(takeSendLink(w.store, { ...target, site: 'SG' }, NOW)).toBe(true);
    expect(takeSendLink(w.store, { ...target, isdCode: '65' }, NOW)).toBe(true);
    expect(takeSendLink(w.store, target, NOW)).toBe(false);
  });
});
