// The backend a replay runs against: the product API through the typed client (one per path, with
// its own scenario and cookies, as one browser tab), and the simulator's control API (/__sim) for
// the faults and the clock a path's outcomes need.
import createClient, { type Middleware } from 'openapi-fetch';
import {
  createApiClient,
  formEncoded,
  type ApiClient,
  type CountryCode,
  type SiteContext,
  withDeadline,
} from '../../openapi/client';
import { REQUEST_TIMEOUT_MS } from '../../openapi/vocabulary/timing';
import { countryCodeValues, siteContextValues } from '../../openapi/generated/schema';
import type { paths as ControlPaths } from '../../openapi/generated/sim-control';
import { signInForm } from '../../fixtures/accounts';

export type ControlClient = ReturnType<typeof createClient<ControlPaths>>;
export type FaultInput =
  ControlPaths['/faults']['post']['requestBody']['content']['application/json'];

export interface ReplaySite {
  countryCode: CountryCode;
  siteContext: SiteContext;
  dialCode: string;
}

/** An answer the backend gave, held until the path's step says it lands. */
export interface HeldAnswer {
  type: string;
  deliver(): void;
}

/** One path's view of the backend. */
export interface PathBackend {
  scenario: string;
  /** Answers received and not yet delivered to the machine, oldest first. */
  held: HeldAnswer[];
  /** Calls started whose answer has not arrived yet. */
  inFlight: number;
  site: ReplaySite;
  api: ApiClient;
  cookies: Map<string, string>;
  control: ControlClient;
  /** Sets a fault on an operation for this path's scenario, for its next call only. */
  fault(operationId: string, fault: Omit<FaultInput, 'operationId' | 'scenario'>): Promise<void>;
  clearFaults(): Promise<void>;
  advanceClock(step: { days?: number; hours?: number; minutes?: number }): Promise<void>;
  resetClock(): Promise<void>;
  signIn(local?: string): Promise<void>;
}

/** Keeps the cookies the backend sets, as a browser would for one site. */
function cookieKeeper(cookies: Map<string, string>): Middleware {
  return {
    onRequest({ request }) {
      if (cookies.size > 0)
        request.headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', ...value] = pair.split('=');
        const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970|max-age=0\b/i.test(a));
        if (expired) cookies.delete(name.trim());
        else if (name.trim()) cookies.set(name.trim(), decodeURIComponent(value.join('=')));
      }
      return response;
    },
  };
}

async function expectOk(what: string, answer: Promise<{ response: Response }>): Promise<void> {
  const { response } = await answer;
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
}

/**
 * The control API's client, with the API client's deadline: a backend that never answers ends
 * the replay with an error instead of holding it forever (audit 2026-11-26, M8).
 */
export function controlClient(baseUrl: string, timeoutMs = REQUEST_TIMEOUT_MS): ControlClient {
  return createClient<ControlPaths>({
    baseUrl: `${baseUrl}/__sim`,
    fetch: withDeadline((request, init) => globalThis.fetch(request, init), timeoutMs),
  });
}

/**
 * The sign-ins a backend reuses: one session per test account, made in `scenario`. The simulator
 * keeps a session to the scenario that made it (its clock dates and ends it), so each path signs
 * in within its own scenario (the default) rather than borrowing another path's session.
 */
export interface SessionCache {
  scenario: string;
  sessions: Map<string, Promise<Map<string, string>>>;
}

export function sessionCache(scenario: string): SessionCache {
  return { scenario, sessions: new Map() };
}

export function pathBackend(
  baseUrl: string,
  site: ReplaySite,
  scenario: string,
  control: ControlClient,
  shared: SessionCache = sessionCache(scenario),
): PathBackend {
  const cookies = new Map<string, string>();
  // Only what the path changed is put back afterwards.
  let faulted = false;
  let clockMoved = false;
  const client = (inScenario: string, jar: Map<string, string>) => {
    const made = createApiClient({
      baseUrl: `${baseUrl}/api`,
      site: { countryCode: site.countryCode, siteContext: site.siteContext },
      headers: { 'X-Sim-Scenario': inScenario },
    });
    made.use(cookieKeeper(jar));
    return made;
  };
  const api = client(scenario, cookies);
  return {
    scenario,
    held: [],
    inFlight: 0,
    site,
    api,
    cookies,
    control,
    fault: (operationId, fault) => {
      faulted = true;
      // The answers a path needs are those its machine knows, some of which only a backend that
      // breaks the contract sends: a strict simulator sends them as they are (the journal still
      // records the violation), while its own answers stay checked.
      const body = { remaining: 1, breaksContract: true, ...fault, operationId, scenario };
      return expectOk(`fault on ${operationId}`, control.POST('/faults', { body }));
    },
    clearFaults: async () => {
      if (!faulted) return;
      faulted = false;
      await expectOk(
        'clearing faults',
        control.DELETE('/faults', { params: { query: { scenario } } }),
      );
    },
    advanceClock: (step) => {
      clockMoved = true;
      return expectOk(
        'advancing the clock',
        control.POST('/clock/advance', { body: { ...step, scenario } }),
      );
    },
    resetClock: async () => {
      if (!clockMoved) return;
      clockMoved = false;
      await expectOk(
        'resetting the clock',
        control.DELETE('/clock', { params: { query: { scenario } } }),
      );
    },
    signIn: async (local = 'seeker') => {
      let session = shared.sessions.get(local);
      if (!session) {
        const jar = new Map<string, string>();
        session = expectOk(
          `sign-in as ${local}`,
          client(shared.scenario, jar).POST('/rio/login', {
            body: signInForm(local, site.countryCode),
            ...formEncoded,
          }),
        ).then(() => jar);
        shared.sessions.set(local, session);
      }
      for (const [name, value] of await session) cookies.set(name, value);
    },
  };
}

/** The site's context and first dial code, from the simulator's site list. */
export async function replaySite(control: ControlClient, code: string): Promise<ReplaySite> {
  const { data } = await control.GET('/sites');
  const found = data?.sites.find((s) => s.countryCode.toLowerCase() === code.toLowerCase());
  const countryCode = countryCodeValues.find((c) => c === found?.countryCode);
  const siteContext = siteContextValues.find((c) => c === found?.siteContext);
  if (!found || !countryCode || !siteContext) throw new Error(`No site ${code} on this backend.`);
  const dialCodes = found.properties.dialCodes;
  return {
    countryCode,
    siteContext,
    dialCode: Array.isArray(dialCodes) && typeof dialCodes[0] === 'string' ? dialCodes[0] : '',
  };
}
