// The control API's contract check, as Express middleware around its routes: the same validator
// as the API pipeline (openapi/runtime/contract-check.ts), over openapi/sim-control.yaml.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { ResponseValidation } from '../config';
import type { ContractDocument } from '../../openapi/runtime/contract';
import { ContractCheck, type Refusal } from '../../openapi/runtime/contract-check';
import { OperationRoutes } from '../../openapi/runtime/operation-routes';

/** What the gate found for a request: its coerced query and path parameters. */
export interface CheckedControlRequest {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
}

function envelope(errs: Array<{ msg: string; param?: string }>) {
  return { status: 1, errors: { errs } };
}

function refusalBody(refusals: readonly Refusal[]) {
  return envelope(
    refusals.map(({ location, param, message }) => ({
      msg: `${location}.${param} ${message}`,
      param,
    })),
  );
}

export function checkedOf(res: Response): CheckedControlRequest {
  return res.locals as CheckedControlRequest;
}

export function contractGate(
  contract: ContractDocument,
  mode: () => ResponseValidation,
): { check: RequestHandler; failures: ErrorRequestHandler } {
  const routes = new OperationRoutes(contract.operations);
  const validator = new ContractCheck(contract);

  const check: RequestHandler = (req: Request, res: Response, next) => {
    const match = routes.match(req.method, req.path);
    if (match.kind !== 'operation') {
      res.status(404).json(envelope([{ msg: `No control call ${req.method} ${req.path}` }]));
      return;
    }
    const { operationId } = match.operation;
    const at = req.originalUrl.indexOf('?');
    const checked = validator.checkRequest(operationId, {
      method: req.method,
      path: req.path,
      query: at < 0 ? '' : req.originalUrl.slice(at + 1),
      headers: req.headers,
      body: req.body,
    });
    if (!checked.ok) {
      res.status(400).json(refusalBody(checked.refusals));
      return;
    }
    Object.assign(res.locals, { query: checked.query, path: checked.path });
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (mode() === 'off' || res.statusCode >= 500) return json(body);
      const problems = validator.responseProblems(operationId, res.statusCode, body);
      if (problems.length === 0) return json(body);
      console.error(
        `Contract violation in ${req.method} ${req.originalUrl}: ${problems.join('; ')}`,
      );
      return mode() === 'strict'
        ? res.status(500).json(envelope([{ msg: 'The simulator broke its control contract.' }]))
        : json(body);
    };
    next();
  };

  // Bodies the JSON parser could not take (malformed, too large), and crashes, as JSON envelopes.
  const failures: ErrorRequestHandler = (
    error: { status?: number; message?: string },
    _req,
    res,
    next,
  ) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = error.status && error.status >= 400 && error.status < 500 ? 400 : 500;
    if (status === 500) console.error(error);
    res.status(status).json(
      envelope([
        {
          msg:
            status === 400
              ? `body ${error.message ?? 'is invalid'}`
              : 'Something went wrong on the simulator.',
          param: 'body',
        },
      ]),
    );
  };

  return { check, failures };
}
