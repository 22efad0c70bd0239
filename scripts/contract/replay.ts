// `npm run contract -- --replay REPORT [--base-url URL]`: sends a report's failing cases again,
// against any backend, and says which still fail, so that a backend developer can reproduce what
// CI saw. Each case is sent as it was built (fresh sessions of the same kind: the run's, a spare,
// a signed-out one, a forged cookie) and judged by the same checks as in the run.
import { readFileSync } from 'node:fs';
import {
  readContract,
  type ContractDocument,
  type ContractOperation,
} from '../../openapi/runtime/contract';
import { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case, Outcome } from './cases';
import { checkOutcome, type CheckName, type Finding } from './checks';
import { maxResponseTime } from './checks/max-response-time';
import { judgeProtocol } from './checks/protocol';
import { send, type Transport } from './http';
import type { ParamValues } from './requests';
import type { Report } from './results';
import { Rng } from './rng';
import { KnownValues } from './samples';
import { signIn, signOut, type Credentials } from './session';

export interface ReplayOptions {
  apiBase: string;
  timeoutMs: number;
  credentials: Credentials;
  maxResponseTimeMs?: number;
}

export interface ReplayedCase {
  operationId: string;
  check: CheckName;
  label: string;
  /** The status now (undefined: no answer). */
  status: number | undefined;
  stillFails: boolean;
  message: string;
}

export function readReport(file: string): Report {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<Report>;
  if (!Array.isArray(report.operations))
    throw new Error(`${file} is not a contract runner report.`);
  return report as Report;
}

/** The site headers the run sent (taken from its cases), for the sign-in of the replay. */
function siteValuesFrom(cases: Case[]): (operation: ContractOperation) => ParamValues {
  const sent: Record<string, string> = {};
  for (const c of cases) for (const [name, value] of Object.entries(c.headers)) sent[name] = value;
  return (operation) =>
    new Map(
      operation.parameters
        .filter((p) => p.in === 'header' && sent[p.name] !== undefined)
        .map((p) => [p, sent[p.name]]),
    );
}

async function sessions(
  transport: Transport,
  contract: ContractDocument,
  options: ReplayOptions,
  siteValues: (operation: ContractOperation) => ParamValues,
): Promise<Transport['cookies']> {
  const rng = new Rng(1);
  const known = new KnownValues(new Set(), () => true);
  const open = async () =>
    (await signIn(transport, contract, options.credentials, siteValues, rng, known)).cookie;
  const main = await open();
  const spare = await open();
  const gone = await open();
  await signOut(transport, contract, options.credentials, siteValues, gone);
  const cookieName = contract.operations.find((o) => o.sessionCookie)?.sessionCookie ?? 'session';
  return { main, spare, signedOut: gone, forged: `${cookieName}=forged${rng.int(100000, 999999)}` };
}

function judge(
  validator: SchemaValidator,
  contract: ContractDocument,
  operation: ContractOperation,
  check: CheckName,
  testCase: Case,
  outcome: Outcome,
  options: ReplayOptions,
): Finding[] {
  if (check === 'missing_required_header' || check === 'unsupported_method')
    return judgeProtocol(check, contract, testCase, outcome);
  return [
    ...checkOutcome(validator, operation, testCase, outcome, options.timeoutMs),
    ...maxResponseTime(outcome, options.maxResponseTimeMs),
  ];
}

export async function replayReport(
  report: Report,
  options: ReplayOptions,
): Promise<ReplayedCase[]> {
  const contract = readContract();
  const validator = new SchemaValidator();
  const failures = report.operations.flatMap((o) =>
    o.failures.map((failure) => ({ operationId: o.operationId, failure })),
  );
  const cases = failures.flatMap(({ failure }) => (failure.case ? [failure.case] : []));
  const transport: Transport = {
    apiBase: options.apiBase,
    timeoutMs: options.timeoutMs,
    cookies: {},
  };
  transport.cookies = await sessions(transport, contract, options, siteValuesFrom(cases));
  const replayed: ReplayedCase[] = [];
  for (const { operationId, failure } of failures) {
    const testCase = failure.case;
    const operation = contract.byId.get(testCase?.operationId ?? operationId);
    if (!testCase || !operation) {
      replayed.push({
        operationId,
        check: failure.check,
        label: failure.request.label,
        status: undefined,
        stillFails: true,
        message:
          'not replayable: the report does not hold the case (or the contract lost its operation)',
      });
      continue;
    }
    const outcome = await send(transport, testCase);
    const found = judge(
      validator,
      contract,
      operation,
      failure.check,
      testCase,
      outcome,
      options,
    ).filter((f) => f.check === failure.check);
    replayed.push({
      operationId,
      check: failure.check,
      label: testCase.label,
      status: outcome.answer?.status,
      stillFails: found.length > 0,
      message: found[0]?.message ?? 'passes now',
    });
  }
  return replayed;
}

export function replayTable(replayed: ReplayedCase[]): string {
  const still = replayed.filter((r) => r.stillFails).length;
  const lines = replayed.map(
    (r) =>
      `${r.stillFails ? 'STILL FAILS' : 'passes now '}  ${r.operationId}  ${r.check}  ${r.label} → ${r.status ?? 'no answer'}${r.stillFails ? `: ${r.message}` : ''}`,
  );
  return [
    ...lines,
    '',
    `${replayed.length} failing cases replayed: ${still} still fail, ${replayed.length - still} pass now`,
  ].join('\n');
}
