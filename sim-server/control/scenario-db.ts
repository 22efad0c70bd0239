// /__sim/db reads of one scenario (`?scenario=NAME`, the control API's way of naming a scenario, as
// faults, the journal and the clock take it): json-server's router over what that scenario sees
// (store.stateOf: its copy-on-write view, or the shared state while it has none). Reads only: a
// write through /db edits the state in place, which a view must never be (its records are the
// shared ones), so a scenario's state changes through its own API requests (X-Sim-Scenario).
import type express from 'express';
import type { SimContext } from '../context';
import { isScenarioName, SCENARIO_NAME_RULE } from '../scenarios/scenarios';
import { lazyJsonServerRouter } from './json-server-router';

const READS = new Set(['GET', 'HEAD']);

function refuse(res: express.Response, msg: string): void {
  res.status(400).json({ status: 1, errors: { errs: [{ msg, param: 'scenario' }] } });
}

/** The scenario a /db request names, taken out of its query (json-server would filter by it). */
function takeScenario(req: express.Request): string[] {
  const at = req.url.indexOf('?');
  if (at < 0) return [];
  const params = new URLSearchParams(req.url.slice(at + 1));
  const names = params.getAll('scenario');
  if (names.length === 0) return [];
  params.delete('scenario');
  const rest = params.toString();
  req.url = `${req.url.slice(0, at)}${rest ? `?${rest}` : ''}`;
  return names;
}

/**
 * Two steps around the db guard: `select` checks and takes out the scenario (a bad name or a
 * write is refused with 400 before anything runs), `serve` answers a scenario's read from its own
 * json-server router, built once per view and collected with it.
 */
export function scenarioDb(context: SimContext): {
  select: express.RequestHandler;
  serve: express.RequestHandler;
} {
  const routers = new WeakMap<object, express.RequestHandler>();
  const select: express.RequestHandler = (req, res, next) => {
    const names = takeScenario(req);
    if (names.length === 0) return next();
    const [name = ''] = names;
    if (names.length > 1 || !isScenarioName(name))
      return refuse(res, `query.scenario ${SCENARIO_NAME_RULE}, and is given once`);
    if (!READS.has(req.method))
      return refuse(
        res,
        'query.scenario: /db reads a scenario but writes only the shared state; a scenario changes through its own API requests (X-Sim-Scenario).',
      );
    res.locals.dbScenario = name;
    next();
  };
  const serve: express.RequestHandler = (req, res, next) => {
    const name: unknown = res.locals.dbScenario;
    if (typeof name !== 'string') return next();
    const state = context.store.stateOf(name);
    if (state === context.store.stateOf(null)) return next();
    let router = routers.get(state);
    if (!router) {
      router = lazyJsonServerRouter(state);
      routers.set(state, router);
    }
    router(req, res, next);
  };
  return { select, serve };
}
