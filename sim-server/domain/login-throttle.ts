// Repeated wrong passwords are slowed down, as a real backend does: after MAX_FAILURES wrong
// passwords for one account within the window, a password attempt answers 429 with Retry-After
// until the oldest of them leaves the window, and a right password clears the count. One client
// (one remote address) gets CLIENT_THROTTLE wrong sign-ins a minute over any accounts, counted
// before any hash is computed.
//
// - An attempt counts as failed only once it has failed, so that parallel right passwords pass
//   (issue 36: the replay's parallel paths signing in as one seeker got 429). Parallel wrong ones
//   stay bounded: no more attempts run at once than failures are left before the limit; the
//   others wait for one of them to end, then look again (60 wrong passwords sent at once all
//   passed a check made before any was counted, audit 2026-11-26, M2).
// - Counts are per scenario as well as per account and client, on the base clock (the real time),
//   never a scenario's: five wrong passwords in a scenario whose clock was set to 2030 locked the
//   account out of every scenario for three years (audit 2026-11-28, M2). A scenario's counts are
//   one of its parts (scenarios.ts): listed and dropped with it, and POST /__sim/reset clears all.
// - In memory only: a restart forgives, as a backend's rate limiter usually does.

export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Wrong sign-ins one client (one remote address) may make in a minute, whatever accounts they
 * name: past it a sign-in answers 429 before any hash is computed. 400 wrong sign-ins with random
 * emails from one client were 400 scrypt hashes, which held every write's fdatasync for 6 s
 * (audit 2026-11-26, M3). Generous, as every local tool and browser shares loopback's address.
 */
export const CLIENT_THROTTLE = { maxFailures: 30, windowMs: 60 * 1000 } as const;

type Limit = { readonly maxFailures: number; readonly windowMs: number };

/** One account's (or client's) attempts in one scenario. */
interface Tally {
  /** When its recent wrong passwords were found (base clock, ms). */
  failures: number[];
  /** Attempts being checked now. */
  inFlight: number;
  /** Attempts waiting for one of those to end. */
  waiters: Array<() => void>;
}

/** What one tally is counted as in the scenarios' memory bound, besides its subject and times. */
const TALLY_BYTES = 32;
const TIME_BYTES = 8;

/** Every this many attempts, the tallies whose failures have all left the window are forgotten. */
const SWEEP_EVERY = 1024;

/** The tallies of one limit, per scenario (null: requests without one) and subject. */
class Tallies {
  readonly byScenario = new Map<string | null, Map<string, Tally>>();
  private takes = 0;

  constructor(readonly limit: Limit) {}

  /**
   * Takes a place for an attempt: 0 when taken, the seconds to wait when the failures are at the
   * limit, or 'queue' when the attempts running now could reach it.
   */
  take(scenario: string | null, subject: string, now: number): number | 'queue' {
    this.takes += 1;
    if (this.takes % SWEEP_EVERY === 0) this.sweep(now);
    const tally = this.tallyOf(scenario, subject, now);
    const { maxFailures, windowMs } = this.limit;
    if (tally.failures.length >= maxFailures) {
      const oldest = tally.failures[0] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    }
    if (tally.failures.length + tally.inFlight >= maxFailures) return 'queue';
    tally.inFlight += 1;
    return 0;
  }

  /** Waits until an attempt running now ends. */
  wait(scenario: string | null, subject: string, now: number): Promise<void> {
    const tally = this.tallyOf(scenario, subject, now);
    return new Promise((resolve) => tally.waiters.push(resolve));
  }

  /** Ends an attempt: a failure counted at `failedAt`, 'clear' to forget the failures, or none. */
  settle(scenario: string | null, subject: string, outcome: number | 'clear' | undefined): void {
    const tally = this.byScenario.get(scenario)?.get(subject);
    if (!tally) return;
    tally.inFlight = Math.max(0, tally.inFlight - 1);
    if (outcome === 'clear') tally.failures = [];
    else if (outcome !== undefined) tally.failures.push(outcome);
    this.wake(tally);
    this.forgetIfEmpty(scenario, subject, tally);
  }

  /** Forgets a subject's failures (its password was reset, or a code signed it in). */
  clear(scenario: string | null, subject: string): void {
    const tally = this.byScenario.get(scenario)?.get(subject);
    if (!tally) return;
    tally.failures = [];
    this.wake(tally);
    this.forgetIfEmpty(scenario, subject, tally);
  }

  /** Drops a scenario's tallies; attempts waiting on them look again (on fresh ones). */
  drop(scenario: string | null): void {
    for (const tally of this.byScenario.get(scenario)?.values() ?? []) this.wake(tally);
    this.byScenario.delete(scenario);
  }

  private tallyOf(scenario: string | null, subject: string, now: number): Tally {
    let subjects = this.byScenario.get(scenario);
    if (!subjects) {
      subjects = new Map();
      this.byScenario.set(scenario, subjects);
    }
    let tally = subjects.get(subject);
    if (!tally) {
      tally = { failures: [], inFlight: 0, waiters: [] };
      subjects.set(subject, tally);
    }
    const since = now - this.limit.windowMs;
    if (tally.failures.length > 0 && (tally.failures[0] ?? now) <= since)
      tally.failures = tally.failures.filter((at) => at > since);
    return tally;
  }

  /** Forgets the tallies whose failures have all left the window (accounts never tried again). */
  private sweep(now: number): void {
    for (const [scenario, subjects] of [...this.byScenario])
      for (const [subject, tally] of [...subjects]) {
        tally.failures = tally.failures.filter((at) => at > now - this.limit.windowMs);
        this.forgetIfEmpty(scenario, subject, tally);
      }
  }

  private wake(tally: Tally): void {
    for (const waiter of tally.waiters.splice(0)) waiter();
  }

  private forgetIfEmpty(scenario: string | null, subject: string, tally: Tally): void {
    if (tally.failures.length > 0 || tally.inFlight > 0 || tally.waiters.length > 0) return;
    const subjects = this.byScenario.get(scenario);
    subjects?.delete(subject);
    if (subjects?.size === 0) this.byScenario.delete(scenario);
  }
}

/** Who makes a password attempt: in which scenario, for which account, from which client. */
export interface Attempter {
  scenario: string | null;
  /** The account's email, lower case. */
  email: string;
  /** The remote address; none for an attempt a client limit does not count (password change). */
  client?: string;
}

/** Seconds to wait when the attempt was throttled (its check not run), else 0 and its result. */
export interface AttemptOutcome {
  wait: number;
  passed: boolean;
}

/** The sign-in throttles of a running simulator; each scenario's counts are a part of it. */
export class SignInThrottle {
  private readonly accounts = new Tallies(LOGIN_THROTTLE);
  private readonly clients = new Tallies(CLIENT_THROTTLE);

  constructor(
    private readonly enabled: boolean,
    /** The base clock: real time, never a scenario's. */
    private readonly now: () => Date,
  ) {}

  /**
   * Runs a password check as a counted attempt: `{ wait }` (seconds) when the client or the
   * account is throttled (the check is not run), else whether the password passed. A failed check
   * counts against the account and the client; a passed one clears the account's count.
   */
  async attempt(who: Attempter, check: () => Promise<boolean>): Promise<AttemptOutcome> {
    if (!this.enabled) return { wait: 0, passed: await check() };
    const { scenario, email, client } = who;
    // The client's count comes first: a burst over many accounts stops before any hash.
    if (client !== undefined) {
      const wait = await this.enter(this.clients, scenario, client);
      if (wait > 0) return { wait, passed: false };
    }
    const wait = await this.enter(this.accounts, scenario, email);
    if (wait > 0) {
      if (client !== undefined) this.clients.settle(scenario, client, undefined);
      return { wait, passed: false };
    }
    let passed = false;
    try {
      passed = await check();
    } finally {
      const at = this.now().getTime();
      this.accounts.settle(scenario, email, passed ? 'clear' : at);
      // A client's right sign-ins do not count against it, nor do they forgive its wrong ones.
      if (client !== undefined) this.clients.settle(scenario, client, passed ? undefined : at);
    }
    return { wait: 0, passed };
  }

  /** Forgets an account's wrong passwords in a scenario (a reset password, a sign-in by code). */
  forget(scenario: string | null, email: string): void {
    this.accounts.clear(scenario, email);
  }

  /** The scenarios with counts. */
  names(): string[] {
    const names = new Set<string>();
    for (const tallies of [this.accounts, this.clients])
      for (const name of tallies.byScenario.keys()) if (name !== null) names.add(name);
    return [...names];
  }

  /** Accounts and clients whose attempts the scenario counts. */
  count(scenario: string): number {
    return (
      (this.accounts.byScenario.get(scenario)?.size ?? 0) +
      (this.clients.byScenario.get(scenario)?.size ?? 0)
    );
  }

  bytesOf(scenario: string): number {
    let bytes = 0;
    for (const tallies of [this.accounts, this.clients])
      for (const [subject, tally] of tallies.byScenario.get(scenario) ?? [])
        bytes += TALLY_BYTES + subject.length + TIME_BYTES * tally.failures.length;
    return bytes;
  }

  drop(scenario: string): void {
    this.accounts.drop(scenario);
    this.clients.drop(scenario);
  }

  /** Forgets every count, the shared state's and every scenario's (POST /__sim/reset). */
  clear(): void {
    for (const tallies of [this.accounts, this.clients])
      for (const scenario of [...tallies.byScenario.keys()]) tallies.drop(scenario);
  }

  /** Takes a place in a limit, waiting while attempts running now could reach it. */
  private async enter(tallies: Tallies, scenario: string | null, subject: string): Promise<number> {
    for (;;) {
      const now = this.now().getTime();
      const taken = tallies.take(scenario, subject, now);
      if (taken !== 'queue') return taken;
      await tallies.wait(scenario, subject, now);
    }
  }
}
