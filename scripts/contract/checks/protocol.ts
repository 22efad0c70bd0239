// Schemathesis's missing_required_header and unsupported_method: cases built from each operation's
// positive example, one without a header the contract requires (a 4xx is expected), and one per
// method a path does not declare (405 with an Allow header naming the declared methods).
import type { ContractOperation } from '../../../openapi/runtime/contract';
import type { Case, Outcome } from '../cases';
import type { Finding } from '../checks';
import { buildCase, type ParamValues } from '../requests';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ProtocolCase {
  testCase: Case;
  judge: (outcome: Outcome) => Finding[];
}

/** A case per required header of the operation, sent without it. */
export function missingHeaderCases(
  operation: ContractOperation,
  values: ParamValues,
): ProtocolCase[] {
  return operation.parameters
    .filter((p) => p.in === 'header' && p.required)
    .map((header) => {
      const without: ParamValues = new Map(values);
      without.set(header, undefined);
      const testCase = buildCase(operation, without, undefined, {
        kind: 'negative',
        label: `without the required header ${header.name}`,
        session: 'main',
      });
      return {
        testCase,
        judge: (outcome) => judgeMissingHeader(outcome, header.name),
      };
    });
}

function judgeMissingHeader(outcome: Outcome, name: string): Finding[] {
  const status = outcome.answer?.status;
  return status !== undefined && (status < 400 || status >= 500)
    ? [
        {
          check: 'missing_required_header',
          message: `${status} without the required header ${name}; a 4xx was expected`,
        },
      ]
    : [];
}

/** Per path, a case for each method it does not declare, on the path's first operation. */
export function unsupportedMethodCases(
  operations: ContractOperation[],
  valuesOf: (operation: ContractOperation) => ParamValues,
): ProtocolCase[] {
  const byPath = new Map<string, ContractOperation[]>();
  for (const operation of operations)
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  return [...byPath.values()].flatMap((declared) => {
    const first = declared[0];
    if (!first) return [];
    const allowed = declared.map((o) => o.method.toUpperCase());
    return METHODS.filter((m) => !allowed.includes(m.toUpperCase())).map((method) => {
      const base = buildCase(first, valuesOf(first), undefined, {
        kind: 'negative',
        label: `${method.toUpperCase()}, a method the path does not declare`,
        session: 'main',
      });
      const testCase: Case = { ...base, method };
      return { testCase, judge: (outcome) => judgeUnsupported(outcome, method, allowed) };
    });
  });
}

function judgeUnsupported(outcome: Outcome, method: string, allowed: string[]): Finding[] {
  const answer = outcome.answer;
  if (!answer) return [];
  if (answer.status !== 405)
    return [
      {
        check: 'unsupported_method',
        message: `${answer.status} for ${method.toUpperCase()}, which the path does not declare; 405 was expected`,
      },
    ];
  const allow = (answer.headers.get('allow') ?? '')
    .split(',')
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean);
  const missing = allowed.filter((m) => !allow.includes(m));
  if (allow.length === 0 || missing.length > 0)
    return [
      {
        check: 'unsupported_method',
        message: `405 with Allow "${answer.headers.get('allow') ?? ''}"; it must name ${allowed.join(', ')}`,
      },
    ];
  return [];
}

/** Every protocol case of the selected operations, in a fixed order. */
export function protocolCases(
  operations: ContractOperation[],
  valuesOf: (operation: ContractOperation) => ParamValues,
): ProtocolCase[] {
  return [
    ...operations.flatMap((operation) => missingHeaderCases(operation, valuesOf(operation))),
    ...unsupportedMethodCases(operations, valuesOf),
  ];
}

/** The protocol check of a case sent again (`--replay`), from the contract and the case alone. */
export function judgeProtocol(
  check: 'missing_required_header' | 'unsupported_method',
  contract: { operations: ContractOperation[] },
  testCase: Case,
  outcome: Outcome,
): Finding[] {
  const operation = contract.operations.find((o) => o.operationId === testCase.operationId);
  if (!operation) return [];
  if (check === 'unsupported_method') {
    const allowed = contract.operations
      .filter((o) => o.path === operation.path)
      .map((o) => o.method.toUpperCase());
    return judgeUnsupported(outcome, testCase.method, allowed);
  }
  const sent = new Set(Object.keys(testCase.headers).map((h) => h.toLowerCase()));
  const missing = operation.parameters.find(
    (p) => p.in === 'header' && p.required && !sent.has(p.name.toLowerCase()),
  );
  return missing ? judgeMissingHeader(outcome, missing.name) : [];
}
