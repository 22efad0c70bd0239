// /__sim: the control API of openapi/sim-control.yaml, validated against it, plus json-server's
// router over the store at /__sim/db.
import express from 'express';
import jsonServer from 'json-server';
import type { SimContext } from '../context';
import type { ContractDocument } from '../../openapi/runtime/contract';
import { recordChecker } from '../store/record-schemas';
import { addClockRoutes } from './clock-routes';
import { checkedOf, contractGate } from './contract-gate';
import { dbGuard } from './db-guard';
import type { FaultInput } from './faults';
import { RecordingError } from '../scenarios/recordings';
import { jsonDepth, MAX_JSON_DEPTH } from '../../openapi/runtime/request-body';

type Query = Record<string, string | number | undefined>;

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

export function createControlRouter(
  context: SimContext,
  controlContract: ContractDocument,
  port: () => number,
): express.Router {
  const router = express.Router();
  // A cross-site page can send a form or plain text without asking first; it cannot send JSON.
  // Every body of a state-changing control call must be JSON.
  router.use((req, res, next) => {
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
  });
  const gate = contractGate(controlContract, () => context.config.responseValidation);
  const db = jsonServer.router(context.store.db as never);
  router.use(
    '/db',
    controlJson(),
    dbGuard(context, recordChecker(context.contract)),
    (req, _res, next) => {
      // json-server's body parser cannot read a stream Express 5 has already consumed.
      (req as unknown as { _body: boolean })._body = req.body !== undefined;
      next();
    },
    db,
  );
  router.use('/db', gate.failures);

  router.use(controlJson(), gate.check);
  const query = (res: express.Response) => checkedOf(res).query as Query;

  router.get('/faults', (_req, res) => {
    const scenario = query(res).scenario as string | undefined;
    res.json({ faults: context.faults.list(scenario) });
  });
  router.post('/faults', (req, res) => {
    res.status(201).json(context.faults.add(req.body as FaultInput, context.now()));
  });
  router.delete('/faults', (_req, res) => {
    const scenario = query(res).scenario as string | undefined;
    res.json({ cleared: context.faults.clear(scenario) });
  });
  router.delete('/faults/:faultId', (req, res) => {
    if (context.faults.remove(String(req.params.faultId))) res.status(204).end();
    else
      res
        .status(404)
        .json({ status: 1, errors: { errs: [{ msg: 'No such fault.', param: 'faultId' }] } });
  });
  router.get('/journal', (_req, res) => {
    const { operationId, scenario, sinceSeq, limit } = query(res);
    res.json({
      entries: context.journal.list({
        operationId: operationId as string | undefined,
        scenario: scenario as string | undefined,
        sinceSeq: sinceSeq === undefined ? undefined : Number(sinceSeq),
        limit: limit === undefined ? undefined : Number(limit),
      }),
    });
  });
  router.delete('/journal', (_req, res) => {
    context.journal.clear();
    res.status(204).end();
  });
  router.post('/reset', (_req, res) => {
    context.store.replace(context.seededState());
    context.faults.clear();
    context.journal.clear();
    context.clocks.reset();
    res.json({ reset: true, seed: context.catalogue.seed, jobsTotal: context.catalogue.jobsTotal });
  });
  addClockRoutes(router, context);
  router.post('/recordings', (req, res, next) => {
    const { scenario, har } = req.body as { scenario: string; har: unknown };
    context.recordings.load(scenario, har).then(
      (entries) => res.status(201).json({ scenario, entries }),
      (error: unknown) => {
        if (!(error instanceof RecordingError)) return next(error);
        res
          .status(400)
          .json({ status: 1, errors: { errs: [{ msg: error.message, param: 'har' }] } });
      },
    );
  });
  router.get('/scenarios', (_req, res) => {
    res.json({ scenarios: context.scenarios.list() });
  });
  router.delete('/scenarios/:name', (req, res) => {
    if (context.scenarios.drop(String(req.params.name))) res.status(204).end();
    else
      res
        .status(404)
        .json({ status: 1, errors: { errs: [{ msg: 'No such scenario.', param: 'name' }] } });
  });
  router.get('/events', (_req, res) => {
    const { channel, site, limit = 100 } = query(res);
    const events = context.store.state.events
      .filter(
        (e) =>
          (channel === undefined || e.channel === channel) &&
          (site === undefined || e.site === site),
      )
      .slice(-Number(limit))
      .reverse();
    res.json({ events });
  });
  router.get('/sites', (_req, res) => {
    res.json({
      sites: Object.values(context.catalogue.sites).map(({ site }) => ({
        countryCode: site.countryCode,
        siteContext: site.siteContext,
        name: site.name,
        url: `http://${site.domain}:${port()}/`,
        properties: site,
      })),
    });
  });
  router.use(gate.failures);
  return router;
}
