// /__sim/journal, /__sim/reset, /__sim/events and /__sim/sites: what the simulator has answered
// and recorded (events per scenario with `?scenario=`, as faults and the clock take it), its reset
// to the seeded state, and the sites it serves. The contract gate has checked every body and query
// before these run.
import type express from 'express';
import type { SimContext } from '../context';
import { checkedOf } from './contract-gate';

type Query = Record<string, string | number | undefined>;

const query = (res: express.Response) => checkedOf(res).query as Query;

export function addStateRoutes(
  router: express.Router,
  context: SimContext,
  port: () => number,
): void {
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
    // The shared state and every scenario's records, durably (the files no record names go),
    // then every other part of every scenario.
    context.store.replace(context.seededState());
    context.scenarios.dropAll();
    context.faults.clear();
    context.journal.clear();
    context.clocks.reset();
    context.deps.throttles.clear();
    res.json({ reset: true, seed: context.catalogue.seed, jobsTotal: context.catalogue.jobsTotal });
  });
  router.get('/events', (_req, res) => {
    const { channel, site, scenario, limit = 100 } = query(res);
    // A scenario's events are its own view's: the shared ones plus those its requests stored.
    const events = context.store
      .stateOf(typeof scenario === 'string' ? scenario : null)
      .events.filter(
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
}
