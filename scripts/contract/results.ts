// What the run found, per operation, in the report's shape.
import type { Case, CaseKind, Outcome, SentRequest } from './cases';
import { CHECKS, type CheckName, type Finding } from './checks';

export interface FailureRecord {
  check: CheckName;
  message: string;
  request: SentRequest & { label: string };
  /** The case as built, for `npm run contract -- --replay REPORT`. */
  case?: Case;
  response: { status: number; headers: Record<string, string>; body: string } | null;
}

export interface OperationResult {
  operationId: string;
  positive: number;
  negative: number;
  stateful: number;
  failed: number;
  failures: FailureRecord[];
}

export interface Report {
  summary: {
    operations: number;
    cases: number;
    passed: number;
    failed: number;
    byCheck: Record<CheckName, number>;
  };
  operations: OperationResult[];
}

/** Failures kept per operation and check in the report (all of them are counted). */
const KEPT_PER_CHECK = 5;
const BODY_CHARS = 2000;

export class Results {
  private readonly operations = new Map<string, OperationResult>();
  readonly byCheck = Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<CheckName, number>;

  constructor(operationIds: string[]) {
    for (const operationId of operationIds)
      this.operations.set(operationId, {
        operationId,
        positive: 0,
        negative: 0,
        stateful: 0,
        failed: 0,
        failures: [],
      });
  }

  private entry(operationId: string): OperationResult {
    let entry = this.operations.get(operationId);
    if (!entry) {
      entry = { operationId, positive: 0, negative: 0, stateful: 0, failed: 0, failures: [] };
      this.operations.set(operationId, entry);
    }
    return entry;
  }

  /** One case sent, with what its checks found. */
  record(
    operationId: string,
    kind: CaseKind,
    label: string,
    outcome: Outcome,
    findings: Finding[],
  ): void {
    const entry = this.entry(operationId);
    entry[kind] += 1;
    if (findings.length > 0) entry.failed += 1;
    this.keep(entry, label, outcome, findings);
  }

  /** A finding of a sequence (a read that misses a write), on the operation that wrote. */
  recordSequence(operationId: string, label: string, outcome: Outcome, finding: Finding): void {
    const entry = this.entry(operationId);
    entry.failed += 1;
    this.keep(entry, label, outcome, [finding]);
  }

  private keep(entry: OperationResult, label: string, outcome: Outcome, findings: Finding[]): void {
    for (const finding of findings) {
      this.byCheck[finding.check] += 1;
      if (entry.failures.filter((f) => f.check === finding.check).length >= KEPT_PER_CHECK)
        continue;
      const answer = outcome.answer;
      entry.failures.push({
        check: finding.check,
        message: finding.message,
        request: { ...outcome.request, label },
        ...(outcome.testCase ? { case: outcome.testCase } : {}),
        response: answer
          ? {
              status: answer.status,
              headers: Object.fromEntries(
                [...answer.headers].filter(([k]) => k !== 'date' && k !== 'set-cookie'),
              ),
              body:
                answer.text.length > BODY_CHARS
                  ? `${answer.text.slice(0, BODY_CHARS)}…`
                  : answer.text,
            }
          : null,
      });
    }
  }

  report(): Report {
    const operations = [...this.operations.values()];
    const cases = operations.reduce((n, o) => n + o.positive + o.negative + o.stateful, 0);
    const failed = operations.reduce((n, o) => n + o.failed, 0);
    return {
      summary: {
        operations: operations.length,
        cases,
        passed: Math.max(0, cases - failed),
        failed,
        byCheck: { ...this.byCheck },
      },
      operations,
    };
  }
}
