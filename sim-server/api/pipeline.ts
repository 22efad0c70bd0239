// The one pipeline of every API request, free of any HTTP framework: it owns the order of the
// steps. Request state (site, session, scenario) -> route -> contract check -> fault -> seeker
// guard -> handler -> response check -> write (the request's store changes made durable before a
// write is acknowledged) -> journal. The HTTP shell (api-listener.ts) only reads the request off the socket and writes the
// outcome back.
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { SimContext } from '../context';
import type { ContractOperation } from '../http/contract';
import type { Refusal } from '../http/contract-check';
import { keptBody } from '../control/redaction';
import { jsonText } from '../domain/json-text';
import { faultStep } from './fault-step';
import { runHandler } from './run-handler';
import {
  CONTRACT_VIOLATION,
  failureReply,
  refusalReply,
  unknownEndpointReply,
  type Reply,
} from './replies';
import { requestState, type Cookies, type RequestState } from './request-state';
import type { RequestBody } from '../http/request-body';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** How deep answers hold objects with a stored JSON text: answer > facets > list > bucket. */
const ANSWER_JSON_DEPTH = 3;

export interface ApiRequest {
  /** Upper case. */
  method: string;
  /** Relative to the API root, without the query string: `/middleware/jobdetail/12`. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  /** The URL as the client sent it, for messages and the journal. */
  url: string;
  headers: IncomingHttpHeaders;
  cookies: Cookies;
  body: RequestBody;
}

export type ApiOutcome =
  | {
      kind: 'answer';
      status: number;
      headers: Record<string, string | string[]>;
      /** JSON text; undefined for an answer without a body. */
      body: string | undefined;
    }
  /** A network fault: the connection is cut without an answer. */
  | { kind: 'drop' }
  /** A timeout fault: no answer; the connection is cut after the hold. */
  | { kind: 'hold' };

/** The body as the contract check and the handler read it. */
function bodyValue(body: RequestBody): unknown {
  if (body.kind === 'json' || body.kind === 'form') return body.value;
  if (body.kind === 'multipart') return body.fields;
  return undefined;
}

/** Why a body cannot be taken by this operation, if it cannot. */
function bodyRefusal(operation: ContractOperation, body: RequestBody): Refusal | undefined {
  if (body.kind === 'none' || operation.requestMediaTypes.length === 0) return undefined;
  if (body.kind === 'refused') {
    return { location: 'body', param: body.param, message: body.message };
  }
  const mediaType = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data',
  }[body.kind];
  if (operation.requestMediaTypes.includes(mediaType)) return undefined;
  return {
    location: 'body',
    param: 'body',
    message: `comes as ${mediaType}; the operation takes ${operation.requestMediaTypes.join(' or ')}`,
  };
}

function refused(state: RequestState, refusals: readonly Refusal[]): Reply {
  state.validation.request = 'invalid';
  for (const { location, param, message } of refusals) {
    state.validation.errors.push(`${location}.${param} ${message}`);
  }
  return refusalReply(refusals);
}

/** The answer checked against the contract; in strict mode a violation becomes a 500. */
function checkedReply(
  context: SimContext,
  operation: ContractOperation,
  state: RequestState,
  request: ApiRequest,
  reply: Reply,
): Reply {
  const mode = context.config.responseValidation;
  if (mode === 'off' || reply.status >= 500) return reply;
  const problems = context.api.check.responseProblems(
    operation.operationId,
    reply.status,
    reply.body,
  );
  if (problems.length === 0) {
    state.validation.response = 'valid';
    return reply;
  }
  state.validation.response = 'invalid';
  state.validation.errors.push(...problems);
  console.error(`Contract violation in ${request.method} ${request.url}: ${problems.join('; ')}`);
  return mode === 'strict' ? { status: 500, body: CONTRACT_VIOLATION } : reply;
}

async function operationReply(
  context: SimContext,
  operation: ContractOperation,
  request: ApiRequest,
  state: RequestState,
  setCookies: string[],
): Promise<Reply | { kind: 'drop' } | { kind: 'hold' }> {
  const problem = bodyRefusal(operation, request.body);
  if (problem) return refused(state, [problem]);
  const checked = context.api.check.checkRequest(operation.operationId, {
    method: request.method === 'HEAD' ? 'GET' : request.method,
    path: request.path,
    query: request.query,
    headers: request.headers,
    body: bodyValue(request.body),
  });
  if (!checked.ok) return refused(state, checked.refusals);
  const fault = await faultStep(context, operation, request.headers, state);
  if (fault.kind === 'drop' || fault.kind === 'hold') return fault;
  if (fault.kind === 'answer') return { status: fault.status, body: fault.body };
  return runHandler(context, operation, {
    query: checked.query,
    path: checked.path,
    body: checked.body,
    files: request.body.kind === 'multipart' ? request.body.files : [],
    cookies: request.cookies,
    state,
    setCookies,
  });
}

function journal(
  context: SimContext,
  request: ApiRequest,
  operationId: string | null,
  state: RequestState,
  status: number,
): void {
  const { body } = request;
  context.journal.record({
    at: state.now.toISOString(),
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    query: { ...parseQuery(request.query) },
    operationId,
    site: state.site.site.countryCode,
    sessionAccountId: state.session?.accountId ?? null,
    scenario: state.scenario,
    status,
    durationMs: Math.round((performance.now() - state.startedAt) * 100) / 100,
    requestBody: body.kind === 'multipart' ? '[multipart]' : keptBody(bodyValue(body) ?? null),
    validation: state.validation,
    fault: state.fault,
  });
}

function answer(reply: Reply, setCookies: string[]): ApiOutcome {
  const body = jsonText(reply.body, ANSWER_JSON_DEPTH);
  const headers: Record<string, string | string[]> = {
    ...reply.headers,
    'Content-Type': 'application/json; charset=utf-8',
  };
  if (setCookies.length > 0) headers['Set-Cookie'] = setCookies;
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return { kind: 'answer', status: reply.status, headers, body };
}

export async function handleApiRequest(
  context: SimContext,
  request: ApiRequest,
): Promise<ApiOutcome> {
  const state = requestState(context, request.headers, request.cookies);
  const setCookies: string[] = [];
  const match = context.api.routes.match(request.method, request.path);
  if (match.kind !== 'operation') {
    state.validation.request = 'undocumented';
    const reply = unknownEndpointReply(
      request.method,
      request.url,
      match.kind === 'methodNotAllowed' ? match.allowed : undefined,
    );
    journal(context, request, null, state, reply.status);
    return answer(reply, setCookies);
  }
  const { operation } = match;
  let reply: Reply;
  try {
    const outcome = await operationReply(context, operation, request, state, setCookies);
    if ('kind' in outcome) return outcome;
    reply = outcome;
  } catch (error) {
    reply = failureReply(error);
  }
  reply = checkedReply(context, operation, state, request, reply);
  // A write a client asked for (any method but GET and HEAD) is answered once it is durable. A
  // read's incidental writes (the recent search a results page records, the bell's read marks)
  // go out with the next group commit without holding the answer.
  if (!SAFE_METHODS.has(request.method)) await context.store.durable();
  journal(context, request, operation.operationId, state, reply.status);
  return answer(reply, setCookies);
}
