// Fakes for the machines' injected side effects, and a start helper with a simulated clock.
import { vi } from 'vitest';
import {
  createActor,
  fromCallback,
  SimulatedClock,
  type AnyEventObject,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';

/**
 * A fake actor: records the input of every start and the events it receives, and lets the test
 * send back the outcome the real implementation would report.
 */
export function fakeActor<TReport extends EventObject = AnyEventObject, TInput = undefined>() {
  const inputs: TInput[] = [];
  const received: AnyEventObject[] = [];
  let sendBack: ((event: TReport) => void) | undefined;
  let starts = 0;
  let stops = 0;
  const logic = fromCallback<AnyEventObject, TInput>(({ input, sendBack: reply, receive }) => {
    starts += 1;
    inputs.push(input);
    sendBack = reply;
    receive((event) => received.push(event));
    return () => {
      stops += 1;
      sendBack = undefined;
    };
  });
  return {
    logic,
    inputs,
    received,
    get starts() {
      return starts;
    },
    get stops() {
      return stops;
    },
    get running() {
      return sendBack !== undefined;
    },
    /** Sends the outcome back to the machine, as the real actor would. */
    report(event: TReport) {
      if (!sendBack) throw new Error('The fake actor is not running.');
      sendBack(event);
    },
  };
}

/** A fake action that records its params. */
export function fakeAction<TParams = unknown>() {
  return vi.fn<(args: unknown, params: TParams) => void>();
}

/** The params of each call of a fake action. */
export function paramsOf<TParams>(action: ReturnType<typeof fakeAction<TParams>>): TParams[] {
  return action.mock.calls.map(([, params]) => params);
}

/** Starts the machine on a simulated clock; move time with `clock.increment(ms)`. */
export function start<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[input]: undefined extends InputFrom<TMachine> ? [InputFrom<TMachine>?] : [InputFrom<TMachine>]
) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input });
  actor.start();
  return { actor, clock };
}
