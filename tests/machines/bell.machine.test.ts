import { describe, expect, it } from 'vitest';
import { bellMachine, type BellEvent } from '../../machines/bell.machine';
import { ROUTE } from '../../openapi/vocabulary/routes';
import type { LoggedFailure, Navigation } from '../../machines/lib/effects';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

function setUp() {
  const fakes = {
    count: fakeActor<BellEvent>(),
    navigate: fakeAction<Navigation>(),
    logFailure: fakeAction<LoggedFailure>(),
  };
  const machine = bellMachine.provide({
    actors: { loadNotificationCount: fakes.count.logic },
    actions: { navigate: fakes.navigate, logFailure: fakes.logFailure },
  });
  return { ...fakes, ...start(machine) };
}

describe('Bell', () => {
  it.each([
    ['a guest', { signedIn: false, enabled: true }],
    ['a site without the bell', { signedIn: true, enabled: false }],
  ])('When the viewer is %s, then there is no bell', (_, init) => {
    const { actor, count } = setUp();

    actor.send({ type: 'bell.init', ...init });

    expect(actor.getSnapshot().value).toBe('off');
    expect(count.starts).toBe(0);
  });

  it('When a seeker has notifications, then the badge shows the count', () => {
    const { actor, count } = setUp();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });

    count.report({ type: 'bell.counted', total: 4 });

    expect(actor.getSnapshot().value).toEqual({ shown: 'badge' });
    expect(actor.getSnapshot().context.count).toBe(4);
  });

  it.each([
    ['0', { type: 'bell.counted', total: 0 }],
    ['missing', { type: 'bell.counted' }],
    ['not loaded', { type: 'bell.failed', error: 'Network Error' }],
  ] as const)('When the count is %s, then the badge is hidden', (_, outcome) => {
    const { actor, count } = setUp();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });

    count.report(outcome);

    expect(actor.getSnapshot().value).toEqual({ shown: 'noBadge' });
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('When the count call fails, then the failure is only logged', () => {
    const { actor, count, logFailure } = setUp();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });

    count.report({ type: 'bell.failed', error: 'Network Error' });

    expect(paramsOf(logFailure)).toEqual([{ scope: 'bell', error: 'Network Error' }]);
  });

  it('When the bell is refreshed, then the count is loaded again', () => {
    const { actor, count } = setUp();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });
    count.report({ type: 'bell.counted', total: 2 });

    actor.send({ type: 'bell.refresh' });
    count.report({ type: 'bell.counted', total: 0 });

    expect(count.starts).toBe(2);
    expect(actor.getSnapshot().value).toEqual({ shown: 'noBadge' });
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('When a refreshed count fails to load, then the old count is dropped with the badge', () => {
    const { actor, count } = setUp();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });
    count.report({ type: 'bell.counted', total: 2 });

    actor.send({ type: 'bell.refresh' });
    count.report({ type: 'bell.failed', error: 'Network Error' });

    expect(actor.getSnapshot().value).toEqual({ shown: 'noBadge' });
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('When the bell is pressed, then the notifications page opens', () => {
    const { actor, navigate } = setUp();
    actor.send({ type: 'bell.init', signedIn: true, enabled: true });

    actor.send({ type: 'bell.open' });

    expect(paramsOf(navigate)).toEqual([{ url: ROUTE.notifications }]);
  });
});

describe('Where the bell machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in off and nowhere else', () => {
    expect(endStates('bell')).toEqual(['off']);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('bell')).toEqual({
      starts: 'idle',
      visits: ['idle', 'off', 'shown.badge', 'shown.loading', 'shown.noBadge'],
    });
  });
});
