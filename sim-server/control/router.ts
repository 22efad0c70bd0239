// /__sim: the control API of openapi/sim-control.yaml, validated against it, plus json-server's
// router over the store at /__sim/db. One module per control area adds its routes
// (fault-routes, state-routes, clock-routes, scenario-routes).
import express from 'express';
import type { SimContext } from '../context';
import type { ContractDocument } from '../../openapi/runtime/contract';
import { recordChecker } from '../store/record-schemas';
import { addClockRoutes } from './clock-routes';
import { controlGuard } from './control-guard';
import { contractGate } from './contract-gate';
import { dbGuard } from './db-guard';
import { lazyJsonServerRouter } from './json-server-router';
import { jsonDepth, MAX_JSON_DEPTH } from '../../openapi/runtime/request-body';
import { addFaultRoutes } from './fault-routes';
import { scenarioDb } from './scenario-db';
import { addScenarioRoutes } from './scenario-routes';
import { addStateRoutes } from './state-routes';

/**
 * A cross-site page can send a form or plain text without asking first; it cannot send JSON.
 * Every body of a state-changing control call must be JSON.
 */
const jsonBodiesOnly: express.RequestHandler = (req, res, next) => {
  const carriesBody =
    req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
  if (
    req.method !== 'GET' &&
    (carriesBody || req.headers['transfer-encoding']) &&
    !req.is('application/json')
  ) {
    res.status(415).json({
      status: 1,
      errors: {
        errs: [{ msg: 'Control calls take JSON bodies only (Content-Type: application/json).' }],
      },
    });
    return;
  }
  next();
};

/**
 * The control API's JSON parser: the API's nesting bound (MAX_JSON_DEPTH) applies here too. A
 * fault body 5,000 deep was stored, and every later GET /__sim/faults answered 500 (audit
 * 2026-11-26, L2).
 */
function controlJson(): express.RequestHandler {
  return express.json({
    limit: '2mb',
    verify: (_req, _res, buffer) => {
      if (jsonDepth(buffer.toString('utf8'), MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
        throw Object.assign(new Error(`is nested deeper than ${MAX_JSON_DEPTH} levels`), {
          status: 400,
        });
    },
  });
}

/**
 * json-server's router over the store, behind the guard that checks each record written; a read
 * with `?scenario=` is answered from that scenario's view (scenario-db.ts).
 */
function mountDb(router: express.Router, context: SimContext): void {
  const db = lazyJsonServerRouter(context.store.db);
  const scenario = scenarioDb(context);
  router.use(
    '/db',
    controlJson(),
    scenario.select,
    dbGuard(context, recordChecker(context.contract)),
    (req, _res, next) => {
      // json-server's body parser cannot read a stream Express 5 has already consumed.
      (req as unknown as { _body: boolean })._body = req.body !== undefined;
      // json-server takes `_limit`, `_sort`, `q`... out of req.query before it filters by the
      // rest; Express 5's req.query is a getter that parses the URL again on every read, so they
      // stayed in and filtered every record away (`?_limit=2` answered []). A plain copy holds.
      Object.defineProperty(req, 'query', {
        value: { ...req.query },
        writable: true,
        configurable: true,
        enumerable: true,
      });
      next();
    },
    scenario.serve,
    db,
  );
}

export function createControlRouter(
  context: SimContext,
  controlContract: ContractDocument,
  port: () => number,
): express.Router {
  const router = express.Router();
  // First: nothing of the control API runs for a page of another origin.
  router.use(controlGuard);
  router.use(jsonBodiesOnly);
  const gate = contractGate(controlContract, () => context.config.responseValidation);
  mountDb(router, context);
  router.use('/db', gate.failures);
  router.use(controlJson(), gate.check);
  addFaultRoutes(router, context);
  addStateRoutes(router, context, port);
  addClockRoutes(router, context);
  addScenarioRoutes(router, context);
  router.use(gate.failures);
  return router;
}
