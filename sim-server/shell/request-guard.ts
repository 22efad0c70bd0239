// What makes the simulator a dev server only its developer can reach, as the field's dev servers
// do (Vite's host check, webpack-dev-server's allowedHosts): only known host names are answered
// (so a DNS-rebinding page gets nothing), and a state-changing request from a page of another
// origin is refused (so no other site, nor another dev server on another port, can act for the
// signed-in seeker or change the simulator's state). Framework-free: the API listener and the
// Express shell both ask it.
import { isIP } from 'node:net';

export type Verdict = { ok: true } | { ok: false; status: 403; reason: string };

const OK: Verdict = { ok: true };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_NAMES = new Set(['localhost']);

export interface HostPolicy {
  /** Names answered besides loopback and IP addresses: the sites' domains and configured ones. */
  names: ReadonlySet<string>;
}

/** The host name of a Host header or an origin's authority: no port, no brackets, lower case. */
export function hostNameOf(authority: string): string {
  const trimmed = authority.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  const colon = trimmed.lastIndexOf(':');
  return colon < 0 || trimmed.indexOf(':') !== colon ? trimmed : trimmed.slice(0, colon);
}

export function hostAllowed(host: string | undefined, policy: HostPolicy): boolean {
  if (!host) return false;
  const name = hostNameOf(host);
  return (
    LOOPBACK_NAMES.has(name) ||
    name.endsWith('.localhost') ||
    isIP(name) !== 0 ||
    policy.names.has(name)
  );
}

export function checkHost(host: string | undefined, policy: HostPolicy): Verdict {
  return hostAllowed(host, policy)
    ? OK
    : {
        ok: false,
        status: 403,
        reason: `Blocked request: the host '${host ?? ''}' is not allowed. Add it to SIM_ALLOWED_HOSTS to open the simulator to it.`,
      };
}

/**
 * A state-changing request that says it comes from a page of another origin is refused. Requests
 * without an Origin (curl, tests, server-side tools) are not from a page and pass; browsers send
 * Origin with every cross-origin request that changes state, `null` from opaque origins included.
 */
export function checkOrigin(
  method: string,
  origin: string | undefined,
  host: string | undefined,
): Verdict {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return OK;
  let same = false;
  try {
    same = origin !== 'null' && new URL(origin).host === (host ?? '').toLowerCase();
  } catch {
    same = false;
  }
  return same
    ? OK
    : {
        ok: false,
        status: 403,
        reason: `Blocked request: a page of ${origin} may not change the simulator's state.`,
      };
}
