// Which generated paths the browser level replays, and what each step of them takes. The graph
// paths come from machines/testing (the same @xstate/graph paths as `npm run paths` and the API
// level, numbered alike); a reference actor of the machine, its effects silent, says per step the
// state and the transitions the path takes. The browser replays a smallest set of the paths its
// drivers can play that together take every transition and enter every state (greedy cover).
import type { AnyEventObject, StateValue } from 'xstate';
import {
  generatePaths,
  stateNodeIds,
  transitionKeys,
  walkPath,
  type GeneratedPath,
  type MachineModel,
} from '../../../machines/testing/coverage';

export interface PlannedStep {
  /** 0 is the machine's start (xstate.init). */
  number: number;
  event: AnyEventObject;
  state: StateValue;
  /** The transitions this step takes, named as the API level names them. */
  transitions: string[];
  /** The state nodes active after the step. */
  active: string[];
  /** The next step's event, when there is one. */
  next?: AnyEventObject;
  previous?: AnyEventObject;
}

export interface PlannedPath {
  machine: string;
  /** The path's number in `npm run replay -- --list`. */
  index: number;
  steps: PlannedStep[];
  events: string;
  states: string[];
  transitions: string[];
}

/** The path's steps with the transitions and states the reference actor takes on them. */
export function planPath(model: MachineModel, path: GeneratedPath, index: number): PlannedPath {
  const steps: PlannedStep[] = walkPath(model, path).map((walked, number) => ({
    number,
    event: walked.event,
    state: path.steps[number]?.state ?? walked.value,
    transitions: walked.transitions,
    active: walked.active,
    ...(path.steps[number + 1] ? { next: path.steps[number + 1]?.event } : {}),
    ...(number > 0 ? { previous: path.steps[number - 1]?.event } : {}),
  }));
  // An event the machine ignores has nothing for a person to see (and its control may be gone,
  // after a final state): the path is played up to it.
  const ignored = steps.findIndex((s) => s.number > 0 && s.transitions.length === 0);
  const played = ignored < 0 ? steps : steps.slice(0, ignored);
  const last = played.at(-1);
  if (last) delete last.next;
  return {
    machine: model.machine.id,
    index,
    steps: played,
    events: played.map((s) => s.event.type).join(' → '),
    states: [...new Set(played.flatMap((s) => s.active))],
    transitions: [...new Set(played.flatMap((s) => s.transitions))],
  };
}

/**
 * The fewest playable paths (greedy) that take every transition and enter every state the
 * playable paths reach; shorter paths first among equals, so a failure is quick to read.
 */
export function coveringPaths(
  model: MachineModel,
  playable: (path: PlannedPath) => boolean,
): PlannedPath[] {
  const candidates = generatePaths(model)
    .map((path, index) => planPath(model, path, index))
    .filter(playable);
  const wanted = (p: PlannedPath) => [
    ...p.transitions.map((t) => `t:${t}`),
    ...p.states.map((s) => `s:${s}`),
  ];
  const missing = new Set(candidates.flatMap(wanted));
  const chosen: PlannedPath[] = [];
  while (missing.size > 0) {
    let best: PlannedPath | undefined;
    let gain = 0;
    for (const candidate of candidates) {
      const adds = new Set(wanted(candidate).filter((w) => missing.has(w))).size;
      if (adds > gain || (adds === gain && best && candidate.steps.length < best.steps.length)) {
        if (adds === 0) continue;
        best = candidate;
        gain = adds;
      }
    }
    if (!best) break;
    chosen.push(best);
    wanted(best).forEach((w) => missing.delete(w));
  }
  return chosen.sort((a, b) => a.index - b.index);
}

export function machineTotals(model: MachineModel): { states: number; transitions: number } {
  return {
    states: stateNodeIds(model.machine).length,
    transitions: transitionKeys(model.machine).size,
  };
}

/** The step's transition starts like `prefix` (source, event and branch: `a.b --e--> #2`). */
export function took(step: PlannedStep, prefix: string): boolean {
  return step.transitions.some((t) => t.startsWith(prefix));
}
