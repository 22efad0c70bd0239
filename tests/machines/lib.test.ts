import { describe, expect, it } from 'vitest';
import {
  createActor,
  setup,
  SimulatedClock,
  type AnyActorLogic,
  type AnyEventObject,
} from 'xstate';
import { bellMachine } from '../../machines/bell.machine';
import { fromTask, MissingImplementationError } from '../../machines/lib/implementations';
import { after, every, intervalLogic, timerLogic } from '../../machines/lib/timer';
import { oneTapLoginMachine } from '../../machines/oneTapLogin.machine';
import { fakeActor, start } from './support';

/** A parent that records what its timer or task sends back, until it is told to leave. */
function parentOf(child: AnyActorLogic, input: unknown) {
  const received: AnyEventObject[] = [];
  const machine = setup({
    types: { events: {} as AnyEventObject },
    actors: { child },
    actions: { record: ({ event }) => void received.push(event) },
    guards: { isReport: ({ event }) => !event.type.startsWith('xstate.') },
  }).createMachine({
    initial: 'running',
    states: {
      running: {
        invoke: { src: 'child', input },
        on: { leave: 'left', '*': { guard: 'isReport', actions: 'record' } },
      },
      left: {},
    },
  });
  return { received, ...start(machine) };
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Timers', () => {
  it('When a timer runs out, then its parent gets the event once', () => {
    const { received, clock } = parentOf(timerLogic, after(100, { type: 'timer.expired' }));

    clock.increment(99);
    const early = received.length;
    clock.increment(1000);

    expect(early).toBe(0);
    expect(received).toEqual([{ type: 'timer.expired' }]);
  });

  it('When an interval runs, then its parent gets the event every delay', () => {
    const { received, clock } = parentOf(intervalLogic, every(100, { type: 'tick' }));

    clock.increment(100);
    clock.increment(100);
    clock.increment(100);

    expect(received).toEqual([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }]);
  });

  it('When a timer runs with no parent, then it still runs out, sending nothing', () => {
    const clock = new SimulatedClock();
    const timer = createActor(timerLogic, {
      clock,
      input: after(100, { type: 'timer.expired' }),
    });
    timer.start();

    clock.increment(100);

    expect(timer.getSnapshot().status).toBe('done');
  });

  it('When the parent leaves the state, then the timer is cancelled', () => {
    const { actor, received, clock } = parentOf(timerLogic, after(100, { type: 'timer.expired' }));

    actor.send({ type: 'leave' });
    clock.increment(100);

    expect(received).toEqual([]);
  });
});

describe('Tasks', () => {
  const report = {
    done: (output: number): AnyEventObject => ({ type: 'task.done', output }),
    failed: (error: unknown): AnyEventObject => ({ type: 'task.failed', error }),
  };

  it('When a task resolves, then its result comes back as the done event', async () => {
    const { received } = parentOf(
      fromTask(async (input: number) => input * 2, report),
      21,
    );

    await settle();

    expect(received).toEqual([{ type: 'task.done', output: 42 }]);
  });

  it('When a task rejects, then the failure comes back as the failed event', async () => {
    const task = fromTask(
      async (): Promise<number> => Promise.reject(new Error('Network Error')),
      report,
    );
    const { received } = parentOf(task, 0);

    await settle();

    expect(received).toEqual([{ type: 'task.failed', error: new Error('Network Error') }]);
  });

  it('When the state is left before the task ends, then the task is aborted and reports nothing', async () => {
    let signal: AbortSignal | undefined;
    let finish: (value: number) => void = () => undefined;
    const task = fromTask(
      (_input: number, taskSignal) =>
        new Promise<number>((resolve) => {
          signal = taskSignal;
          finish = resolve;
        }),
      report,
    );
    const { actor, received } = parentOf(task, 0);

    actor.send({ type: 'leave' });
    finish(1);
    await settle();

    expect(signal?.aborted).toBe(true);
    expect(received).toEqual([]);
  });
});

describe('Missing implementations', () => {
  it('When the web app forgets an actor, then the machine fails with a message that names it', () => {
    const actor = createActor(oneTapLoginMachine);
    actor.subscribe({ error: () => undefined });
    actor.start();

    actor.send({
      type: 'page.loaded',
      url: '/',
      pathname: '/',
      signedIn: false,
      oneTapDisabled: false,
      registrationPopup: false,
    });

    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(snapshot.error).toBeInstanceOf(MissingImplementationError);
    expect(String(snapshot.error)).toBe(
      'MissingImplementationError: oneTapLogin: the actor "loadSocialScript" has no implementation; pass one with machine.provide().',
    );
  });

  it('When the web app forgets an action, then the machine fails when it runs, with a message that names it', () => {
    const count = fakeActor();
    const actor = createActor(
      bellMachine.provide({ actors: { loadNotificationCount: count.logic } }),
    );
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });

    count.report({ type: 'bell.failed', error: new Error('Network Error') });

    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(String(snapshot.error)).toBe(
      'MissingImplementationError: bell: the action "logFailure" has no implementation; pass one with machine.provide().',
    );
  });
});
