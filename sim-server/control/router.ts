// /__sim: the control API of openapi/sim-control.yaml, validated against it, plus json-server's
// router over the store at /__sim/db.
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import jsonServer from 'json-server';
import type { SimContext } from '../context';
import type { OpenApiDocument } from '../http/contract';
import type { FaultInput } from './faults';

type Query = Record<string, string | undefined>;

export function createControlRouter(
  context: SimContext,
  controlContract: OpenApiDocument,
  port: () => number,
): express.Router {
  const router = express.Router();
  const db = jsonServer.router(context.store.db as never);
  router.use(
    '/db',
    (req, _res, next) => {
      // json-server's body parser cannot read a stream Express 5 has already consumed.
      (req as unknown as { _body: boolean })._body = req.body !== undefined;
      next();
    },
    db,
  );

  router.use(express.json({ limit: '2mb' }));
  router.use(
    OpenApiValidator.middleware({
      apiSpec: controlContract as never,
      validateApiSpec: false,
      validateRequests: { allErrors: true },
      validateResponses: context.config.responseValidation === 'off' ? false : { allErrors: true },
      ignoreUndocumented: false,
    }),
  );

  router.get('/faults', (req, res) => {
    const { scenario } = req.query as Query;
    res.json({ faults: context.faults.list(scenario) });
  });
  router.post('/faults', (req, res) => {
    res.status(201).json(context.faults.add(req.body as FaultInput, context.now()));
  });
  router.delete('/faults', (req, res) => {
    const { scenario } = req.query as Query;
    res.json({ cleared: context.faults.clear(scenario) });
  });
  router.delete('/faults/:faultId', (req, res) => {
    if (context.faults.remove(String(req.params.faultId))) res.status(204).end();
    else
      res
        .status(404)
        .json({ status: 1, errors: { errs: [{ msg: 'No such fault.', param: 'faultId' }] } });
  });
  router.get('/journal', (req, res) => {
    const query = req.query as Query;
    res.json({
      entries: context.journal.list({
        operationId: query.operationId,
        scenario: query.scenario,
        sinceSeq: query.sinceSeq === undefined ? undefined : Number(query.sinceSeq),
        limit: query.limit === undefined ? undefined : Number(query.limit),
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
    res.json({ reset: true, seed: context.catalogue.seed, jobsTotal: context.catalogue.jobsTotal });
  });
  router.get('/events', (req, res) => {
    const query = req.query as Query;
    const limit = Number(query.limit ?? 100);
    const events = context.store.state.events
      .filter(
        (e) =>
          (query.channel === undefined || e.channel === query.channel) &&
          (query.site === undefined || e.site === query.site),
      )
      .slice(-limit)
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
  router.use(
    (
      error: { status?: number; errors?: Array<{ path?: string; message?: string }> },
      _req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      if (res.headersSent) return next(error);
      const status =
        error.status === 404 || error.status === 405
          ? 404
          : error.status && error.status < 500
            ? 400
            : 500;
      const errs = (error.errors ?? [{ message: String((error as Error).message) }]).map((e) => ({
        msg: `${e.path ?? ''} ${e.message ?? ''}`.trim(),
        param: (e.path ?? '').split('/').filter(Boolean).slice(1).join('.') || undefined,
      }));
      res.status(status).json({ status: 1, errors: { errs } });
    },
  );
  return router;
}
