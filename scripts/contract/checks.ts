// The checks of one answer, named as Schemathesis names them.
import type { ContractOperation } from '../../openapi/runtime/contract';
import { checkAnswer, type SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case, Outcome } from './cases';
import { MAX_ANSWER_BYTES } from './http';

export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'ignored_auth',
  'use_after_free',
  'ensure_resource_availability',
  'timeout',
  'missing_required_header',
  'unsupported_method',
  'max_response_time',
] as const;

export type CheckName = (typeof CHECKS)[number];

export interface Finding {
  check: CheckName;
  message: string;
}

function is2xx(status: number): boolean {
  return status >= 200 && status < 300;
}

export function checkOutcome(
  validator: SchemaValidator,
  operation: ContractOperation,
  testCase: Case,
  outcome: Outcome,
  timeoutMs: number,
): Finding[] {
  if (outcome.timedOut) return [{ check: 'timeout', message: `no answer within ${timeoutMs} ms` }];
  const answer = outcome.answer;
  if (!answer)
    return [
      {
        check: 'not_a_server_error',
        message: `the connection failed: ${outcome.error ?? 'unknown error'}`,
      },
    ];
  const findings: Finding[] = [];
  if (answer.status >= 500)
    findings.push({
      check: 'not_a_server_error',
      message: `${answer.status} for ${testCase.label}`,
    });
  findings.push(...answerFindings(validator, operation, answer, outcome.request.method));
  const status = answer.status;
  if (testCase.kind === 'negative') {
    if (testCase.expectsAuthRefusal) {
      if (is2xx(status))
        findings.push({
          check: 'ignored_auth',
          message: `${status} with ${testCase.label}; the operation needs a session (401 expected)`,
        });
    } else if (is2xx(status) || (status >= 300 && status < 400)) {
      findings.push({
        check: 'negative_data_rejection',
        message: `${status} for invalid input (${testCase.label}); a 4xx was expected`,
      });
    }
  }
  if (testCase.expectsGone && is2xx(status))
    findings.push({
      check: 'use_after_free',
      message: `${status} for ${testCase.label}; it was deleted (404 expected)`,
    });
  if (testCase.kind !== 'negative' && !testCase.expectsGone) {
    const withSession = testCase.session === 'main' || testCase.session === 'spare';
    const refusedSession =
      (status === 401 || status === 403) &&
      (withSession || !operation.usesSession) &&
      !isOwnRefusal(operation, status);
    if (
      isRefusal(operation, status) &&
      status !== 401 &&
      (testCase.fromExamples || testCase.kind === 'stateful')
    ) {
      findings.push({
        check: 'positive_data_acceptance',
        message: `${status} for a request built from the contract's examples (${testCase.label})`,
      });
    } else if (status === 400 && testCase.contractAllows) {
      findings.push({
        check: 'positive_data_acceptance',
        message: `400 for a request the contract allows (${testCase.label}); 400 says it breaks the contract`,
      });
    } else if (refusedSession && operation.needsSession) {
      findings.push({
        check: 'positive_data_acceptance',
        message: `${status} for a signed-in request (${testCase.label})`,
      });
    }
  }
  return findings;
}

/** The answer's checks; a body cut at MAX_ANSWER_BYTES is named as such, not as broken JSON. */
function answerFindings(
  validator: SchemaValidator,
  operation: ContractOperation,
  answer: NonNullable<Outcome['answer']>,
  method: string,
): Finding[] {
  const found = checkAnswer(validator, operation, { ...answer, method: method.toUpperCase() });
  if (!answer.truncated) return found;
  return [
    ...found.filter((f) => f.check !== 'response_schema_conformance'),
    {
      check: 'response_schema_conformance',
      message: `the answer is larger than ${MAX_ANSWER_BYTES / (1024 * 1024)} MB: its body was not read whole, nor checked`,
    },
  ];
}

/**
 * The answer says the request itself is wrong: 400 (the contract's "this request breaks the
 * contract"), or a 4xx the operation does not list for an outcome of its own (404, 409, 422...).
 */
export function isRefusal(operation: ContractOperation, status: number): boolean {
  return (
    status >= 400 && status < 500 && (status === 400 || !(String(status) in operation.responses))
  );
}

/** A public operation that answers 401 on its own terms (a wrong password). */
function isOwnRefusal(operation: ContractOperation, status: number): boolean {
  return !operation.needsSession && String(status) in operation.responses;
}
