// Where a machine starts, which states it passes through and where it ends, found by replaying
// each shortest path of its model (machines/testing/models.ts) on an actor whose injected effects
// do nothing. Each machine's test writes its own lists.
import { getShortestPaths } from '@xstate/graph';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type StateValue } from 'xstate';
import { silenced, traversalOptions } from '../../machines/testing/coverage';
import { machineModels } from '../../machines/testing/models';

/** Replays kept per machine: a test file asks for its machine's end and its visited states. */
const replays = new Map<string, AnyMachineSnapshot[][]>();

/** Every snapshot of every replayed shortest path of the machine `id`, the first included. */
function replayedSnapshots(id: string): AnyMachineSnapshot[][] {
  const kept = replays.get(id);
  if (kept) return kept;
  const replayed = replayPaths(id);
  replays.set(id, replayed);
  return replayed;
}

function replayPaths(id: string): AnyMachineSnapshot[][] {
  const model = machineModels.find((candidate) => candidate.machine.id === id);
  if (!model) throw new Error(`No model of the machine ${id} in machines/testing/models.ts.`);
  const machine = silenced(model.machine);
  return getShortestPaths(model.machine, traversalOptions(model)).map((path) => {
    const actor = createActor(machine, { input: model.input, clock: new SimulatedClock() });
    actor.start();
    const snapshots = [actor.getSnapshot()];
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      snapshots.push(actor.getSnapshot());
    }
    actor.stop();
    return snapshots;
  });
}

/**
 * A state value as its active leaves, each a dotted path (`sending.waiting`), parallel regions
 * joined by ` & `; a compound state entered without a child shows as its own path.
 */
export function leafPaths(value: StateValue, prefix = ''): string {
  if (typeof value === 'string') return prefix + value;
  const regions = Object.entries(value);
  if (regions.length === 0) return prefix.replace(/\.$/, '');
  return regions
    .map(([key, child]) =>
      child === undefined ? prefix + key : leafPaths(child, `${prefix}${key}.`),
    )
    .join(' & ');
}

/** The states, sorted, at which a replayed path leaves the machine `id` done. */
export function endStates(id: string): string[] {
  const ends = new Set<string>();
  for (const snapshots of replayedSnapshots(id)) {
    const last = snapshots[snapshots.length - 1];
    if (last?.status === 'done') ends.add(leafPaths(last.value));
  }
  return [...ends].sort();
}

/**
 * Where the machine `id` starts, and every state, sorted, that a replayed path passes through: a
 * state no path reaches any more (its one way in sent elsewhere) drops out of the list.
 */
export function visitedStates(id: string): { starts: string; visits: string[] } {
  const paths = replayedSnapshots(id);
  const first = paths[0]?.[0];
  if (!first) throw new Error(`The model of ${id} has no path.`);
  const visits = new Set(paths.flatMap((snapshots) => snapshots.map((s) => leafPaths(s.value))));
  return { starts: leafPaths(first.value), visits: [...visits].sort() };
}
