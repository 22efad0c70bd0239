// What every API request goes through, whichever path serves it (the Express router of
// api-router.ts, or the lean path of the results page's search in hot-path.ts): its site, session
// and scenario, the handler's input, the failure envelopes and its journal entry. One copy, so
// that the two paths cannot drift apart.
import type { IncomingHttpHeaders } from 'node:http';
import type { Response } from 'express';
import { COOKIES, SESSION_MAX_AGE_MS } from './cookies';
import { ApiError, failure, unauthorized } from './errors';
import type {
  CookieOptions,
  Handler,
  OperationId,
  OperationRequest,
  UploadedFile,
} from './operation';
import { resolveSite } from './site';
import { SCENARIO_COOKIE, SCENARIO_HEADER } from '../control/faults';
import type { JournalEntry } from '../control/journal';
import type { ContractOperation } from './contract';
import type { HotOperation } from './hot-validation';
import type { SimContext } from '../context';
import type { SiteCatalogue } from '../catalogue/types';
import type { SessionRecord } from '../store/state';

export type Cookies = Record<string, string>;

/** What the pipeline learns about a request on its way, for the handler and the journal. */
export interface RequestState {
  startedAt: number;
  validation: JournalEntry['validation'];
  fault: string | null;
  scenario: string | null;
  /** The session and site the request came with, looked up once. */
  session: SessionRecord | undefined;
  site: SiteCatalogue;
}

/** The state of a request on the Express path, kept in res.locals. */
export function stateOf(res: Response): RequestState {
  return res.locals as RequestState;
}

export const CONTRACT_VIOLATION = {
  success: false,
  error: 'The simulator broke the contract.',
  errorCode: 'CONTRACT_VIOLATION',
};

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function scenarioOf(headers: IncomingHttpHeaders, cookies: Cookies): string | null {
  return header(headers, SCENARIO_HEADER) || cookies[SCENARIO_COOKIE] || null;
}

export function siteOf(context: SimContext, headers: IncomingHttpHeaders): SiteCatalogue {
  return resolveSite(
    {
      siteContext: header(headers, 'x-source-site-context'),
      country: header(headers, 'x-source-country'),
      host: header(headers, 'host'),
    },
    context.catalogue,
  );
}

function sessionOf(context: SimContext, cookies: Cookies): SessionRecord | undefined {
  const token = cookies[COOKIES.session];
  if (!token) return undefined;
  const session = context.store.state.sessions.find((s) => s.id === token);
  if (!session) return undefined;
  const age = context.now().getTime() - new Date(session.createdAt).getTime();
  return age <= SESSION_MAX_AGE_MS ? session : undefined;
}

export function requestState(
  context: SimContext,
  headers: IncomingHttpHeaders,
  cookies: Cookies,
): RequestState {
  return {
    startedAt: performance.now(),
    validation: { request: 'valid', response: 'unchecked', errors: [] },
    fault: null,
    scenario: scenarioOf(headers, cookies),
    session: sessionOf(context, cookies),
    site: siteOf(context, headers),
  };
}

export function reportViolation(
  state: RequestState,
  method: string,
  url: string,
  messages: string[],
): void {
  state.validation.response = 'invalid';
  state.validation.errors.push(...messages);
  console.error(`Contract violation in ${method} ${url}: ${messages.join('; ')}`);
}

/**
 * The answer that goes out after the compiled response check: the reply itself, or in strict
 * mode the contract-violation envelope when it breaks the contract. As the validator, answers of
 * 500 and above go out unchecked.
 */
export function checkedReply(
  context: SimContext,
  hot: HotOperation,
  state: RequestState,
  request: { method: string; url: string },
  reply: { status: number; body: unknown },
): { status: number; body: unknown } {
  if (context.config.responseValidation === 'off' || reply.status >= 500) return reply;
  const problems = hot.responseProblems(reply.status, reply.body);
  if (!problems || problems.length === 0) return reply;
  reportViolation(state, request.method, request.url, problems);
  return context.config.responseValidation === 'strict'
    ? { status: 500, body: CONTRACT_VIOLATION }
    : reply;
}

/** How a path sets and clears cookies on its response. */
export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string): void;
}

/** Cookies through Express's res.cookie, as the spec's pages expect them (SameSite=Lax, path /). */
export function cookieWriter(response: () => Response): CookieWriter {
  return {
    set: (name, value, options) => {
      response().cookie(name, value, {
        httpOnly: options.httpOnly ?? false,
        sameSite: 'lax',
        path: '/',
        ...(options.maxAgeMs === undefined ? {} : { maxAge: options.maxAgeMs }),
      });
    },
    clear: (name) => response().clearCookie(name, { path: '/' }),
  };
}

export interface OperationInput {
  query: unknown;
  /** Path parameters as the router matched them (strings). */
  params: Record<string, string>;
  body: unknown;
  files: UploadedFile[];
  cookies: Cookies;
  state: RequestState;
  cookieWriter: CookieWriter;
}

/** Runs an operation's handler: the seeker guard, the handler's typed input, its reply. */
export async function runOperation(
  context: SimContext,
  operation: ContractOperation,
  handler: Handler<OperationId> | undefined,
  input: OperationInput,
): Promise<{ status: number; body: unknown }> {
  const { session, site } = input.state;
  const account = session
    ? context.store.state.accounts.find((a) => a.id === session.accountId)
    : undefined;
  const seeker = account?.userType === 'SEEKER' ? account : undefined;
  if (operation.seekerOnly && !seeker) throw unauthorized();
  if (!handler) {
    throw failure(
      501,
      `The simulator does not implement ${operation.operationId} yet.`,
      'NOT_IMPLEMENTED',
    );
  }
  const path: Record<string, string | number> = { ...input.params };
  for (const name of operation.integerPathParams) path[name] = Number(input.params[name]);
  const request: OperationRequest<OperationId> = {
    operationId: operation.operationId as OperationId,
    query: input.query as never,
    path: path as never,
    body: input.body as never,
    files: input.files,
    site,
    session,
    account: seeker,
    visitorId: input.cookies[COOKIES.visitor],
    cookies: input.cookies,
    setCookie: (name, value, options = {}) => input.cookieWriter.set(name, value, options),
    clearCookie: (name) => input.cookieWriter.clear(name),
    now: context.now(),
  };
  const reply = await handler(request);
  return { status: Number(reply.status), body: reply.body };
}

interface ValidatorError {
  status?: number;
  message?: string;
  errors?: Array<{ path?: string; message?: string }>;
}

type Location = 'body' | 'query' | 'path' | 'header' | 'cookie';

/** Maps a validator error path like '/body/jobId' or '/query/limit' to its field and location. */
function fieldOf(path: string | undefined): { param: string; location: Location } {
  const parts = (path ?? '')
    .replace(/^\.?\/?/, '')
    .split(/[/.]/)
    .filter(Boolean);
  const [first, ...rest] = parts;
  // The validator names path parameters under 'params', headers under 'headers'.
  const aliases: Record<string, Location> = {
    body: 'body',
    query: 'query',
    path: 'path',
    params: 'path',
    header: 'header',
    headers: 'header',
    cookie: 'cookie',
    cookies: 'cookie',
  };
  const location = (first && aliases[first]) || 'body';
  const param = (first && aliases[first] ? rest : parts).join('.') || location;
  return { param, location };
}

/** The answer to a failed request: a handler's ApiError, a validator's refusal, or a crash. */
export function errorReply(
  error: unknown,
  state: RequestState,
  method: string,
  url: string,
): { status: number; body: unknown } {
  if (error instanceof ApiError) return { status: error.status, body: error.body };
  const validation = error as ValidatorError;
  const status = validation.status ?? 500;
  if (status === 400 || status === 413 || status === 415) {
    state.validation.request = 'invalid';
    const errs = (validation.errors ?? [{ path: undefined, message: validation.message }]).map(
      (e) => {
        const { param, location } = fieldOf(e.path);
        const message = e.message ?? 'is invalid';
        state.validation.errors.push(`${location}.${param} ${message}`);
        return { msg: `${location}.${param} ${message}`, param, location };
      },
    );
    const [first, ...others] = errs;
    return {
      status: 400,
      body: { status: 1, errors: { errs: [first ?? { msg: 'Invalid request' }, ...others] } },
    };
  }
  if (status === 404 || status === 405) {
    state.validation.request = 'undocumented';
    return {
      status,
      body: {
        success: false,
        error: `Unknown endpoint: ${method} ${url}`,
        errorCode: status === 404 ? 'UNKNOWN_ENDPOINT' : 'METHOD_NOT_ALLOWED',
      },
    };
  }
  if (status === 500 && state.validation.response === 'invalid') {
    return { status: 500, body: CONTRACT_VIOLATION };
  }
  console.error(error);
  return {
    status: 500,
    body: {
      success: false,
      error: 'Something went wrong on the simulator.',
      errorCode: 'INTERNAL',
    },
  };
}

export interface Answered {
  method: string;
  /** The URL as the client sent it (path and query). */
  url: string;
  query: unknown;
  operationId: string | null;
  requestBody: unknown;
  status: number;
}

/** The request's journal entry, once its answer is sent. */
export function recordRequest(context: SimContext, answered: Answered, state: RequestState): void {
  const { url, operationId } = answered;
  context.journal.record({
    at: context.now().toISOString(),
    method: answered.method,
    path: url.split('?')[0] ?? url,
    query: answered.query as Record<string, unknown>,
    operationId,
    site: state.site.site.countryCode,
    sessionAccountId: state.session?.accountId ?? null,
    scenario: state.scenario,
    status: answered.status,
    durationMs: Math.round((performance.now() - state.startedAt) * 100) / 100,
    requestBody: answered.requestBody,
    validation: {
      ...state.validation,
      response:
        state.validation.response === 'unchecked' &&
        operationId &&
        context.config.responseValidation !== 'off'
          ? 'valid'
          : state.validation.response,
    },
    fault: state.fault,
  });
}
