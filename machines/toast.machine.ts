// The toast box: spec sections 4 and 9. A toast shows, then hides after the timeout of its kind;
// a new toast replaces the one on screen (and restarts the timeout). Social and voice toasts are
// removed 1 s after they hide, so the page can fade them out.
import { assertEvent, assign, setup } from 'xstate';
import {
  TOAST_DURATION_MS,
  TOAST_KINDS_REMOVED_LATER,
  TOAST_REMOVAL_DELAY_MS,
} from '../openapi/vocabulary/timing';
import type { ToastRequest } from './lib/effects';
import { after, timerLogic } from './lib/timer';

export type ToastEvent =
  | ({ type: 'toast.show' } & ToastRequest)
  /** The toast's timeout is up. */
  | { type: 'toast.expired' }
  /** The removal delay after hiding is up. */
  | { type: 'toast.removed' };

export type ToastContext = ToastRequest;

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actors: {
    /** Waits the kind's TOAST_DURATION_MS, then reports `toast.expired`. */
    hideTimer: timerLogic,
    /** Waits TOAST_REMOVAL_DELAY_MS, then reports `toast.removed`. */
    removalTimer: timerLogic,
  },
  actions: {
    keepToast: assign(({ event }) => {
      assertEvent(event, 'toast.show');
      return { message: event.message, tone: event.tone, kind: event.kind };
    }),
  },
  guards: {
    isRemovedLater: ({ context }) => TOAST_KINDS_REMOVED_LATER.includes(context.kind),
  },
}).createMachine({
  id: 'toast',
  context: { message: '', tone: 'success', kind: 'default' },
  initial: 'hidden',
  on: {
    // Shown from any state; while one is up, the new one replaces it.
    'toast.show': { target: '.visible', reenter: true, actions: 'keepToast' },
  },
  states: {
    hidden: {},
    visible: {
      invoke: {
        src: 'hideTimer',
        input: ({ context }) => after(TOAST_DURATION_MS[context.kind], { type: 'toast.expired' }),
      },
      on: {
        'toast.expired': [{ guard: 'isRemovedLater', target: 'fading' }, { target: 'hidden' }],
      },
    },
    /** Hidden, still in the page for the removal delay. */
    fading: {
      invoke: {
        src: 'removalTimer',
        input: after(TOAST_REMOVAL_DELAY_MS, { type: 'toast.removed' }),
      },
      on: { 'toast.removed': 'hidden' },
    },
  },
});
