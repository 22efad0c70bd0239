// The notification bar: spec sections 2 and 4. It reports a success or a failure and stays until
// closed; a new report replaces the shown one. Without a message it says 'Something Went Wrong!'.
import { assertEvent, assign, setup } from 'xstate';
import { NOTIFICATION_BAR_DEFAULT_MESSAGE } from '../openapi/vocabulary/messages';
import { type ToastTone } from './constants';

export type NotificationBarEvent =
  { type: 'bar.show'; tone: ToastTone; message?: string } | { type: 'bar.close' };

export interface NotificationBarContext {
  message: string;
}

export const notificationBarMachine = setup({
  types: {
    context: {} as NotificationBarContext,
    events: {} as NotificationBarEvent,
  },
  actions: {
    keepMessage: assign(({ event }) => {
      assertEvent(event, 'bar.show');
      return { message: event.message || NOTIFICATION_BAR_DEFAULT_MESSAGE };
    }),
  },
  guards: {
    isSuccess: ({ event }) => event.type === 'bar.show' && event.tone === 'success',
  },
}).createMachine({
  id: 'notificationBar',
  context: { message: NOTIFICATION_BAR_DEFAULT_MESSAGE },
  initial: 'hidden',
  on: {
    'bar.show': [
      { guard: 'isSuccess', target: '.success', actions: 'keepMessage' },
      { target: '.failure', actions: 'keepMessage' },
    ],
    'bar.close': '.hidden',
  },
  states: {
    hidden: {},
    success: {},
    failure: {},
  },
});
