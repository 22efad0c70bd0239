// Starting the simulator in-process for a test file, with a fresh state folder, and typed
// clients that keep cookies like a browser.
import {
  createApiClient,
  formEncoded,
  type ApiClient,
  type CountryCode,
  type SiteContext,
} from '../../openapi/client';
import { signInForm } from '../../fixtures/accounts';
import type { RunningSimulator, StartOptions } from '../../sim-server/server';
import { startInProcess, type InProcessSimulator } from '../../scripts/lib/in-process-simulator';

export const TEST_JOBS_TOTAL = 900;

export type TestSimulator = InProcessSimulator;

/** A small catalogue, answers checked strictly, a fresh data folder unless SIM_DATA_DIR is given. */
export function startSimulator(
  env: Record<string, string> = {},
  options: Omit<StartOptions, 'config'> = {},
): Promise<TestSimulator> {
  return startInProcess(
    { SIM_JOBS: String(TEST_JOBS_TOTAL), SIM_RESPONSE_VALIDATION: 'strict', ...env },
    TEST_JOBS_TOTAL,
    options,
  );
}

/**
 * A Cookie header for a jar of decoded values. A value outside Latin-1 (a name in another script)
 * goes back percent-encoded, as the server sent it and a browser returns it.
 */
export function cookieHeaderOf(cookies: ReadonlyMap<string, string>): string {
  const sent = (v: string) =>
    [...v].some((c) => c.charCodeAt(0) > 0xff) ? encodeURIComponent(v) : v;
  return [...cookies].map(([k, v]) => `${k}=${sent(v)}`).join('; ');
}

/** A fetch that stores Set-Cookie answers and sends them back, as a browser would for one host. */
export function cookieJarFetch(): {
  fetch: (request: Request, init?: RequestInit) => Promise<Response>;
  cookies: Map<string, string>;
} {
  const cookies = new Map<string, string>();
  return {
    cookies,
    fetch: async (request, init) => {
      const headers = new Headers(request.headers);
      if (cookies.size > 0) headers.set('Cookie', cookieHeaderOf(cookies));
      const response = await fetch(new Request(request, { headers }), init);
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (!name) continue;
        const expired = attributes.some(
          (a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0\b/i.test(a.trim()),
        );
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), decodeURIComponent(value.join('=')));
      }
      return response;
    },
  };
}

export interface Visitor {
  api: ApiClient;
  cookies: Map<string, string>;
}

const SITE_CONTEXTS: Record<CountryCode, SiteContext> = {
  IN: 'india',
  SA: 'gulf',
  HK: 'hongkong',
  SG: 'singapore',
  PH: 'philippines',
  TH: 'thailand',
  VN: 'vietnam',
  ID: 'indonesia',
  MY: 'malaysia',
};

export function visitor(
  sim: Pick<RunningSimulator, 'url'>,
  countryCode: CountryCode = 'IN',
  headers: Record<string, string> = {},
): Visitor {
  const jar = cookieJarFetch();
  const api = createApiClient({
    baseUrl: `${sim.url}/api`,
    site: { countryCode, siteContext: SITE_CONTEXTS[countryCode] },
    fetch: jar.fetch,
    headers,
  });
  return { api, cookies: jar.cookies };
}

/** A visitor signed in with a test account (`seeker`, `unverified`, `agent`, ...). */
export async function signedIn(
  sim: Pick<RunningSimulator, 'url'>,
  local = 'seeker',
  countryCode: CountryCode = 'IN',
  headers: Record<string, string> = {},
): Promise<Visitor> {
  const signed = visitor(sim, countryCode, headers);
  const { response } = await signed.api.POST('/rio/login', {
    body: signInForm(local, countryCode),
    ...formEncoded,
  });
  if (response.status !== 200)
    throw new Error(`Sign-in as ${local}.${countryCode} failed: ${response.status}`);
  return signed;
}
