import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_DELAY_MS } from '../../openapi/vocabulary/timing';
import type { CookieWrite, LoggedFailure } from '../../machines/lib/effects';
import {
  oldAutoLoginMachine,
  type AutoLoginCookie,
  type OldAutoLoginEvent,
} from '../../machines/oldAutoLogin.machine';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

const sessionCookie: AutoLoginCookie = {
  'cookie-name': 'MSSOCLIENT',
  'cookie-value': 'session-token',
  path: '/',
  domain: '.example.com',
  expires: '2030-01-01T00:00:00.000Z',
};

function setUp() {
  const fakes = {
    call: fakeActor<OldAutoLoginEvent>(),
    setCookie: fakeAction<CookieWrite>(),
    logFailure: fakeAction<LoggedFailure>(),
  };
  const machine = oldAutoLoginMachine.provide({
    actors: { rioAutoLogin: fakes.call.logic },
    actions: { setCookie: fakes.setCookie, logFailure: fakes.logFailure },
  });
  return { ...fakes, ...start(machine) };
}

describe('Old auto-login', () => {
  it('When the site flag disables it, then nothing is called', () => {
    const { actor, clock, call } = setUp();

    actor.send({ type: 'autoLogin.init', disabled: true });
    clock.increment(AUTO_LOGIN_DELAY_MS);

    expect(actor.getSnapshot().value).toBe('disabled');
    expect(call.starts).toBe(0);
  });

  it('When the page loads, then the call goes out after 10 s and not before', () => {
    const { actor, clock, call } = setUp();
    actor.send({ type: 'autoLogin.init', disabled: false });

    clock.increment(AUTO_LOGIN_DELAY_MS - 1);
    const early = call.starts;
    clock.increment(1);

    expect(early).toBe(0);
    expect(call.starts).toBe(1);
  });

  it('When the call answers Status 200, then each returned cookie is set unless already there', () => {
    const { actor, clock, call, setCookie } = setUp();
    actor.send({ type: 'autoLogin.init', disabled: false });
    clock.increment(AUTO_LOGIN_DELAY_MS);

    call.report({ type: 'autoLogin.answered', status: 200, cookies: [sessionCookie] });

    expect(actor.getSnapshot().value).toBe('done');
    expect(paramsOf(setCookie)).toEqual([
      {
        name: 'MSSOCLIENT',
        value: 'session-token',
        path: '/',
        domain: '.example.com',
        expires: '2030-01-01T00:00:00.000Z',
        onlyIfAbsent: true,
      },
    ]);
  });

  it('When the call answers another status, then no cookie is set and it is done', () => {
    const { actor, clock, call, setCookie } = setUp();
    actor.send({ type: 'autoLogin.init', disabled: false });
    clock.increment(AUTO_LOGIN_DELAY_MS);

    call.report({ type: 'autoLogin.answered', status: 204, cookies: [sessionCookie] });

    expect(setCookie).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('When the call fails, then it fails silently (logged only)', () => {
    const { actor, clock, call, setCookie, logFailure } = setUp();
    actor.send({ type: 'autoLogin.init', disabled: false });
    clock.increment(AUTO_LOGIN_DELAY_MS);

    call.report({ type: 'autoLogin.failed', error: 'Network Error' });

    expect(actor.getSnapshot().value).toBe('done');
    expect(setCookie).not.toHaveBeenCalled();
    expect(paramsOf(logFailure)).toEqual([{ scope: 'oldAutoLogin', error: 'Network Error' }]);
  });
});

describe('Where the oldAutoLogin machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in disabled, done and nowhere else', () => {
    expect(endStates('oldAutoLogin')).toEqual(['disabled', 'done']);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('oldAutoLogin')).toEqual({
      starts: 'idle',
      visits: ['calling', 'disabled', 'done', 'idle', 'waiting'],
    });
  });
});
