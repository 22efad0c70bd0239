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

/** Where the control API is mounted. */
const CONTROL_PREFIX = '/__sim';
/** `Sec-Fetch-Site` values of requests a page of another origin made (ports count as origins). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

function sameHost(url: string, host: string | undefined): boolean {
  try {
    return new URL(url).host === (host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The control API (`/__sim`) answers only its developer's own tools and pages, for reads as well
 * as writes: a GET of `/__sim/db` or the journal from another origin's page (an `<img>`, a
 * `fetch` in no-cors mode) is refused before anything runs, as a write from there is. Tools send
 * none of these headers; a page of the simulator's own origin, or an address typed into the
 * browser, says `same-origin` or `none`.
 */
export function checkControlOrigin(
  url: string,
  headers: { origin?: string; referer?: string; host?: string; 'sec-fetch-site'?: string },
): Verdict {
  if (
    url !== CONTROL_PREFIX &&
    !url.startsWith(`${CONTROL_PREFIX}/`) &&
    !url.startsWith(`${CONTROL_PREFIX}?`)
  )
    return OK;
  const site = headers['sec-fetch-site']?.toLowerCase();
  const foreign =
    (site !== undefined && FOREIGN_FETCH_SITES.has(site)) ||
    (headers.origin !== undefined && !sameHost(headers.origin, headers.host)) ||
    (headers.referer !== undefined && !sameHost(headers.referer, headers.host));
  return foreign
    ? {
        ok: false,
        status: 403,
        reason: `Blocked request: the control API answers only the simulator's own pages and tools, not a page of ${headers.origin ?? headers.referer ?? 'another site'}.`,
      }
    : OK;
}
