// Model-based paths and their coverage, shared by the model-based test and `npm run paths`.
//
// For one machine and its event cases: generate shortest and simple paths with @xstate/graph,
// replay each path against a real actor of the machine (every injected action and actor replaced
// by a silent fake, so only the events of the path move it), check that every step lands where
// the graph said, and record which state nodes were entered and which transitions were taken.
// Totals come from the machine definition: every state node below the root (nested and parallel
// ones too) and every transition of every state node, each guarded branch and each `always` and
// delayed branch counted on its own.
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  createActor,
  fromCallback,
  SimulatedClock,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type StateValue,
} from 'xstate';

type AnyStateNode = AnyStateMachine['root'];

/** A machine with the event cases that reach every branch of it. */
export interface MachineModel {
  machine: AnyStateMachine;
  /** Every event the machine accepts, once per payload that leads to a different branch. */
  events: readonly AnyEventObject[];
  input?: unknown;
}

/** Type-checks the events (and input) of one machine before it joins a heterogeneous list. */
export function defineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: readonly EventFromLogic<TMachine>[],
  input?: InputFrom<TMachine>,
): MachineModel {
  return { machine, events, input };
}

export interface PathStep {
  event: AnyEventObject;
  state: StateValue;
}

export interface GeneratedPath {
  steps: PathStep[];
  target: StateValue;
}

export interface Tally {
  total: number;
  covered: number;
}

export interface MachinePaths {
  id: string;
  states: Tally;
  transitions: Tally;
  paths: GeneratedPath[];
}

export interface MachineCoverage extends MachinePaths {
  uncoveredStates: string[];
  uncoveredTransitions: string[];
}

/** The state nodes below the root, by id. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return ids;
}

/** Every transition of every state node (root included), keyed by source, event and branch. */
export function transitionKeys(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  const visit = (node: AnyStateNode): void => {
    for (const [eventType, branches] of node.transitions) {
      branches.forEach((transition, index) => {
        keys.set(
          transition,
          `${node.id} --${eventType}--> #${index + 1} ${describeTargets(transition)}`,
        );
      });
    }
    (node.always ?? []).forEach((transition, index) => {
      keys.set(transition, `${node.id} --(always)--> #${index + 1} ${describeTargets(transition)}`);
    });
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return keys;
}

function describeTargets(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((node) => node.id) ?? [];
  return targets.length ? targets.join(',') : '(self)';
}

/** The graph tools' options for a model: its event cases and, when it has one, its input. */
export function traversalOptions(model: MachineModel) {
  return {
    events: [...model.events],
    ...(model.input === undefined ? {} : { input: model.input }),
  };
}

/**
 * Shortest and simple paths from the initial state, without duplicates or prefixes.
 *
 * The graph tools make a path to every distinct state. A transition that comes back to a state
 * already reached (a retry, a self-transition with an action, an answer that returns to `idle`)
 * leads to no new state, so no path would take it. For the shortest paths a state therefore
 * counts as distinct per transition that entered it (`via`), which gives one shortest path per
 * transition. The simple paths add every loop-free walk through the states (value and context).
 */
export function generatePaths(model: MachineModel): GeneratedPath[] {
  const base = traversalOptions(model);
  const statePaths = [
    ...getShortestPaths(model.machine, { ...base, serializeState: serializeWithTransition }),
    ...getSimplePaths(model.machine, { ...base, serializeState: serializeSnapshot }),
  ];
  const paths = statePaths.map((path): GeneratedPath => ({
    steps: path.steps.map((step) => ({ event: step.event, state: step.state.value })),
    target: path.state.value,
  }));
  return withoutPrefixes(paths);
}

type MachineSnapshot = ReturnType<AnyStateMachine['transition']>;

function serializeSnapshot(snapshot: MachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

function serializeWithTransition(
  snapshot: MachineSnapshot,
  event: AnyEventObject | undefined,
  previous?: MachineSnapshot,
): string {
  const key = serializeSnapshot(snapshot);
  if (!event || !previous || !previous.can(event)) return key;
  return `${key} via ${JSON.stringify(event)} from ${serializeSnapshot(previous)}`;
}

/** Drops a path whose events start another path's events (the longer one visits it anyway). */
function withoutPrefixes(paths: GeneratedPath[]): GeneratedPath[] {
  const keyed = paths
    .map((path) => ({ path, events: path.steps.map((step) => JSON.stringify(step.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some((longer) =>
      candidate.events.every((event, index) => longer.events[index] === event),
    );
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map(({ path }) => path);
}

/**
 * The machine with every injected action and actor replaced by one that does nothing. Built-in
 * context updates (`assign`) and action lists (`enqueueActions`) stay, since they are the
 * machine's own logic rather than side effects.
 */
export function silenced(machine: AnyStateMachine): AnyStateMachine {
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isOwnLogic(action))
      .map(([name]) => [name, () => undefined]),
  );
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromCallback(() => {})]),
  );
  return machine.provide({ actions, actors });
}

function isOwnLogic(action: unknown): boolean {
  const type = (action as { type?: unknown }).type;
  return type === 'xstate.assign' || type === 'xstate.enqueueActions';
}

class PathReplayError extends Error {
  override name = 'PathReplayError';
}

/** One step of a path as a silenced actor of the machine takes it. */
export interface WalkedStep {
  event: AnyEventObject;
  /** The state value after the step. */
  value: StateValue;
  /** The transitions the step took, as `transitionKeys` names them. */
  transitions: string[];
  /** Every state node active at some point of the step (transient ones too). */
  entered: string[];
  /** The state nodes active after the step. */
  active: string[];
}

/**
 * Walks a path on a silenced actor of the machine (the path walk every replay compares with): per
 * step, the first being the start, what the machine did. It checks nothing; callers compare.
 */
export function walkPath(model: MachineModel, path: GeneratedPath): WalkedStep[] {
  const machine = silenced(model.machine);
  const keys = transitionKeys(machine);
  let transitions: string[] = [];
  let entered = new Set<string>();
  const actor = createActor(machine, {
    input: model.input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      if (inspection.rootId !== inspection.actorRef.sessionId) return;
      for (const transition of inspection._transitions) {
        const key = keys.get(transition);
        if (key) transitions.push(key);
      }
      const { value } = inspection.snapshot as { value?: StateValue };
      if (value !== undefined) activeStateIds(machine, value).forEach((id) => entered.add(id));
    },
  });
  const walked: WalkedStep[] = [];
  const record = (event: AnyEventObject) => {
    const { value } = actor.getSnapshot();
    const active = activeStateIds(machine, value);
    active.forEach((id) => entered.add(id));
    walked.push({ event, value, transitions, entered: [...entered], active });
    transitions = [];
    entered = new Set();
  };
  actor.start();
  path.steps.forEach((step, number) => {
    if (number > 0) actor.send(step.event);
    record(step.event);
  });
  actor.stop();
  return walked;
}

/** Replays the paths on real actors and tallies what they covered. */
export function replayPaths(model: MachineModel, paths: readonly GeneratedPath[]): MachineCoverage {
  const machine = silenced(model.machine);
  const allStates = stateNodeIds(machine);
  const allTransitions = transitionKeys(machine);
  const enteredStates = new Set<string>();
  const takenTransitions = new Set<string>();

  for (const path of paths) {
    const walked = walkPath(model, path);
    walked.forEach((step, number) => {
      const where = number === 0 ? 'the initial state' : `step ${number} (${step.event.type})`;
      expectState(step.value, path.steps[number]?.state ?? path.target, where, path);
      step.transitions.forEach((key) => takenTransitions.add(key));
      step.entered.forEach((id) => enteredStates.add(id));
    });
  }

  const uncoveredStates = allStates.filter((id) => !enteredStates.has(id));
  const uncoveredTransitions = [...allTransitions.values()].filter(
    (key) => !takenTransitions.has(key),
  );
  return {
    id: model.machine.id,
    states: { total: allStates.length, covered: allStates.length - uncoveredStates.length },
    transitions: {
      total: allTransitions.size,
      covered: allTransitions.size - uncoveredTransitions.length,
    },
    paths: [...paths],
    uncoveredStates,
    uncoveredTransitions,
  };
}

function expectState(
  actual: StateValue,
  expected: StateValue,
  where: string,
  path: GeneratedPath,
): void {
  if (JSON.stringify(actual) === JSON.stringify(expected)) return;
  const events = path.steps.map((step) => step.event.type).join(' → ');
  throw new PathReplayError(
    `At ${where} of [${events}] the actor is in ${JSON.stringify(actual)}, the graph said ${JSON.stringify(expected)}.`,
  );
}

/** The ids of the state nodes a state value makes active (the root left out). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode, nodeValue: StateValue): void => {
    if (typeof nodeValue === 'string') {
      const child = node.states[nodeValue];
      if (child) ids.push(child.id);
      return;
    }
    for (const [key, childValue] of Object.entries(nodeValue)) {
      const child = node.states[key];
      if (!child) continue;
      ids.push(child.id);
      if (childValue !== undefined) visit(child, childValue);
    }
  };
  visit(machine.root, value);
  return ids;
}

/** Generates the paths of a machine and replays them: its entry in the paths file. */
export function analyseMachine(model: MachineModel): MachineCoverage {
  return replayPaths(model, generatePaths(model));
}
