// One contract run: sign in, then per operation its positive and negative cases, then the
// stateful sequences; every answer checked. Deterministic for a seed: cases are generated in a
// fixed order and results kept in case order, whatever order the answers arrive in.
import { countryCodeValues, siteContextValues } from '../../openapi/generated/schema';
import { readContract, type Json, type ContractOperation } from '../../openapi/runtime/contract';
import { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case, Outcome } from './cases';
import { checkOutcome, type Finding } from './checks';
import { maxResponseTime } from './checks/max-response-time';
import { protocolCases } from './checks/protocol';
import { send, type Transport } from './http';
import { negativeCases } from './negative';
import { bodyValue, paramValues, positiveCases, type PositiveInput } from './positive';
import { buildCase, encodeBody, type ParamValues } from './requests';
import { Results, type Report } from './results';
import { Rng } from './rng';
import { declaredValue, KnownValues } from './samples';
import { signIn, signOut, type Credentials } from './session';
import { SEQUENCES, type SequenceHost, type Step } from './stateful';
import { SITE_HEADER } from '../../openapi/vocabulary/site-headers';

export interface RunOptions {
  apiBase: string;
  site: string;
  seed: number;
  budget: number;
  operations?: string[];
  timeoutMs: number;
  credentials: Credentials;
  concurrency: number;
  contractFile?: string;
  progress?: (line: string) => void;
  /** max_response_time: an answer slower than this fails (off when absent). */
  maxResponseTimeMs?: number;
}

/** After this many timeouts an operation's remaining cases are skipped: it has failed already. */
const TIMEOUTS_PER_OPERATION = 1;
/**
 * After this many operations in a row got no answer at all (timeouts, refused connections) the
 * backend is taken as gone and the run ends with its verdict: against a dead backend it took 20
 * minutes to give up, one timeout per operation (audit 2026-11-26, M5).
 */
const UNANSWERED_OPERATIONS_TO_STOP = 3;

async function pool<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) await work(item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function runContract(options: RunOptions): Promise<Report> {
  const contract = readContract(options.contractFile);
  const validator = new SchemaValidator();
  const rng = new Rng(options.seed);
  const say = options.progress ?? (() => undefined);
  const unknown = (options.operations ?? []).filter((id) => !contract.byId.has(id));
  if (unknown.length > 0) throw new Error(`The contract has no operation ${unknown.join(', ')}.`);
  const selected = contract.operations.filter(
    (o) => !options.operations?.length || options.operations.includes(o.operationId),
  );
  const results = new Results(selected.map((o) => o.operationId));
  const index = countryCodeValues.findIndex((c) => c === options.site.toUpperCase());
  if (index < 0) throw new Error(`--site must be one of ${countryCodeValues.join(', ')}.`);
  const language = contract.operations
    .flatMap((o) => o.parameters)
    .find((p) => p.name === SITE_HEADER.language);
  const siteHeaders: Record<string, string> = {
    [SITE_HEADER.country]: countryCodeValues[index] ?? 'IN',
    [SITE_HEADER.siteContext]: siteContextValues[index] ?? 'india',
    [SITE_HEADER.language]: String((language && declaredValue(language.schema)) ?? 'EN'),
  };
  // Ids, and the signed-in seeker's own contact details (site-consistent where examples are not).
  const idNames = new Set([
    'jobId',
    'companyId',
    'recruiterId',
    'email',
    'countryCode',
    'mobileNumber',
  ]);
  for (const o of contract.operations)
    for (const p of o.parameters) if (p.in === 'path') idNames.add(p.name);
  const known = new KnownValues(
    idNames,
    (schema, value) => validator.errors(schema, value).length === 0,
  );
  const transport: Transport = {
    apiBase: options.apiBase,
    timeoutMs: options.timeoutMs,
    cookies: {},
  };
  const siteOnly = (operation: ContractOperation): ParamValues =>
    new Map(
      operation.parameters
        .filter((p) => siteHeaders[p.name] !== undefined)
        .map((p) => [p, siteHeaders[p.name]]),
    );
  const isSelected = (id: string) => selected.some((o) => o.operationId === id);

  const check = (operation: ContractOperation, testCase: Case, outcome: Outcome): Finding[] => [
    ...checkOutcome(validator, operation, testCase, outcome, options.timeoutMs),
    ...maxResponseTime(outcome, options.maxResponseTimeMs),
  ];

  // Sessions: the run's own, a spare one for signing out, and one already signed out.
  const main = await signIn(transport, contract, options.credentials, siteOnly, rng, known);
  if (isSelected(main.operation.operationId))
    results.record(
      main.operation.operationId,
      'positive',
      main.testCase.label,
      main.outcome,
      check(main.operation, main.testCase, main.outcome),
    );
  if (!main.cookie && main.outcome.answer && main.outcome.answer.status < 300) {
    const status = String(main.outcome.answer.status);
    if ('set-cookie' in (main.operation.responses[status]?.headers ?? {}))
      results.recordSequence(main.operation.operationId, main.testCase.label, main.outcome, {
        check: 'response_headers_conformance',
        message: `${status} without the Set-Cookie header the contract declares: no session was set`,
      });
  }
  if (!main.cookie)
    say(
      `warning: signing in as ${options.credentials.username} set no cookie (status ${main.outcome.answer?.status ?? 'none'}); seeker-only operations will be refused`,
    );
  const spare = await signIn(transport, contract, options.credentials, siteOnly, rng, known);
  const gone = await signIn(transport, contract, options.credentials, siteOnly, rng, known);
  await signOut(transport, contract, options.credentials, siteOnly, gone.cookie);
  const cookieName = contract.operations.find((o) => o.sessionCookie)?.sessionCookie ?? 'session';
  transport.cookies = {
    main: main.cookie,
    spare: spare.cookie,
    signedOut: gone.cookie,
    forged: `${cookieName}=forged${rng.int(100000, 999999)}`,
  };

  const ordered = [...selected].sort(
    (a, b) => rank(a, options.credentials) - rank(b, options.credentials),
  );
  let done = 0;
  let unansweredInARow = 0;
  for (const operation of ordered) {
    const input: PositiveInput = { operation, validator, rng, known, siteHeaders };
    const signsOut = operation.operationId === options.credentials.signOut;
    let timeouts = 0;
    let answered = false;
    const runOne = async (testCase: Case): Promise<Outcome | undefined> => {
      if (timeouts >= TIMEOUTS_PER_OPERATION) return undefined;
      const outcome = await send(transport, testCase);
      if (outcome.timedOut) timeouts += 1;
      if (outcome.answer) answered = true;
      return outcome;
    };
    for (const { testCase } of positiveCases(input)) {
      if (signsOut) testCase.session = 'spare';
      const outcome = await runOne(testCase);
      if (!outcome) break;
      results.record(
        operation.operationId,
        'positive',
        testCase.label,
        outcome,
        check(operation, testCase, outcome),
      );
      if (outcome.answer && outcome.answer.status < 300 && operation.method === 'get') {
        try {
          known.harvest(JSON.parse(outcome.answer.text));
        } catch {
          // Not JSON: nothing to learn.
        }
      }
    }
    const base = paramValues(input, 'examples');
    const negatives = negativeCases({
      operation,
      base,
      baseBody: bodyValue(input, 'examples'),
      validator,
      rng,
      budget: options.budget,
      siteHeaders: new Set(Object.keys(siteHeaders)),
    });
    const outcomes: Array<Outcome | undefined> = new Array(negatives.length);
    await pool(negatives, options.concurrency, async (testCase, i) => {
      outcomes[i] = await runOne(testCase);
    });
    negatives.forEach((testCase, i) => {
      const outcome = outcomes[i];
      if (outcome)
        results.record(
          operation.operationId,
          'negative',
          testCase.label,
          outcome,
          check(operation, testCase, outcome),
        );
    });
    done += 1;
    const entry = results.report().operations.find((o) => o.operationId === operation.operationId);
    say(
      `[${done}/${ordered.length}] ${operation.operationId}: ${(entry?.positive ?? 0) + (entry?.negative ?? 0)} cases, ${entry?.failed ?? 0} failed${timeouts >= TIMEOUTS_PER_OPERATION ? ' (stopped after timeouts)' : ''}`,
    );
    unansweredInARow = answered ? 0 : unansweredInARow + 1;
    if (unansweredInARow >= UNANSWERED_OPERATIONS_TO_STOP) {
      say(
        `The backend answered none of the last ${UNANSWERED_OPERATIONS_TO_STOP} operations: the run stops here (${ordered.length - done} operations not run).`,
      );
      return results.report();
    }
  }

  // missing_required_header and unsupported_method (checks/protocol.ts).
  const protocol = protocolCases(selected, (operation) =>
    paramValues({ operation, validator, rng, known, siteHeaders }, 'examples'),
  );
  const protocolOutcomes: Outcome[] = new Array(protocol.length);
  await pool(protocol, options.concurrency, async ({ testCase }, i) => {
    protocolOutcomes[i] = await send(transport, testCase);
  });
  protocol.forEach(({ testCase, judge }, i) => {
    const outcome = protocolOutcomes[i];
    if (outcome)
      results.record(testCase.operationId, 'negative', testCase.label, outcome, [
        ...judge(outcome),
        ...maxResponseTime(outcome, options.maxResponseTimeMs),
      ]);
  });
  say(`protocol checks: ${protocol.length} cases`);

  const host = sequenceHost(
    validator,
    contract.byId,
    isSelected,
    known,
    rng,
    options,
    transport,
    results,
    check,
    siteHeaders,
  );
  for (const sequence of SEQUENCES) {
    await sequence.run(host);
    say(`sequence: ${sequence.name}`);
  }
  return results.report();
}

/** Sign-in, the signed-in seeker's reads (their details fill later calls), other reads, writes, sign-out. */
function rank(operation: ContractOperation, credentials: Credentials): number {
  if (operation.operationId === credentials.signIn) return 0;
  if (operation.operationId === credentials.signOut) return 4;
  if (operation.method !== 'get') return 3;
  return operation.needsSession ? 1 : 2;
}

function sequenceHost(
  validator: SchemaValidator,
  byId: Map<string, ContractOperation>,
  isSelected: (id: string) => boolean,
  known: KnownValues,
  rng: Rng,
  options: RunOptions,
  transport: Transport,
  results: Results,
  check: (operation: ContractOperation, testCase: Case, outcome: Outcome) => Finding[],
  siteHeaders: Record<string, string>,
): SequenceHost {
  let last: Outcome | undefined;
  const call = async (step: Step) => {
    const operation = byId.get(step.operationId);
    if (!operation) return { ok: false, status: undefined, json: undefined };
    const input: PositiveInput = { operation, validator, rng, known, siteHeaders };
    const values = paramValues(input, 'examples');
    for (const parameter of operation.parameters) {
      const override = step.params?.[parameter.name];
      if (override !== undefined) values.set(parameter, override);
    }
    const example = bodyValue(input, 'examples');
    const body: Json | undefined =
      step.body && typeof example === 'object' && example !== null && !Array.isArray(example)
        ? { ...example, ...step.body }
        : (step.body ?? example);
    const testCase = buildCase(
      operation,
      values,
      operation.body ? encodeBody(operation.body, body) : undefined,
      {
        kind: 'stateful',
        label: step.label,
        session: 'main',
      },
    );
    if (step.expectsGone) testCase.expectsGone = true;
    const outcome = await send(transport, testCase);
    last = outcome;
    // A helper call (finding jobs) to an operation outside --operations is not reported.
    if (isSelected(operation.operationId))
      results.record(
        operation.operationId,
        'stateful',
        step.label,
        outcome,
        check(operation, testCase, outcome),
      );
    let json: unknown;
    try {
      json = outcome.answer ? JSON.parse(outcome.answer.text) : undefined;
    } catch {
      json = undefined;
    }
    const status = outcome.answer?.status;
    return { ok: status !== undefined && status >= 200 && status < 300, status, json };
  };
  let jobs: string[] | undefined;
  return {
    has: (id) => isSelected(id) && byId.has(id),
    call,
    fail: (operationId, finding, step) => {
      if (last) results.recordSequence(operationId, step.label, last, finding);
    },
    jobIds: async () => {
      if (jobs) return jobs;
      jobs = [];
      if (byId.has('searchResults')) {
        const found = await call({ operationId: 'searchResults', label: 'find jobs', params: {} });
        collect(found.json, 'jobId', jobs);
      }
      return jobs;
    },
    value: (name) => known.get(name) ?? exampleOf(byId, name),
    unique: `${options.seed}`,
  };
}

/**
 * Every string or number value of `key` anywhere in a body, in document order, each once. A walk
 * with its own stack: a backend's 200,000-deep JSON would overflow the call stack of a recursive
 * one (audit 2026-11-26, M5).
 */
export function collect(body: unknown, key: string, into: string[]): void {
  // A found value is pushed as a Found, so that it is taken in its place among the values around it.
  class Found {
    constructor(readonly value: string) {}
  }
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value instanceof Found) {
      if (!into.includes(value.value)) into.push(value.value);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push(value[i]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [k, v] = entries[i] ?? ['', undefined];
        stack.push(
          k === key && (typeof v === 'string' || typeof v === 'number') ? new Found(String(v)) : v,
        );
      }
    }
  }
}

function exampleOf(byId: Map<string, ContractOperation>, name: string): Json | undefined {
  for (const operation of byId.values())
    for (const parameter of operation.parameters)
      if (parameter.name === name && parameter.example !== undefined) return parameter.example;
  return undefined;
}
