// The control API's contract check, as Express middleware around its routes: the same request
// and answer checks as the API pipeline (openapi/runtime/), over openapi/sim-control.yaml.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { ResponseValidation } from '../config';
import type { ContractDocument } from '../../openapi/runtime/contract';
import { checkAnswer, violationLines } from '../../openapi/runtime/answer-checks';
import type { Refusal } from '../../openapi/runtime/contract-check';
import { contractRuntime } from '../../openapi/runtime/exchange';

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
  const { routes, check: validator, answers } = contractRuntime(contract);

  const check: RequestHandler = (req: Request, res: Response, next) => {
    const match = routes.match(req.method, req.path);
    if (match.kind !== 'operation') {
      res.status(404).json(envelope([{ msg: `No control call ${req.method} ${req.path}` }]));
      return;
    }
    const { operation } = match;
    const { operationId } = operation;
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
      if (mode() === 'off') return json(body);
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.getHeaders()))
        for (const item of Array.isArray(value) ? value : [value])
          if (item !== undefined) headers.append(name, String(item));
      // Express's json() names the type itself when the route has not.
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      const problems = violationLines(
        checkAnswer(answers, operation, { status: res.statusCode, headers, json: body }),
      );
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
