// The fault a request meets, if any: the one-call X-Sim-Fault header, else a registered fault for
// its operation and scenario. Latency is waited here; the outcome says what the answer becomes.
import type { IncomingHttpHeaders } from 'node:http';
import type { SimContext } from '../context';
import { FAULT_HEADER, parseFaultHeader, type FaultInput } from '../control/faults';
import { responseSchema, type ContractOperation } from '../../openapi/runtime/contract';
import { invalid, MESSAGES } from '../domain/errors';
import type { RequestState } from './request-state';

const DEFAULT_FAULT_MESSAGE = 'Simulated failure.';

export type FaultOutcome =
  | { kind: 'none' }
  /** The connection is cut without an answer. */
  | { kind: 'drop' }
  /** No answer; the connection is cut after the hold. */
  | { kind: 'hold' }
  | {
      kind: 'answer';
      status: number;
      body: unknown;
      /** Sent as it is under strict response validation (the fault's `breaksContract`). */
      breaksContract?: boolean;
    };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function faultOf(
  context: SimContext,
  operationId: string,
  headers: IncomingHttpHeaders,
  state: RequestState,
): FaultInput | undefined {
  const header = headers[FAULT_HEADER];
  if (header === undefined) return context.faults.take(operationId, state.scenario);
  const parsed = parseFaultHeader(Array.isArray(header) ? header.join(';') : header);
  if (typeof parsed === 'string') throw invalid(FAULT_HEADER, parsed, 'header');
  return parsed;
}

/** The failure body the operation declares for a status: errorMessage where it says so. */
function envelopeFor(
  context: SimContext,
  operation: ContractOperation,
  status: number,
  message: string,
): object {
  const schema = responseSchema(operation, status);
  const required = (schema?.required as string[] | undefined) ?? [];
  if (required.includes('errorMessage')) return { errorMessage: message };
  return { success: false, error: message, errorCode: 'SIMULATED' };
}

export async function faultStep(
  context: SimContext,
  operation: ContractOperation,
  headers: IncomingHttpHeaders,
  state: RequestState,
): Promise<FaultOutcome> {
  const fault = faultOf(context, operation.operationId, headers, state);
  if (!fault) return { kind: 'none' };
  const outcome = await faultOutcome(context, operation, fault, state);
  return outcome.kind === 'answer' && fault.breaksContract
    ? { ...outcome, breaksContract: true }
    : outcome;
}

async function faultOutcome(
  context: SimContext,
  operation: ContractOperation,
  fault: FaultInput,
  state: RequestState,
): Promise<FaultOutcome> {
  state.fault = fault.kind ?? `latency ${fault.latencyMs ?? 0}ms`;
  if (fault.latencyMs) await sleep(fault.latencyMs);
  const message = fault.message ?? DEFAULT_FAULT_MESSAGE;
  switch (fault.kind ?? null) {
    case null:
      return { kind: 'none' };
    case 'network':
      return { kind: 'drop' };
    case 'timeout':
      return { kind: 'hold' };
    case 'successFalse':
      return {
        kind: 'answer',
        status: fault.status ?? 500,
        body: { success: false, error: message, errorCode: 'SIMULATED' },
      };
    case 'statusOne':
      return {
        kind: 'answer',
        status: fault.status ?? 500,
        body: { status: 1, errors: { errs: [{ msg: message }] } },
      };
    case 'body':
      return { kind: 'answer', status: fault.status ?? 200, body: fault.body ?? {} };
    case 'unauthorized':
      return {
        kind: 'answer',
        status: 401,
        body: envelopeFor(context, operation, 401, fault.message ?? MESSAGES.unauthorized),
      };
    case 'unprocessable':
      return { kind: 'answer', status: 422, body: envelopeFor(context, operation, 422, message) };
    case 'status': {
      const status = fault.status ?? 500;
      return { kind: 'answer', status, body: envelopeFor(context, operation, status, message) };
    }
  }
}
