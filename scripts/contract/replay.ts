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
import { CHECKS, checkOutcome, type CheckName, type Finding } from './checks';
import { maxResponseTime } from './checks/max-response-time';
import { judgeProtocol } from './checks/protocol';
import { send, type Transport } from './http';
import { replayCase } from './replay-cases';
import type { ParamValues } from './requests';
import type { Report } from './results';
import { Rng } from '../../sim-server/catalogue/rng';
import { KnownValues } from './samples';
import { signIn, signOut, type Credentials } from './session';
import { fileFailure, malformed } from '../lib/cli';
import { printable } from '../lib/printable';

export interface ReplayOptions {
  apiBase: string;
  /** The contract, when the caller has read it already. */
  contract?: ContractDocument;
  /** The report's file, for the line that refuses it. */
  source?: string;
  timeoutMs: number;
  credentials: Credentials;
  maxResponseTimeMs?: number;
  /** Headers every case carries (the run's simulator scenario: sandbox.ts). */
  headers?: Readonly<Record<string, string>>;
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

/** A --report file as the runner wrote it; one line and exit 3 or 4 when it is not one. */
export function readReport(file: string): Report {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fileFailure(file, error);
  }
  const operations = (parsed as Partial<Report> | null)?.operations;
  if (!Array.isArray(operations)) throw malformed(file, 'is not a contract runner report');
  return parsed as Report;
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

/** Each failure of the report with its case rebuilt (replay-cases.ts), or not replayable. */
function replayable(report: Report, contract: ContractDocument, options: ReplayOptions) {
  const source = options.source ?? 'the report';
  return report.operations.flatMap((entry, o) =>
    (Array.isArray(entry.failures) ? entry.failures : []).map((failure, f) => {
      const check = CHECKS.find((c) => c === failure?.check);
      if (!check)
        throw malformed(
          source,
          `names no check the runner has (operation ${o + 1}, failure ${f + 1})`,
        );
      const label = String(failure.request?.label ?? '');
      const operation = contract.byId.get(String(failure.case?.operationId ?? entry.operationId));
      if (!failure.case || !operation)
        return { operationId: String(entry.operationId), check, label };
      const testCase = replayCase(failure.case, operation, check, options.apiBase);
      if ('refused' in testCase)
        throw malformed(
          source,
          `is refused: case "${label}" (${operation.operationId}): ${testCase.refused}; nothing was sent`,
        );
      return { operationId: operation.operationId, check, label, testCase, operation };
    }),
  );
}

export async function replayReport(
  report: Report,
  options: ReplayOptions,
): Promise<ReplayedCase[]> {
  const contract = options.contract ?? readContract();
  const validator = new SchemaValidator();
  const failures = replayable(report, contract, options);
  const cases = failures.flatMap((f) => (f.testCase ? [f.testCase] : []));
  const transport: Transport = {
    apiBase: options.apiBase,
    timeoutMs: options.timeoutMs,
    cookies: {},
    ...(options.headers ? { headers: options.headers } : {}),
  };
  transport.cookies = await sessions(transport, contract, options, siteValuesFrom(cases));
  const replayed: ReplayedCase[] = [];
  for (const { operationId, check, label, testCase, operation } of failures) {
    if (!testCase || !operation) {
      replayed.push({
        operationId,
        check,
        label,
        status: undefined,
        stillFails: true,
        message:
          'not replayable: the report does not hold the case (or the contract lost its operation)',
      });
      continue;
    }
    const outcome = await send(transport, testCase);
    const found = judge(validator, contract, operation, check, testCase, outcome, options).filter(
      (f) => f.check === check,
    );
    replayed.push({
      operationId,
      check,
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
      `${r.stillFails ? 'STILL FAILS' : 'passes now '}  ${printable(`${r.operationId}  ${r.check}  ${r.label} → ${r.status ?? 'no answer'}${r.stillFails ? `: ${r.message}` : ''}`)}`,
  );
  return [
    ...lines,
    '',
    `${replayed.length} failing cases replayed: ${still} still fail, ${replayed.length - still} pass now`,
  ].join('\n');
}
