// Applies a fault from the registry or the one-call X-Sim-Fault header to an API request.
import type { NextFunction, Request, Response } from 'express';
import {
  FAULT_HEADER,
  TIMEOUT_FAULT_HOLD_MS,
  parseFaultHeader,
  type FaultInput,
} from '../control/faults';
import { operationsOf, responseSchema } from './contract';
import { invalid } from './errors';
import { operationIdOf } from './request-operation';
import { stateOf } from './api-request';
import type { SimContext } from '../context';

const DEFAULT_FAULT_MESSAGE = 'Simulated failure.';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function applyFault(
  context: SimContext,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const operationId = operationIdOf(req);
  if (operationId === null) {
    next();
    return;
  }
  const header = req.get(FAULT_HEADER);
  let fault: FaultInput | undefined;
  if (header) {
    const parsed = parseFaultHeader(header);
    if (typeof parsed === 'string') {
      next(invalid(FAULT_HEADER, parsed, 'body'));
      return;
    }
    fault = parsed;
  } else {
    fault = context.faults.take(operationId, stateOf(res).scenario) ?? undefined;
  }
  if (!fault) {
    next();
    return;
  }
  stateOf(res).fault = fault.kind ?? `latency ${fault.latencyMs ?? 0}ms`;
  void sleep(fault.latencyMs ?? 0).then(() => respond(context, operationId, fault, req, res, next));
}

function respond(
  context: SimContext,
  operationId: string,
  fault: FaultInput,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const message = fault.message ?? DEFAULT_FAULT_MESSAGE;
  switch (fault.kind ?? null) {
    case null:
      next();
      return;
    case 'network':
      req.socket.destroy();
      return;
    case 'timeout': {
      const timer = setTimeout(() => req.socket.destroy(), TIMEOUT_FAULT_HOLD_MS);
      req.socket.once('close', () => clearTimeout(timer));
      return;
    }
    case 'successFalse':
      res
        .status(fault.status ?? 500)
        .json({ success: false, error: message, errorCode: 'SIMULATED' });
      return;
    case 'statusOne':
      res.status(fault.status ?? 500).json({ status: 1, errors: { errs: [{ msg: message }] } });
      return;
    case 'body':
      res.status(fault.status ?? 200).json(fault.body ?? {});
      return;
    case 'unauthorized':
      res
        .status(401)
        .json(envelopeFor(context, operationId, 401, fault.message ?? 'Please login to continue.'));
      return;
    case 'unprocessable':
      res.status(422).json(envelopeFor(context, operationId, 422, message));
      return;
    case 'status': {
      const status = fault.status ?? 500;
      res.status(status).json(envelopeFor(context, operationId, status, message));
      return;
    }
  }
}

/** The failure body the operation declares for a status: errorMessage where it says so, else success:false. */
function envelopeFor(
  context: SimContext,
  operationId: string,
  status: number,
  message: string,
): object {
  const operation = operationsOf(context.contract).find((op) => op.operationId === operationId);
  const schema = operation ? responseSchema(context.contract, operation, status) : undefined;
  const required = (schema?.required as string[] | undefined) ?? [];
  if (required.includes('errorMessage')) return { errorMessage: message };
  return { success: false, error: message, errorCode: 'SIMULATED' };
}
