// The backend a replay runs against: the product API through the typed client (one per path, with
// its own scenario and cookies, as one browser tab), and the simulator's control API (/__sim) for
// the faults and the clock a path's outcomes need.
import type { Middleware } from 'openapi-fetch';
import {
  createApiClient,
  formEncoded,
  type ApiClient,
  type CountryCode,
  type SiteContext,
} from '../../openapi/client';
import { countryCodeValues, siteContextValues } from '../../openapi/generated/schema';
import { signInForm } from '../../fixtures/accounts';
import { backendFailure, EXIT, ToolError, usageError } from '../lib/cli';
import type { ControlClient, FaultInput } from '../lib/control-client';

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
  /** Drops the path's scenario whole: its data, faults, clock and sessions. */
  dropScenario(): Promise<void>;
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
 * The run's sign-ins, one at a time per test account: a person signs in once and waits for the
 * answer, and the simulator's throttle counts a password attempt in flight as a failed one
 * (sim-server/domain/login-throttle.ts), so eight paths signing in as the seeker at once were
 * answered 429 by the simulator `npm start` serves. Each path still signs in once, in its own
 * scenario: the simulator keeps a session to the scenario that made it (its clock dates and ends
 * it), so another path's session is not one this path may use.
 */
export type SignInQueue = <T>(account: string, signIn: () => Promise<T>) => Promise<T>;

export function signInQueue(): SignInQueue {
  const last = new Map<string, Promise<unknown>>();
  return (account, signIn) => {
    const turn = (last.get(account) ?? Promise.resolve()).then(signIn);
    last.set(
      account,
      turn.catch(() => undefined),
    );
    return turn;
  };
}

/** What a path sets in its scenario through the control API, and how it is put back. */
type ScenarioControls = Pick<
  PathBackend,
  'fault' | 'clearFaults' | 'advanceClock' | 'resetClock' | 'dropScenario'
>;

function scenarioControls(control: ControlClient, scenario: string): ScenarioControls {
  // Only what the path changed is put back afterwards.
  let faulted = false;
  let clockMoved = false;
  return {
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
    dropScenario: async () => {
      const { response } = await control.DELETE('/scenarios/{name}', {
        params: { path: { name: scenario } },
      });
      // 404: the path only read, and reads make no scenario.
      if (!response.ok && response.status !== 404)
        throw new Error(`dropping the scenario answered ${response.status}`);
    },
  };
}

export function pathBackend(
  baseUrl: string,
  site: ReplaySite,
  scenario: string,
  control: ControlClient,
  signIns: SignInQueue = signInQueue(),
): PathBackend {
  const cookies = new Map<string, string>();
  // The path's sessions, one per test account it signs in as.
  const sessions = new Map<string, Promise<Map<string, string>>>();
  // A client of the path's scenario that keeps its cookies in `jar` (the path's, or a sign-in's).
  const client = (jar: Map<string, string>) => {
    const made = createApiClient({
      baseUrl: `${baseUrl}/api`,
      site: { countryCode: site.countryCode, siteContext: site.siteContext },
      headers: { 'X-Sim-Scenario': scenario },
    });
    made.use(cookieKeeper(jar));
    return made;
  };
  return {
    scenario,
    held: [],
    inFlight: 0,
    site,
    api: client(cookies),
    cookies,
    control,
    ...scenarioControls(control, scenario),
    signIn: async (local = 'seeker') => {
      const session =
        sessions.get(local) ??
        signingIn(signIns, local, (jar) =>
          client(jar).POST('/rio/login', {
            body: signInForm(local, site.countryCode),
            ...formEncoded,
          }),
        );
      sessions.set(local, session);
      for (const [name, value] of await session) cookies.set(name, value);
    },
  };
}

/** A sign-in as `local`, in its turn of the run's queue; answers the session's cookies. */
function signingIn(
  signIns: SignInQueue,
  local: string,
  post: (jar: Map<string, string>) => Promise<{ response: Response }>,
): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  return signIns(local, () => expectOk(`sign-in as ${local}`, post(jar))).then(() => jar);
}

/**
 * The site's context and first dial code, from the simulator's site list. A backend that does not
 * answer it, or answers it as no simulator would, ends the run with one line naming the address.
 */
export async function replaySite(
  control: ControlClient,
  code: string,
  baseUrl: string,
): Promise<ReplaySite> {
  const where = `GET ${baseUrl}/__sim/sites`;
  const answer = await control.GET('/sites').catch((error: unknown) => {
    if (error instanceof SyntaxError)
      throw new ToolError(EXIT.badBackend, `${baseUrl} is not the simulator: ${where} is not JSON`);
    throw backendFailure(where, error);
  });
  const sites = answer.data?.sites;
  if (!answer.response.ok || !Array.isArray(sites))
    throw new ToolError(
      EXIT.badBackend,
      `${baseUrl} is not the simulator: ${where} answered ${answer.response.status} without a site list`,
    );
  const found = sites.find((s) => s.countryCode.toLowerCase() === code.toLowerCase());
  const countryCode = countryCodeValues.find((c) => c === found?.countryCode);
  const siteContext = siteContextValues.find((c) => c === found?.siteContext);
  if (!found || !countryCode || !siteContext)
    throw usageError(
      `no site ${code} on ${baseUrl}: --site is one of ${sites.map((s) => s.countryCode).join(', ')}`,
    );
  const dialCodes = found.properties.dialCodes;
  return {
    countryCode,
    siteContext,
    dialCode: Array.isArray(dialCodes) && typeof dialCodes[0] === 'string' ? dialCodes[0] : '',
  };
}
