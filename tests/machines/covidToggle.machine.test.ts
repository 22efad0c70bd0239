import { describe, expect, it } from 'vitest';
import {
  covidToggleMachine,
  type CovidToggleEvent,
  type CovidUpdate,
} from '../../machines/covidToggle.machine';
import type { LoggedFailure, Navigation } from '../../machines/lib/effects';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

function setUp() {
  const fakes = {
    load: fakeActor<CovidToggleEvent>(),
    save: fakeActor<CovidToggleEvent, CovidUpdate>(),
    navigate: fakeAction<Navigation>(),
    logFailure: fakeAction<LoggedFailure>(),
  };
  const machine = covidToggleMachine.provide({
    actors: { loadCovidFlag: fakes.load.logic, saveCovidFlag: fakes.save.logic },
    actions: { navigate: fakes.navigate, logFailure: fakes.logFailure },
  });
  return { ...fakes, ...start(machine) };
}

describe('Covid toggle', () => {
  it('When a seeker opens the page, then the saved flag is loaded and shown', () => {
    const { actor, load } = setUp();

    actor.send({ type: 'covid.init', signedIn: true, returnPath: '/seeker/dashboard' });
    load.report({ type: 'covid.loaded', covidLayoff: true });

    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.covidLayoff).toBe(true);
  });

  it('When a guest presses the toggle, then it resets to No and the login opens', () => {
    const { actor, load, save, navigate } = setUp();
    actor.send({ type: 'covid.init', signedIn: false, returnPath: '/seeker/dashboard' });

    actor.send({ type: 'covid.toggle', covidLayoff: true });

    expect(load.starts).toBe(0);
    expect(save.starts).toBe(0);
    expect(actor.getSnapshot().context.covidLayoff).toBe(false);
    expect(paramsOf(navigate)).toEqual([
      { url: '/rio/login/seeker?return_url=%2Fseeker%2Fdashboard' },
    ]);
  });

  it('When a seeker changes the toggle, then the new value is saved', () => {
    const { actor, load, save } = setUp();
    actor.send({ type: 'covid.init', signedIn: true, returnPath: '/' });
    load.report({ type: 'covid.loaded', covidLayoff: false });

    actor.send({ type: 'covid.toggle', covidLayoff: true });
    save.report({ type: 'covid.saved' });

    expect(save.inputs).toEqual([{ covidLayoff: true }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.covidLayoff).toBe(true);
  });

  it.each(['load', 'save'] as const)(
    'When the %s call fails, then the failure is only logged and the toggle resets, ready to be pressed',
    (call) => {
      const { actor, load, save, logFailure } = setUp();
      actor.send({ type: 'covid.init', signedIn: true, returnPath: '/' });
      if (call === 'save') {
        load.report({ type: 'covid.loaded', covidLayoff: false });
        actor.send({ type: 'covid.toggle', covidLayoff: true });
      }

      (call === 'load' ? load : save).report({ type: 'covid.failed', error: 'timeout' });

      expect(actor.getSnapshot().context.covidLayoff).toBe(false);
      expect(paramsOf(logFailure)).toEqual([{ scope: 'covidToggle', error: 'timeout' }]);
      expect(actor.getSnapshot().value).toBe('ready');
    },
  );
});

describe('Where the covidToggle machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in redirectingToLogin and nowhere else', () => {
    expect(endStates('covidToggle')).toEqual(['redirectingToLogin']);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('covidToggle')).toEqual({
      starts: 'idle',
      visits: ['idle', 'loading', 'ready', 'redirectingToLogin', 'saving'],
    });
  });
});
