// One generated path at the API level: a live actor of the machine with the app's real calls
// against the backend, compared at every step with the path walked on the silenced machine
// (machines/testing/coverage.ts walkPath). At every step the live actor must be in the state the
// path names and must have taken the same transitions (the same guarded branch, so a 422 answered
// as 200 shows even when both end in the same state). A failure names the machine, the path and
// the step.
import {
  createActor,
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import type { CallReport } from '../../machines/lib/calls';
import { intervalLogic, timerLogic } from '../../machines/lib/timer';
import {
  activeStateIds,
  silenced,
  stateNodeIds,
  transitionKeys,
  walkPath,
  type GeneratedPath,
  type MachineModel,
  type PathStep,
} from '../../machines/testing/coverage';
import type { PathBackend } from './backend';
import { ReplayClock } from './clock';
import type { FailureLine } from './report';
import { callActors, silentActor, type CallDriver } from './drivers';

/** How long a call may take to answer before the step fails. */
export const ANSWER_TIMEOUT_MS = 10_000;

/** A path's failure as the report prints it. */
export type StepFailure = FailureLine;

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

/** The machine with its effects silent, its timers kept (on the replay's clock), its calls live. */
function liveMachine(
  model: MachineModel,
  calls: Readonly<Record<string, CallReport>> | undefined,
  backend: PathBackend,
) {
  const machine = silenced(model.machine);
  const timers: Record<string, AnyActorLogic> = {};
  for (const [name, logic] of Object.entries(model.machine.implementations.actors))
    timers[name] = logic === timerLogic || logic === intervalLogic ? logic : silentActor;
  return machine.provide({ actors: { ...timers, ...(calls ? callActors(calls, backend) : {}) } });
}

/** Records what each event the root actor receives does: the transitions it takes. */
function recorder(machine: AnyStateMachine, states: Set<string>) {
  const keys = transitionKeys(machine);
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

/** What a step did on the live actor: its reaction, or why it could not be played. */
interface Played {
  reaction?: Reaction;
  /** Another timer that real time fired before this step's one, if any. */
  early?: string;
  noAnswer?: true;
}

interface Live {
  actor: Actor<AnyStateMachine>;
  clock: ReplayClock;
  backend: PathBackend;
  driver: CallDriver | undefined;
  reactions: Reaction[];
}

/** Plays one step on the live actor: delivers an answer, fires a timer or sends the event. */
async function playStep(
  live: Live,
  step: PathStep,
  nextAnswer: AnyEventObject | undefined,
): Promise<Played> {
  const { actor, clock, backend, driver, reactions } = live;
  const seen = reactions.length;
  const fresh = () => reactions.slice(seen);
  const type = step.event.type;
  if (driver?.answers.includes(type)) {
    const ready = await until(
      () => (backend.held.length > 0 || backend.inFlight === 0 ? true : undefined),
      ANSWER_TIMEOUT_MS,
    );
    if (!ready) return { noAnswer: true };
    const held = backend.held.shift();
    // No call in flight: the machine hears the event as the path has it (a late answer).
    if (held) held.deliver();
    else actor.send(step.event);
    return { reaction: fresh().find((r) => driver.answers.includes(r.event)) };
  }
  if (type.startsWith('xstate.after.') || timerPending(actor.getSnapshot().children, type)) {
    let early: string | undefined;
    for (let fired = 0; fired < 20; fired += 1) {
      if (!clock.fireNext()) break;
      early ??= fresh().find((r) => r.event !== type)?.event;
      const reaction = fresh().find((r) => r.event === type);
      if (reaction) return { reaction, early };
    }
    actor.send(step.event);
    return { reaction: fresh().find((r) => r.event === type), early };
  }
  actor.send(driver?.rewrite?.(backend, step.event, nextAnswer) ?? step.event);
  return { reaction: fresh().find((r) => r.event === type) };
}

/**
 * Before a run of user steps, the calls the next steps start must answer as the path says: the
 * driver arranges that run of answers. Answers how far the steps are arranged.
 */
async function arrangeAnswers(
  live: Live,
  rest: readonly PathStep[],
  offset: number,
  arrangedUpTo: number,
): Promise<number> {
  const isAnswer = (type: string) => live.driver?.answers.includes(type) ?? false;
  const firstAnswer = rest.findIndex((s, k) => k > offset && isAnswer(s.event.type));
  if (isAnswer(rest[offset]?.event.type ?? '') || firstAnswer <= offset) return arrangedUpTo;
  if (firstAnswer < arrangedUpTo) return arrangedUpTo;
  await live.backend.clearFaults();
  let k = firstAnswer;
  for (; k < rest.length && isAnswer(rest[k]?.event.type ?? ''); k += 1) {
    const answer = rest[k]?.event;
    if (answer) await live.driver?.arrange(live.backend, answer);
  }
  return k;
}

/** The machine's input once the driver prepared the path (a session), or why it could not. */
async function prepare(
  driver: CallDriver | undefined,
  backend: PathBackend,
  input: unknown,
): Promise<{ input: unknown } | { error: string }> {
  try {
    return { input: driver?.before ? await driver.before(backend, input) : input };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export async function runPath(
  model: MachineModel,
  driver: CallDriver | undefined,
  calls: Readonly<Record<string, CallReport>> | undefined,
  path: GeneratedPath,
  index: number,
  backend: PathBackend,
): Promise<PathOutcome> {
  const machine = liveMachine(model, calls, backend);
  const states = new Set<string>();
  const record = recorder(machine, states);
  const walked = walkPath(model, path);
  const events = path.steps.map((step) => step.event.type).join(' → ');
  const fail = (step: number, event: string, message: string): PathOutcome => ({
    failure: { machine: model.machine.id, path: index, events, step, event, message },
    states,
    transitions: new Set(),
  });

  const prepared = await prepare(driver, backend, model.input);
  if ('error' in prepared) return fail(-1, '', prepared.error);
  const input = prepared.input;
  const clock = new ReplayClock();
  const actor = createActor(machine, { input, clock, inspect: record.inspect });
  const live: Live = { actor, clock, backend, driver, reactions: record.reactions };
  const taken = new Set<string>();
  try {
    actor.start();
    const [first, ...rest] = path.steps;
    if (first && !same(actor.getSnapshot().value, first.state))
      return fail(0, 'xstate.init', `starts in ${JSON.stringify(actor.getSnapshot().value)}`);
    activeStateIds(machine, actor.getSnapshot().value).forEach((id) => states.add(id));
    record.reactions.forEach((r) => r.transitions.forEach((t) => taken.add(t)));

    let arrangedUpTo = 0;
    for (const [offset, step] of rest.entries()) {
      const number = offset + 1;
      const type = step.event.type;
      arrangedUpTo = await arrangeAnswers(live, rest, offset, arrangedUpTo);
      const firstAnswer = rest.findIndex(
        (s, k) => k > offset && driver?.answers.includes(s.event.type),
      );
      const played = await playStep(
        live,
        step,
        firstAnswer > offset ? rest[firstAnswer]?.event : undefined,
      );
      if (played.noAnswer) return fail(number, type, 'no answer from the backend in time');
      played.reaction?.transitions.forEach((t) => taken.add(t));

      const want = walked[number]?.transitions ?? [];
      const got = played.reaction?.transitions ?? [];
      const value = actor.getSnapshot().value;
      if (played.reaction && played.reaction.event !== type)
        return fail(number, type, `the backend's answer was ${played.reaction.event}`);
      if (played.early && (!same(got, want) || !same(value, step.state)))
        return {
          unplayable: `step ${number} (${type}): ${played.early} fires first in real time`,
          states,
          transitions: new Set(),
        };
      if (!same(got, want))
        return fail(number, type, `took [${got.join('; ')}], the path takes [${want.join('; ')}]`);
      if (!same(value, step.state))
        return fail(
          number,
          type,
          `is in ${JSON.stringify(value)}, the path says ${JSON.stringify(step.state)}`,
        );
    }
    return { states, transitions: taken };
  } catch (error) {
    return fail(-1, '', error instanceof Error ? error.message : String(error));
  } finally {
    actor.stop();
  }
}

export { stateNodeIds, transitionKeys };
