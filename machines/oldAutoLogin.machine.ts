// The old auto-login: spec sections 4, 7 and 9. Unless a site flag switches it off, rioAutoLogin
// is called 10 s after the page loads; on Status 200 each returned cookie is set unless the
// browser already has it. A failure is silent: logged, nothing shown, nothing else done.
import { assertEvent, enqueueActions, setup } from 'xstate';
import type { Schemas } from '../openapi/client';
import { AUTO_LOGIN_SUCCESS_STATUS } from '../openapi/vocabulary/calls';
import { AUTO_LOGIN_DELAY_MS } from '../openapi/vocabulary/timing';
import type { CookieWrite, LoggedFailure } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';
import { after, timerLogic } from './lib/timer';

export type AutoLoginCookie = Schemas['AutoLoginCookie'];

export type OldAutoLoginEvent =
  /** The page is ready; `disabled` is the site flag. */
  | { type: 'autoLogin.init'; disabled: boolean }
  /** The 10 s delay is up. */
  | { type: 'autoLogin.due' }
  /** rioAutoLogin answered: data.Status and data.Response. */
  | { type: 'autoLogin.answered'; status: number; cookies: AutoLoginCookie[] }
  | { type: 'autoLogin.failed'; error?: unknown };

const ID = 'oldAutoLogin';

export const oldAutoLoginMachine = setup({
  types: {
    events: {} as OldAutoLoginEvent,
  },
  actors: {
    /** Waits AUTO_LOGIN_DELAY_MS, then reports `autoLogin.due`. */
    delayTimer: timerLogic,
    /** GET /middleware/rioAutoLogin: autoLogin.answered or autoLogin.failed. */
    rioAutoLogin: missingActor(ID, 'rioAutoLogin'),
  },
  actions: {
    setCookie: missingAction<CookieWrite>(ID, 'setCookie'),
    logFailure: missingAction<LoggedFailure>(ID, 'logFailure'),
    setReturnedCookies: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'autoLogin.answered');
      for (const cookie of event.cookies) {
        enqueue({
          type: 'setCookie',
          params: {
            name: cookie['cookie-name'],
            value: cookie['cookie-value'],
            path: cookie.path,
            domain: cookie.domain,
            expires: cookie.expires,
            onlyIfAbsent: true,
          },
        });
      }
    }),
  },
  guards: {
    isDisabled: ({ event }) => event.type === 'autoLogin.init' && event.disabled,
    isSuccess: ({ event }) =>
      event.type === 'autoLogin.answered' && event.status === AUTO_LOGIN_SUCCESS_STATUS,
  },
}).createMachine({
  id: ID,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'autoLogin.init': [{ guard: 'isDisabled', target: 'disabled' }, { target: 'waiting' }],
      },
    },
    disabled: { type: 'final' },
    waiting: {
      invoke: {
        src: 'delayTimer',
        input: after(AUTO_LOGIN_DELAY_MS, { type: 'autoLogin.due' }),
      },
      on: { 'autoLogin.due': 'calling' },
    },
    calling: {
      invoke: { src: 'rioAutoLogin' },
      on: {
        'autoLogin.answered': [
          { guard: 'isSuccess', target: 'done', actions: 'setReturnedCookies' },
          { target: 'done' },
        ],
        'autoLogin.failed': {
          target: 'done',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ scope: ID, error: event.error }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
