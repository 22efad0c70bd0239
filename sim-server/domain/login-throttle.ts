// Repeated wrong passwords for one account are slowed down, as a real backend does: after
// MAX_FAILURES wrong passwords within the window, sign-in with a password answers 429 with
// Retry-After until the oldest of them leaves the window. A right password clears the count.
// An attempt counts when it starts (`attempt`), as express-rate-limit and rack-attack count: 60
// wrong passwords sent at once all passed the check before any was counted (audit 2026-11-26,
// M2). In memory only: a restart forgives, as a backend's rate limiter usually does.

export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Wrong sign-ins one client (one remote address) may make in a minute, whatever accounts they
 * name: past it a sign-in answers 429 before any hash is computed. 400 wrong sign-ins with random
 * emails from one client were 400 scrypt hashes, which held every write's fdatasync for 6 s
 * (audit 2026-11-26, M3). Generous, as every local tool and browser shares loopback's address.
 */
export const CLIENT_THROTTLE = { maxFailures: 30, windowMs: 60 * 1000 } as const;

type Limit = { readonly maxFailures: number; readonly windowMs: number };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly enabled: boolean,
    private readonly limit: Limit = LOGIN_THROTTLE,
  ) {}

  /** Seconds to wait before this account (or client) may try a password again, or 0. */
  waitSeconds(email: string, now: Date): number {
    if (!this.enabled) return 0;
    const recent = this.recent(email, now);
    if (recent.length < this.limit.maxFailures) return 0;
    const oldest = recent[0] ?? now.getTime();
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - now.getTime()) / 1000));
  }

  /**
   * Starts a password attempt: the seconds to wait when the account is throttled (the attempt is
   * not made), else 0, and the attempt is counted as a failure until `succeeded` clears it.
   */
  attempt(email: string, now: Date): number {
    const wait = this.waitSeconds(email, now);
    if (wait === 0 && this.enabled)
      this.failures.set(email, [...this.recent(email, now), now.getTime()]);
    return wait;
  }

  succeeded(email: string): void {
    this.failures.delete(email);
  }

  /** Takes back the latest attempt counted (a client's right password is not held against it). */
  forgiveOne(key: string): void {
    const attempts = this.failures.get(key);
    attempts?.pop();
    if (attempts?.length === 0) this.failures.delete(key);
  }

  private recent(email: string, now: Date): number[] {
    const since = now.getTime() - this.limit.windowMs;
    return (this.failures.get(email) ?? []).filter((at) => at > since);
  }
}

/**
 * A running simulator's two throttles: per account (rioLogin counts wrong passwords in it, the
 * password change shares it, a reset password or a sign-in by code clears the count) and per
 * client (rioLogin's attempts keyed by remote address).
 */
export function loginThrottles(enabled: boolean): {
  account: LoginThrottle;
  client: LoginThrottle;
} {
  return {
    account: new LoginThrottle(enabled, LOGIN_THROTTLE),
    client: new LoginThrottle(enabled, CLIENT_THROTTLE),
  };
}
