// What one contract run shares across its steps (runner.ts, sequence-host.ts): the options, the
// contract, the seeded random source, the values learnt from answers, the transport with its
// session cookies, and the results; built in prepareRun, before any case is sent.
import { countryCodeValues, siteContextValues } from '../../openapi/generated/schema';
import {
  readContract,
  type ContractDocument,
  type ContractOperation,
} from '../../openapi/runtime/contract';
import { SchemaValidator } from '../../openapi/runtime/answer-checks';
import { SITE_HEADER } from '../../openapi/vocabulary/site-headers';
import { usageError } from '../lib/cli';
import type { Case, CaseKind, Outcome } from './cases';
import { checkOutcome } from './checks';
import { maxResponseTime } from './checks/max-response-time';
import type { Transport } from './http';
import type { PositiveInput } from './positive';
import type { ParamValues } from './requests';
import { Results } from './results';
import { Rng } from '../../sim-server/catalogue/rng';
import { declaredValue, KnownValues } from './samples';
import type { Credentials } from './session';

export interface RunOptions {
  apiBase: string;
  site: string;
  seed: number;
  budget: number;
  operations?: string[];
  timeoutMs: number;
  credentials: Credentials;
  concurrency: number;
  /** The contract, when the caller has read it already (else read from `contractFile`). */
  contract?: ContractDocument;
  contractFile?: string;
  progress?: (line: string) => void;
  /** max_response_time: an answer slower than this fails (off when absent). */
  maxResponseTimeMs?: number;
  /** Headers every case carries (the run's simulator scenario: sandbox.ts). */
  headers?: Readonly<Record<string, string>>;
}

export interface Run {
  options: RunOptions;
  contract: ContractDocument;
  /** The operations of --operations (every operation without it), in contract order. */
  selected: ContractOperation[];
  validator: SchemaValidator;
  rng: Rng;
  known: KnownValues;
  transport: Transport;
  results: Results;
  /** The site's country, site-context and language header values. */
  siteHeaders: Record<string, string>;
  say: (line: string) => void;
}

export function prepareRun(options: RunOptions): Run {
  const contract = options.contract ?? readContract(options.contractFile);
  const validator = new SchemaValidator();
  const rng = new Rng(options.seed);
  const say = options.progress ?? (() => undefined);
  const unknown = (options.operations ?? []).filter((id) => !contract.byId.has(id));
  if (unknown.length > 0)
    throw usageError(`--operations: the contract has no operation ${unknown.join(', ')}`);
  const selected = contract.operations.filter(
    (o) => !options.operations?.length || options.operations.includes(o.operationId),
  );
  const results = new Results(selected.map((o) => o.operationId));
  const siteHeaders = siteHeadersOf(contract, options.site);
  const known = new KnownValues(
    idNamesOf(contract),
    (schema, value) => validator.errors(schema, value).length === 0,
  );
  const transport: Transport = {
    apiBase: options.apiBase,
    timeoutMs: options.timeoutMs,
    cookies: {},
    ...(options.headers ? { headers: options.headers } : {}),
  };
  return {
    options,
    contract,
    selected,
    validator,
    rng,
    known,
    transport,
    results,
    siteHeaders,
    say,
  };
}

function siteHeadersOf(contract: ContractDocument, site: string): Record<string, string> {
  const index = countryCodeValues.findIndex((c) => c === site.toUpperCase());
  if (index < 0) throw usageError(`--site must be one of ${countryCodeValues.join(', ')}`);
  const language = contract.operations
    .flatMap((o) => o.parameters)
    .find((p) => p.name === SITE_HEADER.language);
  return {
    [SITE_HEADER.country]: countryCodeValues[index] ?? 'IN',
    [SITE_HEADER.siteContext]: siteContextValues[index] ?? 'india',
    [SITE_HEADER.language]: String((language && declaredValue(language.schema)) ?? 'EN'),
  };
}

/** Ids, and the signed-in seeker's own contact details (site-consistent where examples are not). */
function idNamesOf(contract: ContractDocument): Set<string> {
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
  return idNames;
}

export function isSelected(run: Run, operationId: string): boolean {
  return run.selected.some((o) => o.operationId === operationId);
}

/** An operation's site header values alone (what sign-in and sign-out send). */
export function siteOnly(run: Run, operation: ContractOperation): ParamValues {
  return new Map(
    operation.parameters
      .filter((p) => run.siteHeaders[p.name] !== undefined)
      .map((p) => [p, run.siteHeaders[p.name]]),
  );
}

/** What the positive values of an operation are drawn from. */
export function inputOf(run: Run, operation: ContractOperation): PositiveInput {
  const { validator, rng, known, siteHeaders } = run;
  return { operation, validator, rng, known, siteHeaders };
}

/** A case sent and answered: its checks run and the result kept, under its kind. */
export function recordCase(
  run: Run,
  kind: CaseKind,
  operation: ContractOperation,
  testCase: Case,
  outcome: Outcome,
): void {
  const findings = [
    ...checkOutcome(run.validator, operation, testCase, outcome, run.options.timeoutMs),
    ...maxResponseTime(outcome, run.options.maxResponseTimeMs),
  ];
  run.results.record(operation.operationId, kind, testCase.label, outcome, findings);
}
