// One contract run: sign in, then per operation its positive and negative cases, then the
// stateful sequences; every answer checked. Deterministic for a seed: cases are generated in a
// fixed order and results kept in case order, whatever order the answers arrive in.
import type { ContractOperation } from '../../openapi/runtime/contract';
import type { Case, Outcome } from './cases';
import { maxResponseTime } from './checks/max-response-time';
import { protocolCases } from './checks/protocol';
import { EXIT, ToolError } from '../lib/cli';
import { send, unanswered } from './http';
import { negativeCases } from './negative';
import { bodyValue, paramValues, positiveCases } from './positive';
import type { Report } from './results';
import {
  inputOf,
  isSelected,
  prepareRun,
  recordCase,
  siteOnly,
  type Run,
  type RunOptions,
} from './run-context';
import { sequenceHost } from './sequence-host';
import { signIn, signOut, type Credentials } from './session';
import { SEQUENCES } from './stateful';

/** After this many timeouts an operation's remaining cases are skipped: it has failed already. */
const TIMEOUTS_PER_OPERATION = 1;
/**
 * After this many operations in a row got no answer at all (timeouts, refused connections) the
 * backend is taken as gone and the run ends with its verdict: against a dead backend it took 20
 * minutes to give up, one timeout per operation (audit 2026-11-26, M5).
 */
const UNANSWERED_OPERATIONS_TO_STOP = 3;

/**
 * The run ended early: the backend stopped answering. The report of what ran comes with it, so
 * that the command still writes it before its one line.
 */
export class RunStopped extends ToolError {
  constructor(
    readonly report: Report,
    why: ToolError,
  ) {
    super(why.exitCode, why.message, { cause: why });
  }
}

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
  const run = prepareRun(options);
  await openSessions(run);
  const ordered = [...run.selected].sort(
    (a, b) => rank(a, options.credentials) - rank(b, options.credentials),
  );
  let done = 0;
  let unansweredInARow = 0;
  for (const operation of ordered) {
    const { answered, silence, stoppedAfterTimeouts } = await runOperation(run, operation);
    done += 1;
    const entry = run.results
      .report()
      .operations.find((o) => o.operationId === operation.operationId);
    run.say(
      `[${done}/${ordered.length}] ${operation.operationId}: ${(entry?.positive ?? 0) + (entry?.negative ?? 0)} cases, ${entry?.failed ?? 0} failed${stoppedAfterTimeouts ? ' (stopped after timeouts)' : ''}`,
    );
    unansweredInARow = answered ? 0 : unansweredInARow + 1;
    if (unansweredInARow >= UNANSWERED_OPERATIONS_TO_STOP) {
      run.say(
        `The backend answered none of the last ${UNANSWERED_OPERATIONS_TO_STOP} operations: the run stops here (${ordered.length - done} operations not run).`,
      );
      const why = silence
        ? unanswered(silence, run.options.timeoutMs)
        : new ToolError(EXIT.noBackend, `no answer from ${run.options.apiBase}`);
      throw new RunStopped(run.results.report(), why);
    }
  }
  await runProtocolCases(run);
  const host = sequenceHost(run);
  for (const sequence of SEQUENCES) {
    await sequence.run(host);
    run.say(`sequence: ${sequence.name}`);
  }
  return run.results.report();
}

/** Sessions: the run's own, a spare one for signing out, and one already signed out. */
async function openSessions(run: Run): Promise<void> {
  const { transport, contract, options, rng, known, results } = run;
  const { credentials } = options;
  const sites = (operation: ContractOperation) => siteOnly(run, operation);
  const main = await signIn(transport, contract, credentials, sites, rng, known);
  // Nothing answered the first request: no run, one line (the address and the operation).
  if (!main.outcome.answer) throw unanswered(main.outcome, options.timeoutMs);
  if (isSelected(run, main.operation.operationId))
    recordCase(run, 'positive', main.operation, main.testCase, main.outcome);
  if (!main.cookie && main.outcome.answer && main.outcome.answer.status < 300) {
    const status = String(main.outcome.answer.status);
    if ('set-cookie' in (main.operation.responses[status]?.headers ?? {}))
      results.recordSequence(main.operation.operationId, main.testCase.label, main.outcome, {
        check: 'response_headers_conformance',
        message: `${status} without the Set-Cookie header the contract declares: no session was set`,
      });
  }
  if (!main.cookie)
    run.say(
      `warning: signing in as ${credentials.username} set no cookie (status ${main.outcome.answer?.status ?? 'none'}); seeker-only operations will be refused`,
    );
  const spare = await signIn(transport, contract, credentials, sites, rng, known);
  const gone = await signIn(transport, contract, credentials, sites, rng, known);
  await signOut(transport, contract, credentials, sites, gone.cookie);
  const cookieName = contract.operations.find((o) => o.sessionCookie)?.sessionCookie ?? 'session';
  transport.cookies = {
    main: main.cookie,
    spare: spare.cookie,
    signedOut: gone.cookie,
    forged: `${cookieName}=forged${rng.int(100000, 999999)}`,
  };
}

/**
 * One operation's positive cases, one after the other (a GET's answers teach values to later
 * cases), then its negative cases, several at a time. After TIMEOUTS_PER_OPERATION timeouts the
 * rest are not sent.
 */
async function runOperation(
  run: Run,
  operation: ContractOperation,
): Promise<{ answered: boolean; silence?: Outcome; stoppedAfterTimeouts: boolean }> {
  const input = inputOf(run, operation);
  const signsOut = operation.operationId === run.options.credentials.signOut;
  let timeouts = 0;
  let answered = false;
  let silence: Outcome | undefined;
  const runOne = async (testCase: Case): Promise<Outcome | undefined> => {
    if (timeouts >= TIMEOUTS_PER_OPERATION) return undefined;
    const outcome = await send(run.transport, testCase);
    if (outcome.timedOut) timeouts += 1;
    if (outcome.answer) answered = true;
    else silence = outcome;
    return outcome;
  };
  for (const { testCase } of positiveCases(input)) {
    if (signsOut) testCase.session = 'spare';
    const outcome = await runOne(testCase);
    if (!outcome) break;
    recordCase(run, 'positive', operation, testCase, outcome);
    if (outcome.answer && outcome.answer.status < 300 && operation.method === 'get') {
      try {
        run.known.harvest(JSON.parse(outcome.answer.text));
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
    validator: run.validator,
    rng: run.rng,
    budget: run.options.budget,
    siteHeaders: new Set(Object.keys(run.siteHeaders)),
  });
  const outcomes: Array<Outcome | undefined> = new Array(negatives.length);
  await pool(negatives, run.options.concurrency, async (testCase, i) => {
    outcomes[i] = await runOne(testCase);
  });
  negatives.forEach((testCase, i) => {
    const outcome = outcomes[i];
    if (outcome) recordCase(run, 'negative', operation, testCase, outcome);
  });
  return {
    answered,
    ...(silence ? { silence } : {}),
    stoppedAfterTimeouts: timeouts >= TIMEOUTS_PER_OPERATION,
  };
}

/** missing_required_header and unsupported_method (checks/protocol.ts), judged by their own rule. */
async function runProtocolCases(run: Run): Promise<void> {
  const protocol = protocolCases(run.selected, (operation) =>
    paramValues(inputOf(run, operation), 'examples'),
  );
  const outcomes: Outcome[] = new Array(protocol.length);
  await pool(protocol, run.options.concurrency, async ({ testCase }, i) => {
    outcomes[i] = await send(run.transport, testCase);
  });
  protocol.forEach(({ testCase, judge }, i) => {
    const outcome = outcomes[i];
    if (outcome)
      run.results.record(testCase.operationId, 'negative', testCase.label, outcome, [
        ...judge(outcome),
        ...maxResponseTime(outcome, run.options.maxResponseTimeMs),
      ]);
  });
  run.say(`protocol checks: ${protocol.length} cases`);
}

/** Sign-in, the signed-in seeker's reads (their details fill later calls), other reads, writes, sign-out. */
function rank(operation: ContractOperation, credentials: Credentials): number {
  if (operation.operationId === credentials.signIn) return 0;
  if (operation.operationId === credentials.signOut) return 4;
  if (operation.method !== 'get') return 3;
  return operation.needsSession ? 1 : 2;
}
