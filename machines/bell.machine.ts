// The notification bell: spec sections 2, 4, 6, 7 and 8. Only for signed-in users on sites whose
// properties allow it. The count badge is hidden when the count is 0 or missing, and when the
// count call fails (logged only). The bell opens the notifications page.
import { assertEvent, assign, setup } from 'xstate';
import { ROUTE } from '../openapi/vocabulary/routes';
import type { LoggedFailure, Navigation } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';

export type BellEvent =
  /** The page is ready: the session cookie and the site property for the bell. */
  | { type: 'bell.init'; signedIn: boolean; enabled: boolean }
  /** loadNotificationCount answered: notificationCounResponse.total, if there was one. */
  | { type: 'bell.counted'; total?: number }
  | { type: 'bell.failed'; error?: unknown }
  | { type: 'bell.refresh' }
  | { type: 'bell.open' };

export interface BellContext {
  count: number;
}

const ID = 'bell';

export const bellMachine = setup({
  types: {
    context: {} as BellContext,
    events: {} as BellEvent,
  },
  actors: {
    /** GET notifications count: bell.counted or bell.failed. */
    loadNotificationCount: missingActor(ID, 'loadNotificationCount'),
  },
  actions: {
    navigate: missingAction<Navigation>(ID, 'navigate'),
    logFailure: missingAction<LoggedFailure>(ID, 'logFailure'),
    keepCount: assign(({ event }) => {
      assertEvent(event, 'bell.counted');
      return { count: event.total ?? 0 };
    }),
    clearCount: assign({ count: 0 }),
  },
  guards: {
    canShowBell: ({ event }) => event.type === 'bell.init' && event.signedIn && event.enabled,
    hasNotifications: ({ event }) =>
      event.type === 'bell.counted' && event.total !== undefined && event.total > 0,
  },
}).createMachine({
  id: ID,
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bell.init': [{ guard: 'canShowBell', target: 'shown' }, { target: 'off' }],
      },
    },
    /** A guest, or a site without the bell. */
    off: { type: 'final' },
    shown: {
      on: {
        'bell.open': {
          actions: { type: 'navigate', params: { url: ROUTE.notifications } },
        },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: { src: 'loadNotificationCount' },
          on: {
            'bell.counted': [
              { guard: 'hasNotifications', target: 'badge', actions: 'keepCount' },
              { target: 'noBadge', actions: 'clearCount' },
            ],
            'bell.failed': {
              target: 'noBadge',
              actions: [
                'clearCount',
                { type: 'logFailure', params: ({ event }) => ({ scope: ID, error: event.error }) },
              ],
            },
          },
        },
        badge: { on: { 'bell.refresh': 'loading' } },
        noBadge: { on: { 'bell.refresh': 'loading' } },
      },
    },
  },
});
