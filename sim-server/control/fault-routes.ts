// /__sim/faults: the faults QA injects into the simulator's answers (faults.ts). The contract gate
// has checked every body and query before these run.
import type express from 'express';
import type { SimContext } from '../context';
import { checkedOf } from './contract-gate';
import type { FaultInput } from './faults';

function scenarioQuery(res: express.Response): string | undefined {
  const { scenario } = checkedOf(res).query;
  return typeof scenario === 'string' ? scenario : undefined;
}

export function addFaultRoutes(router: express.Router, context: SimContext): void {
  router.get('/faults', (_req, res) => {
    res.json({ faults: context.faults.list(scenarioQuery(res)) });
  });
  router.post('/faults', (req, res) => {
    const fault = context.faults.add(req.body as FaultInput, context.now());
    if (fault.scenario !== null) context.scenarios.use(fault.scenario);
    res.status(201).json(fault);
  });
  router.delete('/faults', (_req, res) => {
    res.json({ cleared: context.faults.clear(scenarioQuery(res)) });
  });
  router.delete('/faults/:faultId', (req, res) => {
    if (context.faults.remove(String(req.params.faultId))) res.status(204).end();
    else
      res
        .status(404)
        .json({ status: 1, errors: { errs: [{ msg: 'No such fault.', param: 'faultId' }] } });
  });
}
