// /__sim/clock and /__sim/digests: QA's clock per scenario (sim-server/clock/) and the job-alert
// digests it has made due. The contract gate has checked every body and query before these run.
import type express from 'express';
import { digestsAt } from '../clock/digests';
import { stepMs, type ClockStep } from '../clock/clocks';
import type { SimContext } from '../context';
import { checkedOf } from './contract-gate';

interface ClockBody extends ClockStep {
  scenario?: string | null;
  now?: string;
}

function scenarioQuery(res: express.Response): string | null {
  const { scenario } = checkedOf(res).query;
  return typeof scenario === 'string' ? scenario : null;
}

function textQuery(res: express.Response, name: string): string | undefined {
  const value = checkedOf(res).query[name];
  return typeof value === 'string' ? value : undefined;
}

export function addClockRoutes(router: express.Router, context: SimContext): void {
  const { clocks } = context;
  router.get('/clock', (_req, res) => {
    res.json(clocks.read(scenarioQuery(res)));
  });
  router.put('/clock', (req, res) => {
    const body = req.body as ClockBody;
    const reading = clocks.set(body.scenario ?? null, new Date(body.now ?? ''));
    if (body.scenario) context.scenarios.use(body.scenario);
    res.json(reading);
  });
  router.delete('/clock', (_req, res) => {
    const scenario = textQuery(res, 'scenario');
    clocks.reset(scenario);
    res.json(clocks.read(scenario ?? null));
  });
  router.post('/clock/advance', (req, res) => {
    const body = req.body as ClockBody;
    const reading = clocks.advance(body.scenario ?? null, stepMs(body));
    if (body.scenario) context.scenarios.use(body.scenario);
    res.json(reading);
  });
  router.get('/digests', (_req, res) => {
    const scenario = scenarioQuery(res);
    const now = clocks.now(scenario);
    const site = textQuery(res, 'site');
    const accountId = textQuery(res, 'accountId');
    const alertId = textQuery(res, 'alertId');
    // A scenario's alerts live in its own state view; reading them makes no scenario.
    const stored = context.store.stateOf(scenario).jobAlerts;
    const alerts = stored.filter(
      (a) =>
        (site === undefined || a.site === site) &&
        (accountId === undefined || a.accountId === accountId) &&
        (alertId === undefined || a.id === alertId),
    );
    const digests = digestsAt(context.catalogue, alerts, now);
    res.json({ now: now.toISOString(), digests });
  });
}
