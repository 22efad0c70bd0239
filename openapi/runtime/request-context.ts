// Who an API request is for, read the same way by the simulator and the validating proxy: its
// country site (X-Source-Site-Context, else X-Source-Country, else the host's domain, else India)
// and its QA scenario (the X-Sim-Scenario header, else the sim_scenario cookie).
import type { IncomingHttpHeaders } from 'node:http';
import { SITE_HEADER } from '../vocabulary/site-headers';
import { DEFAULT_COUNTRY } from '../vocabulary/sites';

export const SCENARIO_HEADER = 'x-sim-scenario';
export const SCENARIO_COOKIE = 'sim_scenario';

/** What tells one site from another. */
export interface SiteIdentity {
  countryCode: string;
  siteContext: string;
  /** The host the site is served on: `sg.localhost`. */
  domain: string;
}

/** What a request says of its site. */
export interface SiteHints {
  siteContext?: string | undefined;
  country?: string | undefined;
  host?: string | undefined;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function siteHintsOf(headers: IncomingHttpHeaders): SiteHints {
  return {
    siteContext: header(headers, SITE_HEADER.siteContext),
    country: header(headers, SITE_HEADER.country),
    host: header(headers, 'host'),
  };
}

/** The site the host names (`sg.localhost:4000` → Singapore), if it names one. */
export function siteOfHost<Site extends SiteIdentity>(
  host: string | undefined,
  sites: readonly Site[],
): Site | undefined {
  const hostname = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  return sites.find((site) => site.domain === hostname);
}

/** The site of a request: by its site context, else its country, else its host, else India. */
export function siteOf<Site extends SiteIdentity>(hints: SiteHints, sites: readonly Site[]): Site {
  const found =
    sites.find((site) => site.siteContext === hints.siteContext) ??
    sites.find((site) => site.countryCode === hints.country) ??
    siteOfHost(hints.host, sites) ??
    sites.find((site) => site.countryCode === DEFAULT_COUNTRY);
  if (!found) throw new Error(`No site ${DEFAULT_COUNTRY} among the sites.`);
  return found;
}

/** The request's QA scenario, or null. */
export function scenarioOf(
  headers: IncomingHttpHeaders,
  cookies: Readonly<Record<string, string | undefined>>,
): string | null {
  return header(headers, SCENARIO_HEADER) || cookies[SCENARIO_COOKIE] || null;
}
