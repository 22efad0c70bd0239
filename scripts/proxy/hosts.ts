// The host names the proxy answers: loopback names, the sites' `{code}.localhost` domains and
// their own domains, or an IP address (a DNS-rebinding page's name gets 403).
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { SiteIdentity } from '../../openapi/runtime/request-context';

function isSiteIdentity(value: unknown): value is SiteIdentity {
  return (
    typeof value === 'object' &&
    value !== null &&
    'countryCode' in value &&
    typeof value.countryCode === 'string' &&
    'siteContext' in value &&
    typeof value.siteContext === 'string' &&
    'domain' in value &&
    typeof value.domain === 'string'
  );
}

/** The nine sites, for the journal's site of a call (the simulator's own site table). */
export const SITES: readonly SiteIdentity[] = (
  JSON.parse(readFileSync('fixtures/sites.json', 'utf8')) as unknown[]
).filter(isSiteIdentity);

/**
 * Whether a Host header names the proxy as its developer reaches it: loopback names, the sites'
 * `{code}.localhost` domains, or an IP address. Any other name (a DNS-rebinding page's) gets 403,
 * as the simulator answers it (audit 2026-11-26, H2).
 */
export function hostAllowed(host: string | undefined): boolean {
  if (!host) return false;
  const name = (host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, ''))
    .trim()
    .toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    isIP(name) !== 0 ||
    SITES.some((site) => site.domain.toLowerCase() === name)
  );
}
