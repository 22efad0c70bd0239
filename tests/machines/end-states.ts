// Where a machine ends: the top-level states at which its actor is done (it stops and takes no
// more events), found by replaying each shortest path of its model (machines/testing/models.ts)
// on an actor whose injected effects do nothing. Each machine's test writes its own list.
import { getShortestPaths } from '@xstate/graph';
import { createActor, SimulatedClock } from 'xstate';
import { silenced, traversalOptions } from '../../machines/testing/coverage';
import { machineModels } from '../../machines/testing/models';

/** The states, sorted, at which a replayed path leaves the machine `id` done. */
export function endStates(id: string): string[] {
  const model = machineModels.find((candidate) => candidate.machine.id === id);
  if (!model) throw new Error(`No model of the machine ${id} in machines/testing/models.ts.`);
  const machine = silenced(model.machine);
  const ends = new Set<string>();
  for (const path of getShortestPaths(model.machine, traversalOptions(model))) {
    const actor = createActor(machine, {
      input: model.input,
      clock: new SimulatedClock(),
    });
    actor.start();
    path.steps.slice(1).forEach((step) => actor.send(step.event));
    const snapshot = actor.getSnapshot();
    const { value } = snapshot;
    if (snapshot.status === 'done')
      ends.add(typeof value === 'string' ? value : JSON.stringify(value));
    actor.stop();
  }
  return [...ends].sort();
}
