import { describe, expect, it } from 'vitest';
import { ClockRegistry } from '../../sim-server/clock/clocks';
import {
  CLIENT_THROTTLE,
  LOGIN_THROTTLE,
  SignInThrottle,
  type Attempter,
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
  /** A throttle on a clock the test moves (the base clock: never a scenario's). */
  function throttled(enabled = true) {
    let now = NOW.getTime();
    const throttle = new SignInThrottle(enabled, () => new Date(now));
    return {
      throttle,
      advance: (ms: number) => (now += ms),
      /** One attempt by `who` whose password check answers `right`. */
      tryPassword: (right: boolean, who: Attempter = { scenario: null, email: 'a@x.co' }) =>
        throttle.attempt(who, async () => right),
    };
  }

  it('When five wrong passwords come within 15 minutes, then the sixth waits until the oldest leaves the window', async () => {
    expect(LOGIN_THROTTLE).toEqual({ maxFailures: 5, windowMs: 900_000 });
    const { tryPassword, advance } = throttled();
    for (let i = 0; i < 5; i += 1) {
      expect(await tryPassword(false)).toEqual({ wait: 0, passed: false });
      advance(MINUTE);
    }
    expect(await tryPassword(true)).toEqual({ wait: 600, passed: false });
    advance(10 * MINUTE - 1);
    expect((await tryPassword(true)).wait).toBe(1);
    advance(1);
    expect(await tryPassword(true)).toEqual({ wait: 0, passed: true });
    expect((await tryPassword(true, { scenario: null, email: 'b@x.co' })).wait).toBe(0);
  });

  it('When four wrong passwords were made, then the fifth attempt is still checked, and the sixth waits', async () => {
    const { tryPassword } = throttled();
    for (let i = 0; i < 4; i += 1) await tryPassword(false);
    expect(await tryPassword(false)).toEqual({ wait: 0, passed: false });
    expect((await tryPassword(true)).wait).toBe(900);
  });

  it('When the right password is given, then the count is cleared; forget() clears it too', async () => {
    const { throttle, tryPassword } = throttled();
    for (let i = 0; i < 4; i += 1) await tryPassword(false);
    expect((await tryPassword(true)).passed).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await tryPassword(false)).wait).toBe(0);
    throttle.forget(null, 'a@x.co');
    expect((await tryPassword(true)).passed).toBe(true);
  });

  it('When ten right passwords for one account are checked at once, then all pass (none is counted as failed while in flight)', async () => {
    const { tryPassword } = throttled();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => tryPassword(true)));
    expect(outcomes.every((o) => o.wait === 0 && o.passed)).toBe(true);
  });

  it('When 60 wrong passwords for one account are checked at once, then five are checked and 55 wait', async () => {
    const { throttle } = throttled();
    let checked = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        throttle.attempt({ scenario: null, email: 'a@x.co' }, async () => {
          checked += 1;
          return false;
        }),
      ),
    );
    expect(checked).toBe(5);
    expect(outcomes.filter((o) => o.wait > 0)).toHaveLength(55);
  });

  it('When the throttle is off, then nothing is ever counted or waited for', async () => {
    const { tryPassword } = throttled(false);
    for (let i = 0; i < 10; i += 1) expect((await tryPassword(false)).wait).toBe(0);
    expect(await tryPassword(true)).toEqual({ wait: 0, passed: true });
  });

  it('When 30 wrong sign-ins come from one client within a minute, then the 31st waits; its right ones do not count', async () => {
    expect(CLIENT_THROTTLE).toEqual({ maxFailures: 30, windowMs: 60_000 });
    const { throttle, advance } = throttled();
    const from = (email: string) => ({ scenario: null, email, client: '127.0.0.1' });
    for (let i = 0; i < 29; i += 1) {
      expect((await throttle.attempt(from(`u${i}@x.co`), async () => false)).wait).toBe(0);
      advance(SECOND);
    }
    expect((await throttle.attempt(from('me@x.co'), async () => true)).passed).toBe(true);
    expect((await throttle.attempt(from('u29@x.co'), async () => false)).wait).toBe(0);
    expect((await throttle.attempt(from('u30@x.co'), async () => false)).wait).toBe(31);
  });

  it('When an account fails five times in one scenario, then the shared state and other scenarios are not throttled, and dropping the scenario forgets it', async () => {
    const { throttle, tryPassword } = throttled();
    const inQa = { scenario: 'qa', email: 'a@x.co' };
    for (let i = 0; i < 5; i += 1) await tryPassword(false, inQa);
    expect((await tryPassword(true, inQa)).wait).toBe(900);
    expect((await tryPassword(true)).passed).toBe(true);
    expect((await tryPassword(true, { scenario: 'other', email: 'a@x.co' })).passed).toBe(true);
    expect(throttle.names()).toEqual(['qa']);
    expect(throttle.count('qa')).toBe(1);
    throttle.drop('qa');
    expect(throttle.names()).toEqual([]);
    expect((await tryPassword(true, inQa)).passed).toBe(true);
  });

  it('When the throttles are cleared (reset), then the shared counts go too', async () => {
    const { throttle, tryPassword } = throttled();
    for (let i = 0; i < 5; i += 1) await tryPassword(false);
    throttle.clear();
    expect((await tryPassword(true)).passed).toBe(true);
  });
});
