import { describe, expect, it } from 'vitest';
import { ClockRegistry } from '../../sim-server/clock/clocks';
import {
  CLIENT_THROTTLE,
  LOGIN_THROTTLE,
  LoginThrottle,
  loginThrottles,
} from '../../sim-server/domain/login-throttle';
import {
  SESSION_MAX_AGE_MS,
  datedFields,
  endSession,
  isLive,
  nowOf,
  startSession,
} from '../../sim-server/domain/sessions';
import {
  issueSocialRefresh,
  redeemSocialRefresh,
  revokeSocialRefresh,
} from '../../sim-server/domain/social-refresh';
import { DAY, MINUTE, NOW, SECOND, at, world, defined } from './world';

describe('Sessions', () => {
  it('When a session started 30 days ago, then it is live; a moment later it is not', () => {
    const session = { id: 's', accountId: 'a', createdAt: NOW.toISOString() };
    expect(isLive(session, at(30 * DAY))).toBe(true);
    expect(isLive(session, at(30 * DAY + 1))).toBe(false);
    expect(SESSION_MAX_AGE_MS).toBe(2_592_000_000);
  });

  it('When a session starts, then it is stored for the account with its scenario, and expired ones are dropped', () => {
    const w = world();
    const clocks = new ClockRegistry(() => NOW);
    // Expiry is read on the clock (NOW), not at the new session's own time.
    const old = startSession(w.store, 'acc-1', { now: at(-31 * DAY), scenario: null, clocks });
    expect(w.store.state.sessions.map((s) => s.id)).toEqual([old]);
    const kept = startSession(w.store, 'acc-1', { now: at(-30 * DAY), scenario: null, clocks });
    expect(w.store.state.sessions.map((s) => s.id)).toEqual([kept]);
    const id = startSession(w.store, 'acc-2', { now: NOW, scenario: 'qa-1', clocks });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(w.store.state.sessions).toEqual([
      { id: kept, accountId: 'acc-1', createdAt: at(-30 * DAY).toISOString() },
      { id, accountId: 'acc-2', createdAt: NOW.toISOString(), scenario: 'qa-1' },
    ]);
    endSession(w.store, kept);
    expect(w.store.state.sessions.map((s) => s.id)).toEqual([id]);
  });

  it("When one scenario's clock moves 31 days ahead, then the sessions of the others stay", () => {
    const w = world();
    const clocks = new ClockRegistry(() => NOW);
    const plain = startSession(w.store, 'acc-1', { now: NOW, scenario: null, clocks });
    const mine = startSession(w.store, 'acc-2', { now: NOW, scenario: 'ahead', clocks });
    clocks.advance('ahead', 31 * DAY);
    expect(nowOf(defined(w.store.state.sessions[1]), clocks)).toEqual(at(31 * DAY));
    expect(nowOf(defined(w.store.state.sessions[0]), clocks)).toEqual(NOW);
    startSession(w.store, 'acc-3', { now: clocks.now('ahead'), scenario: 'ahead', clocks });
    const ids = w.store.state.sessions.map((s) => s.id);
    expect(ids).toContain(plain);
    expect(ids).not.toContain(mine);
    expect(datedFields({ now: NOW, scenario: null, clocks })).toEqual({
      createdAt: NOW.toISOString(),
    });
  });
});

describe('Google refresh tokens', () => {
  it('When a live token is redeemed, then it answers its account once; a second redeem answers nothing', () => {
    const w = world();
    const clocks = new ClockRegistry(() => NOW);
    const token = issueSocialRefresh(w.store, 'acc-1', { now: NOW, scenario: null, clocks });
    expect(w.store.state.socialRefreshTokens).toEqual([
      { id: token, accountId: 'acc-1', createdAt: NOW.toISOString() },
    ]);
    expect(redeemSocialRefresh(w.store, token, at(90 * DAY))).toBe('acc-1');
    expect(redeemSocialRefresh(w.store, token, at(90 * DAY))).toBeUndefined();
    expect(w.store.state.socialRefreshTokens).toEqual([]);
  });

  it('When a token is older than 90 days, then redeeming answers nothing and uses it up, and issuing drops it', () => {
    const w = world();
    const clocks = new ClockRegistry(() => NOW);
    const old = issueSocialRefresh(w.store, 'acc-1', {
      now: at(-90 * DAY - 1),
      scenario: null,
      clocks,
    });
    const edge = issueSocialRefresh(w.store, 'acc-1', {
      now: at(-90 * DAY),
      scenario: 'qa',
      clocks,
    });
    issueSocialRefresh(w.store, 'acc-2', { now: NOW, scenario: null, clocks });
    expect(w.store.state.socialRefreshTokens.map((t) => t.id)).not.toContain(old);
    expect(w.store.state.socialRefreshTokens.map((t) => t.id)).toContain(edge);
    expect(redeemSocialRefresh(w.store, edge, at(1))).toBeUndefined();
    expect(w.store.state.socialRefreshTokens.map((t) => t.id)).not.toContain(edge);
  });

  it('When a token is revoked, then it is gone; revoking an unknown token changes nothing', () => {
    const w = world();
    const clocks = new ClockRegistry(() => NOW);
    const token = issueSocialRefresh(w.store, 'acc-1', { now: NOW, scenario: null, clocks });
    const other = issueSocialRefresh(w.store, 'acc-2', { now: NOW, scenario: null, clocks });
    revokeSocialRefresh(w.store, 'nope');
    expect(w.store.state.socialRefreshTokens).toHaveLength(2);
    revokeSocialRefresh(w.store, token);
    expect(w.store.state.socialRefreshTokens.map((t) => t.id)).toEqual([other]);
  });
});

describe('Login throttle', () => {
  it('When five wrong passwords come within 15 minutes, then the sixth waits until the oldest leaves the window', () => {
    expect(LOGIN_THROTTLE).toEqual({ maxFailures: 5, windowMs: 900_000 });
    const throttle = new LoginThrottle(true);
    for (let i = 0; i < 5; i += 1) expect(throttle.attempt('a@x.co', at(i * MINUTE))).toBe(0);
    expect(throttle.waitSeconds('a@x.co', at(5 * MINUTE))).toBe(600);
    expect(throttle.attempt('a@x.co', at(5 * MINUTE))).toBe(600);
    expect(throttle.waitSeconds('a@x.co', at(15 * MINUTE - 1))).toBe(1);
    expect(throttle.waitSeconds('a@x.co', at(15 * MINUTE - 1500))).toBe(2);
    expect(throttle.waitSeconds('a@x.co', at(15 * MINUTE))).toBe(0);
    expect(throttle.waitSeconds('b@x.co', at(5 * MINUTE))).toBe(0);
  });

  it('When four wrong passwords were made, then the fifth attempt is still let through', () => {
    const throttle = new LoginThrottle(true);
    for (let i = 0; i < 4; i += 1) throttle.attempt('a@x.co', NOW);
    expect(throttle.waitSeconds('a@x.co', NOW)).toBe(0);
    expect(throttle.attempt('a@x.co', NOW)).toBe(0);
    expect(throttle.waitSeconds('a@x.co', NOW)).toBe(900);
  });

  it('When the right password is given, then the count is cleared', () => {
    const throttle = new LoginThrottle(true);
    for (let i = 0; i < 5; i += 1) throttle.attempt('a@x.co', NOW);
    throttle.succeeded('a@x.co');
    expect(throttle.waitSeconds('a@x.co', NOW)).toBe(0);
  });

  it('When one attempt is forgiven, then only the latest is taken back', () => {
    const throttle = new LoginThrottle(true);
    for (let i = 0; i < 5; i += 1) throttle.attempt('a@x.co', NOW);
    throttle.forgiveOne('a@x.co');
    expect(throttle.waitSeconds('a@x.co', NOW)).toBe(0);
    throttle.attempt('a@x.co', NOW);
    expect(throttle.waitSeconds('a@x.co', NOW)).toBe(900);
    const one = new LoginThrottle(true);
    one.attempt('b@x.co', NOW);
    one.forgiveOne('b@x.co');
    one.forgiveOne('b@x.co');
    one.forgiveOne('nobody');
    for (let i = 0; i < 4; i += 1) one.attempt('b@x.co', NOW);
    expect(one.waitSeconds('b@x.co', NOW)).toBe(0);
  });

  it('When the throttle is off, then nothing is ever counted or waited for', () => {
    const throttle = new LoginThrottle(false);
    for (let i = 0; i < 10; i += 1) expect(throttle.attempt('a@x.co', NOW)).toBe(0);
    expect(throttle.waitSeconds('a@x.co', NOW)).toBe(0);
  });

  it('When 30 wrong sign-ins come from one client within a minute, then the 31st waits', () => {
    expect(CLIENT_THROTTLE).toEqual({ maxFailures: 30, windowMs: 60_000 });
    const { account: accounts, client } = loginThrottles(true);
    for (let i = 0; i < 30; i += 1) expect(client.attempt('127.0.0.1', at(i * SECOND))).toBe(0);
    expect(client.attempt('127.0.0.1', at(30 * SECOND))).toBe(30);
    expect(accounts).not.toBe(client);
    for (let i = 0; i < 5; i += 1) accounts.attempt('a@x.co', NOW);
    expect(accounts.waitSeconds('a@x.co', NOW)).toBe(900);
    expect(loginThrottles(true).account.waitSeconds('a@x.co', NOW)).toBe(0);
    const off = loginThrottles(false).account;
    for (let i = 0; i < 6; i += 1) off.attempt('a@x.co', NOW);
    expect(off.waitSeconds('a@x.co', NOW)).toBe(0);
  });
});
