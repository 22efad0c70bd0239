// The timers every machine uses. A machine invokes one with a delay from ../constants and the
// event to send back when the delay is up, so a timer's expiry is a plain named event: tests and
// QA can send it directly, and the graph tools reach every transition that follows it.
//
// Each timer is itself a tiny machine with a named delay, so it runs on the actor system's clock:
// a test that creates the parent with `createActor(machine, { clock: new SimulatedClock() })`
// moves time with `clock.increment(ms)` and never waits.
import { setup, type EventObject } from 'xstate';

export interface TimerInput {
  /** Milliseconds until `event` is sent back. */
  delay: number;
  /** The event the parent receives when the delay is up. */
  event: EventObject;
}

const timerSetup = setup({
  types: { input: {} as TimerInput, context: {} as TimerInput },
  delays: { timeout: ({ context }) => context.delay },
  actions: {
    /** Sends the event to the machine that invoked the timer (none when run on its own). */
    notifyParent: ({ context, self }) => {
      self._parent?.send(context.event);
    },
  },
});

/** Sends its event once, `delay` ms after it starts. */
export const timerLogic = timerSetup.createMachine({
  id: 'timer',
  context: ({ input }) => input,
  initial: 'running',
  states: {
    running: { after: { timeout: { target: 'expired', actions: 'notifyParent' } } },
    expired: { type: 'final' },
  },
});

/** Sends its event every `delay` ms until the invoking state is left. */
export const intervalLogic = timerSetup.createMachine({
  id: 'interval',
  context: ({ input }) => input,
  initial: 'running',
  states: {
    running: { after: { timeout: { target: 'running', reenter: true, actions: 'notifyParent' } } },
  },
});

/** Input of a timer: send `event` once after `delay` ms. */
export function after(delay: number, event: EventObject): TimerInput {
  return { delay, event };
}

/** Input of an interval: send `event` every `delay` ms. */
export function every(delay: number, event: EventObject): TimerInput {
  return { delay, event };
}
