// /__sim/recordings and /__sim/scenarios: the HAR recordings QA loads as scenarios
// (sim-server/scenarios/). The contract gate has checked every body and query before these run.
import type express from 'express';
import type { SimContext } from '../context';
import { RecordingError } from '../scenarios/recordings';

export function addScenarioRoutes(router: express.Router, context: SimContext): void {
  router.post('/recordings', (req, res, next) => {
    const { scenario, har } = req.body as { scenario: string; har: unknown };
    context.recordings.load(scenario, har).then(
      (entries) => {
        context.scenarios.use(scenario);
        res.status(201).json({ scenario, entries });
      },
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
  router.delete('/scenarios/:name', (req, res, next) => {
    if (!context.scenarios.drop(String(req.params.name))) {
      res
        .status(404)
        .json({ status: 1, errors: { errs: [{ msg: 'No such scenario.', param: 'name' }] } });
      return;
    }
    // Answered once the drop is durable (and the files only it named are gone).
    context.store.durable().then(() => res.status(204).end(), next);
  });
}
