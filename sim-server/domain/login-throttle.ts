// Repeated wrong passwords for one account are slowed down, as a real backend does: after
// MAX_FAILURES wrong passwords within the window, sign-in with a password answers 429 with
// Retry-After until the oldest of them leaves the window. A right password clears the count.
// An attempt counts when it starts (`attempt`), as express-rate-limit and rack-attack count: 60
// wrong passwords sent at once all passed the check before any was counted (audit 2026-11-26,
// M2). In memory only: a restart forgives, as a backend's rate limiter usually does.

export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly enabled: boolean) {}

  /** Seconds to wait before this account may try a password again, or 0. */
  waitSeconds(email: string, now: Date): number {
    if (!this.enabled) return 0;
    const recent = this.recent(email, now);
    if (recent.length < LOGIN_THROTTLE.maxFailures) return 0;
    const oldest = recent[0] ?? now.getTime();
    return Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - now.getTime()) / 1000));
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

  private recent(email: string, now: Date): number[] {
    const since = now.getTime() - LOGIN_THROTTLE.windowMs;
    return (this.failures.get(email) ?? []).filter((at) => at > since);
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/**
 * The one throttle of a running simulator (keyed by its context): rioLogin counts wrong passwords
 * in it, and a reset password or a sign-in by code clears the count.
 */
export function loginThrottleOf(owner: object, enabled: boolean): LoginThrottle {
  let throttle = throttles.get(owner);
  if (!throttle) {
    throttle = new LoginThrottle(enabled);
    throttles.set(owner, throttle);
  }
  return throttle;
}
