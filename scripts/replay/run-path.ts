// One generated path at the API level: a live actor of the machine with its real calls against the
// backend, and beside it the reference actor of the model-based replay fed the path's own events.
// At every step the live actor must be in the state the path names and must have taken the same
// transitions (the same guarded branch, so a 422 answered as 200 shows even when both end in the
// same state). A failure names the machine, the path and the step.
import {
  createActor,
  SimulatedClock,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { intervalLogic, timerLogic } from '../../machines/lib/timer';
import {
  silenced,
  stateNodeIds,
  transitionKeys,
  type GeneratedPath,
  type MachineModel,
} from '../../machines/testing/coverage';
import type { PathBackend } from './backend';
import { ReplayClock } from './clock';
import { silentActor, type CallDriver } from './drivers';

/** How long a call may take to answer before the step fails. */
export const ANSWER_TIMEOUT_MS = 10_000;

export interface StepFailure {
  machine: string;
  path: number;
  events: string;
  step: number;
  event: string;
  message: string;
}

export interface PathOutcome {
  failure?: StepFailure;
  /**
   * Why the path cannot happen in real time: the machine's own delays fire another timer before
   * the one the path takes next (the model treats delays as free events; real time orders them).
   */
  unplayable?: string;
  states: Set<string>;
  transitions: Set<string>;
}

interface Reaction {
  event: string;
  transitions: string[];
}

/** The machine with its effects silent, but its timers kept: they run on the replay's clock. */
function liveMachine(model: MachineModel, driver: CallDriver | undefined, backend: PathBackend) {
  const machine = silenced(model.machine);
  const own = model.machine.implementations.actors;
  const timers: Record<string, AnyActorLogic> = {};
  for (const [name, logic] of Object.entries(own)) {
    if (logic === timerLogic || logic === intervalLogic) timers[name] = logic;
    else timers[name] ??= silentActor;
  }
  return machine.provide({ actors: { ...timers, ...driver?.actors(backend) } });
}

/** Records what each event the root actor receives does: the transitions it takes. */
function recorder(keys: Map<unknown, string>, states: Set<string>, machine: AnyStateMachine) {
  const reactions: Reaction[] = [];
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.rootId !== inspection.actorRef.sessionId) return;
    if (inspection.type === '@xstate.event') {
      reactions.push({ event: inspection.event.type, transitions: [] });
    } else if (inspection.type === '@xstate.microstep') {
      const current = reactions.at(-1);
      for (const transition of inspection._transitions) {
        const key = keys.get(transition);
        if (key && current) current.transitions.push(key);
      }
      const { value } = inspection.snapshot as { value?: StateValue };
      if (value !== undefined) activeStateIds(machine, value).forEach((id) => states.add(id));
    }
  };
  return { reactions, inspect };
}

function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateMachine['root'], nodeValue: StateValue): void => {
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

async function until<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The event a pending timer of the actor will send, by its type. */
function timerPending(children: Record<string, unknown>, type: string): boolean {
  return Object.values(children).some((child) => {
    const snapshot = (child as { getSnapshot?: () => { context?: unknown } }).getSnapshot?.();
    const event = (snapshot?.context as { event?: { type?: unknown } } | undefined)?.event;
    return event?.type === type;
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function runPath(
  model: MachineModel,
  driver: CallDriver | undefined,
  path: GeneratedPath,
  index: number,
  backend: PathBackend,
): Promise<PathOutcome> {
  const live = liveMachine(model, driver, backend);
  const reference = silenced(model.machine);
  const states = new Set<string>();
  const liveRecord = recorder(transitionKeys(live), states, live);
  const referenceRecord = recorder(transitionKeys(reference), new Set(), reference);
  const events = path.steps.map((step) => step.event.type).join(' → ');
  const fail = (step: number, event: string, message: string): PathOutcome => ({
    failure: { machine: model.machine.id, path: index, events, step, event, message },
    states,
    transitions: new Set(),
  });

  const input = driver?.before ? await driver.before(backend, model.input) : model.input;
  const clock = new ReplayClock();
  const actor = createActor(live, { input, clock, inspect: liveRecord.inspect });
  const expected = createActor(reference, {
    input: model.input,
    clock: new SimulatedClock(),
    inspect: referenceRecord.inspect,
  });
  const taken = new Set<string>();
  try {
    actor.start();
    expected.start();
    const [first, ...rest] = path.steps;
    if (first && !same(actor.getSnapshot().value, first.state))
      return fail(0, 'xstate.init', `starts in ${JSON.stringify(actor.getSnapshot().value)}`);
    activeStateIds(live, actor.getSnapshot().value).forEach((id) => states.add(id));
    liveRecord.reactions.forEach((r) => r.transitions.forEach((t) => taken.add(t)));
    let seen = liveRecord.reactions.length;

    const isAnswer = (type: string) => driver?.answers.includes(type) ?? false;
    let arrangedUpTo = 0;
    for (const [offset, step] of rest.entries()) {
      const number = offset + 1;
      const firstAnswer = rest.findIndex((s, k) => k > offset && isAnswer(s.event.type));
      if (!isAnswer(step.event.type) && firstAnswer > offset && firstAnswer >= arrangedUpTo) {
        // The calls the next steps start must answer as the path says: arrange that run of answers.
        await backend.clearFaults();
        let k = firstAnswer;
        for (; k < rest.length && isAnswer(rest[k]?.event.type ?? ''); k += 1) {
          const answer = rest[k]?.event;
          if (answer) await driver?.arrange(backend, answer);
        }
        arrangedUpTo = k;
      }

      const fresh = () => liveRecord.reactions.slice(seen);
      /** Another timer that real time fired before this step's one, if any. */
      let early: string | undefined;
      const unplayable = (): PathOutcome => ({
        unplayable: `step ${number} (${step.event.type}): ${early} fires first in real time`,
        states,
        transitions: new Set(),
      });
      let reaction: Reaction | undefined;
      if (isAnswer(step.event.type)) {
        const ready = await until(
          () => (backend.held.length > 0 || backend.inFlight === 0 ? true : undefined),
          ANSWER_TIMEOUT_MS,
        );
        if (!ready) return fail(number, step.event.type, 'no answer from the backend in time');
        const held = backend.held.shift();
        // No call in flight: the machine hears the event as the path has it (a late answer).
        if (held) held.deliver();
        else actor.send(step.event);
        reaction = fresh().find((r) => isAnswer(r.event));
      } else if (
        step.event.type.startsWith('xstate.after.') ||
        timerPending(actor.getSnapshot().children, step.event.type)
      ) {
        for (let fired = 0; fired < 20 && !reaction; fired += 1) {
          if (!clock.fireNext()) break;
          early ??= fresh().find((r) => r.event !== step.event.type)?.event;
          reaction = fresh().find((r) => r.event === step.event.type);
        }
        if (!reaction) {
          actor.send(step.event);
          reaction = fresh().find((r) => r.event === step.event.type);
        }
      } else {
        const nextAnswer = firstAnswer > offset ? rest[firstAnswer]?.event : undefined;
        actor.send(driver?.rewrite?.(backend, step.event, nextAnswer) ?? step.event);
        reaction = fresh().find((r) => r.event === step.event.type);
      }
      seen = liveRecord.reactions.length;
      reaction?.transitions.forEach((t) => taken.add(t));

      const before = referenceRecord.reactions.length;
      expected.send(step.event as AnyEventObject);
      const want = referenceRecord.reactions.slice(before).flatMap((r) => r.transitions);
      const got = reaction?.transitions ?? [];
      const value = actor.getSnapshot().value;
      if (reaction && reaction.event !== step.event.type)
        return fail(number, step.event.type, `the backend's answer was ${reaction.event}`);
      if (early && (!same(got, want) || !same(value, step.state))) return unplayable();
      if (!same(got, want))
        return fail(
          number,
          step.event.type,
          `took [${got.join('; ')}], the path takes [${want.join('; ')}]`,
        );
      if (!same(value, step.state))
        return fail(
          number,
          step.event.type,
          `is in ${JSON.stringify(value)}, the path says ${JSON.stringify(step.state)}`,
        );
    }
    return { states, transitions: taken };
  } catch (error) {
    return fail(-1, '', error instanceof Error ? error.message : String(error));
  } finally {
    actor.stop();
    expected.stop();
  }
}

export { stateNodeIds, transitionKeys };
