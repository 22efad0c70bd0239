// The 'job affected by COVID-19' Yes/No toggle: spec sections 4, 6, 7 and 8.
//
// A seeker's flag is loaded and each change is saved (covidLayoff). For a guest a press resets the
// toggle to No and goes to the login. Load and save failures are only logged, and reset the toggle.
import { assertEvent, assign, setup } from 'xstate';
import { seekerLoginUrl } from '../openapi/vocabulary/routes';
import type { LoggedFailure, Navigation } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';

export interface CovidUpdate {
  covidLayoff: boolean;
}

export type CovidToggleEvent =
  /** The page is ready: who is looking, and where to come back to after login. */
  | { type: 'covid.init'; signedIn: boolean; returnPath: string }
  /** loadCovidFlag answered. */
  | { type: 'covid.loaded'; covidLayoff: boolean }
  | { type: 'covid.toggle'; covidLayoff: boolean }
  /** saveCovidFlag answered with Status 200. */
  | { type: 'covid.saved' }
  /** loadCovidFlag or saveCovidFlag failed. */
  | { type: 'covid.failed'; error?: unknown };

export interface CovidToggleContext {
  covidLayoff: boolean;
  signedIn: boolean;
  returnPath: string;
}

const ID = 'covidToggle';

export const covidToggleMachine = setup({
  types: {
    context: {} as CovidToggleContext,
    events: {} as CovidToggleEvent,
  },
  actors: {
    /** GET the covid layoff flag: covid.loaded or covid.failed. */
    loadCovidFlag: missingActor(ID, 'loadCovidFlag'),
    /** POST the covid layoff update: covid.saved or covid.failed. */
    saveCovidFlag: missingActor<CovidUpdate>(ID, 'saveCovidFlag'),
  },
  actions: {
    navigate: missingAction<Navigation>(ID, 'navigate'),
    logFailure: missingAction<LoggedFailure>(ID, 'logFailure'),
    keepSession: assign(({ event }) => {
      assertEvent(event, 'covid.init');
      return { signedIn: event.signedIn, returnPath: event.returnPath };
    }),
    keepFlag: assign(({ event }) => {
      assertEvent(event, ['covid.loaded', 'covid.toggle']);
      return { covidLayoff: event.covidLayoff };
    }),
    resetFlag: assign({ covidLayoff: false }),
  },
  guards: {
    isSignedIn: ({ event }) => event.type === 'covid.init' && event.signedIn,
    isGuest: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: ID,
  context: { covidLayoff: false, signedIn: false, returnPath: '/' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'covid.init': [
          { guard: 'isSignedIn', target: 'loading', actions: 'keepSession' },
          { target: 'ready', actions: 'keepSession' },
        ],
      },
    },
    loading: {
      invoke: { src: 'loadCovidFlag' },
      on: {
        'covid.loaded': { target: 'ready', actions: 'keepFlag' },
        'covid.failed': {
          target: 'ready',
          actions: [
            'resetFlag',
            { type: 'logFailure', params: ({ event }) => ({ scope: ID, error: event.error }) },
          ],
        },
      },
    },
    ready: {
      on: {
        'covid.toggle': [
          {
            guard: 'isGuest',
            target: 'redirectingToLogin',
            actions: [
              'resetFlag',
              {
                type: 'navigate',
                params: ({ context }) => ({ url: seekerLoginUrl(context.returnPath) }),
              },
            ],
          },
          { target: 'saving', actions: 'keepFlag' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveCovidFlag',
        input: ({ context }) => ({ covidLayoff: context.covidLayoff }),
      },
      on: {
        'covid.saved': 'ready',
        'covid.failed': {
          target: 'ready',
          actions: [
            'resetFlag',
            { type: 'logFailure', params: ({ event }) => ({ scope: ID, error: event.error }) },
          ],
        },
      },
    },
    /** A guest pressed the toggle. */
    redirectingToLogin: { type: 'final' },
  },
});
