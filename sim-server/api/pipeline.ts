// The simulator's side of every API exchange, free of any HTTP framework. The order of the steps
// is the contract runtime's exchange() (openapi/runtime/exchange.ts), shared with the validating
// proxy: route -> contract check -> produce -> answer check -> journal. The simulator produces by
// its own steps: request state (site, session, scenario) -> fault -> seeker guard -> handler ->
// write (the request's store changes made durable before a write is acknowledged). The HTTP shell
// (api-listener.ts) only reads the request off the socket and writes the outcome back.
import type { IncomingHttpHeaders } from 'node:http';
import type { SimContext } from '../context';
import type { ContractOperation } from '../../openapi/runtime/contract';
import type { RequestCheck } from '../../openapi/runtime/contract-check';
import { exchange, type ExchangeSteps } from '../../openapi/runtime/exchange';
import { checkAnswer, violationLines } from '../../openapi/runtime/answer-checks';
import { jsonText } from '../lib/json-text';
import { insufficientStorage } from '../domain/errors';
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
import { scenarioOf } from '../../openapi/runtime/request-context';
import { badScenarioReply, isScenarioName } from '../scenarios/scenarios';
import type { RequestBody } from '../../openapi/runtime/request-body';
import type { AnsweredBy } from '../../openapi/runtime/journal';

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
  /** The client's remote address, which the sign-in throttle counts by. */
  client: string;
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

type Cut = { kind: 'drop' } | { kind: 'hold' };

/** Where an answer came from, for the journal, and whether a fault broke the contract on purpose. */
interface AnswerSource {
  answeredBy: AnsweredBy;
  breaksContract: boolean;
}
type Produced = Reply | Cut;

function isCut(produced: Produced): produced is Cut {
  return 'kind' in produced;
}

/**
 * The answer checked against the contract as it goes out (status, headers, content type, body) by
 * the one answer check the proxy and the runner use; in strict mode a violation becomes a 500,
 * unless a fault made it to break the contract on purpose (its violations are journaled all the
 * same). Every answer is checked, failures (5xx) and fault answers included.
 */
function checkedReply(
  context: SimContext,
  operation: ContractOperation,
  request: ApiRequest,
  reply: Reply,
  source: AnswerSource,
  setCookies: string[],
): { answer: Reply; problems: string[] | undefined } {
  const mode = context.config.responseValidation;
  if (mode === 'off') return { answer: reply, problems: undefined };
  const headers = new Headers();
  for (const [name, value] of Object.entries(answerHeaders(reply, setCookies)))
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  const problems = violationLines(
    checkAnswer(context.api.answers, operation, {
      status: reply.status,
      headers,
      json: reply.body,
      method: request.method,
    }),
  );
  if (problems.length === 0 || source.breaksContract) return { answer: reply, problems };
  console.error(`Contract violation in ${request.method} ${request.url}: ${problems.join('; ')}`);
  return {
    answer: mode === 'strict' ? { status: 500, body: CONTRACT_VIOLATION } : reply,
    problems,
  };
}

/** The simulator's answer to a request that keeps the contract: fault, guard, handler, write. */
async function produce(
  context: SimContext,
  operation: ContractOperation,
  checked: Extract<RequestCheck, { ok: true }>,
  request: ApiRequest,
  state: RequestState,
  setCookies: string[],
  source: AnswerSource,
): Promise<Produced> {
  let reply: Reply;
  try {
    // A recorded answer loaded into the request's scenario comes first (scenarios/recordings.ts).
    const replayed = context.recordings.take(state.scenario, request);
    if (replayed) {
      source.answeredBy = 'recording';
      return replayed;
    }
    const fault = await faultStep(context, operation, request.headers, state);
    if (fault.kind === 'drop' || fault.kind === 'hold') return fault;
    if (fault.kind === 'answer' && fault.breaksContract) source.breaksContract = true;
    reply =
      fault.kind === 'answer'
        ? { status: fault.status, body: fault.body }
        : await runHandler(context, operation, {
            query: checked.query,
            path: checked.path,
            body: checked.body,
            files: request.body.kind === 'multipart' ? request.body.files : [],
            cookies: request.cookies,
            client: request.client,
            state,
            setCookies,
          });
  } catch (error) {
    reply = failureReply(error);
  }
  // A write a client asked for (any method but GET and HEAD) is answered once it is durable, and
  // so is a read that changed the store (a refresh token's rotation): its answer carries what the
  // change made. The recent search a results page records is written behind (store.transact). A
  // change that cannot be made durable (a full disk) is a 507; the process lives and reads go on.
  if (!SAFE_METHODS.has(request.method) || context.store.requestChanged) {
    try {
      await context.store.durable();
    } catch (error) {
      reply = failureReply(insufficientStorage(error));
    }
  }
  return reply;
}

function steps(
  context: SimContext,
  request: ApiRequest,
  state: RequestState,
  setCookies: string[],
): ExchangeSteps<Produced> {
  // The journal says which answers were replayed from a recording and which the simulator made.
  const source: AnswerSource = { answeredBy: 'simulator', breaksContract: false };
  return {
    unrouted: async (_request, match) =>
      unknownEndpointReply(
        request.method,
        request.url,
        match.kind === 'methodNotAllowed' ? match.allowed : undefined,
      ),
    refused: async (_operation, refusals) => refusalReply(refusals),
    produce: (operation, checked) =>
      produce(context, operation, checked, request, state, setCookies, source),
    checkAnswer: (operation, answer) =>
      isCut(answer)
        ? { answer, problems: undefined }
        : checkedReply(context, operation, request, answer, source, setCookies),
    facts: (answer) =>
      isCut(answer)
        ? undefined
        : {
            at: state.now.toISOString(),
            site: state.site.site.countryCode,
            sessionAccountId: state.session?.accountId ?? null,
            scenario: state.scenario,
            status: answer.status,
            fault: state.fault,
            answeredBy: source.answeredBy,
          },
  };
}

/** The headers an answer goes out with, but Content-Length: what the answer check reads. */
function answerHeaders(reply: Reply, setCookies: string[]): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {
    ...reply.headers,
    'Content-Type': 'application/json; charset=utf-8',
  };
  if (setCookies.length > 0) headers['Set-Cookie'] = setCookies;
  return headers;
}

function answer(reply: Reply, setCookies: string[]): ApiOutcome {
  const body = jsonText(reply.body, ANSWER_JSON_DEPTH);
  const headers = answerHeaders(reply, setCookies);
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return { kind: 'answer', status: reply.status, headers, body };
}

export async function handleApiRequest(
  context: SimContext,
  request: ApiRequest,
): Promise<ApiOutcome> {
  const scenario = scenarioOf(request.headers, request.cookies);
  if (scenario !== null && !isScenarioName(scenario)) return answer(badScenarioReply(), []);
  // The request's state view is chosen here, once: its scenario's, or the shared state.
  return context.scenarios.within(scenario, async () => {
    const state = requestState(context, request.headers, request.cookies, scenario);
    const setCookies: string[] = [];
    const { answer: produced } = await exchange(
      context.api,
      context.journal,
      { ...request, startedAt: state.startedAt },
      steps(context, request, state, setCookies),
    );
    return isCut(produced) ? produced : answer(produced, setCookies);
  });
}
