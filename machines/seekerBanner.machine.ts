// The seeker-engagement card banner: spec section 4 and 9. The banner appears on an event from the
// engagement script; the listener for that event is retried every 500 ms, for up to 3000 ms, until
// the script is there to attach to.
import { assertEvent, assign, sendTo, setup } from 'xstate';
import {
  SEEKER_BANNER_RETRY_INTERVAL_MS,
  SEEKER_BANNER_RETRY_LIMIT_MS,
} from '../openapi/vocabulary/timing';
import { missingActor } from './lib/implementations';
import { after, timerLogic } from './lib/timer';

/** The card the engagement script sends; its fields are the script's, passed through. */
export type EngagementCard = Readonly<Record<string, string>>;

export type SeekerBannerEvent =
  /** engagementListener: attached, or the script is not there yet. */
  | { type: 'listener.attached' }
  | { type: 'listener.unavailable' }
  /** The retry interval is up. */
  | { type: 'listener.retryDue' }
  /** engagementListener: the script asked for the banner. */
  | { type: 'engagement.received'; card: EngagementCard }
  | { type: 'engagement.dismissed' };

export interface SeekerBannerContext {
  /** Time spent retrying so far. */
  waitedMs: number;
  card: EngagementCard | null;
}

const ID = 'seekerBanner';
const LISTENER = 'listener';

export const seekerBannerMachine = setup({
  types: {
    context: {} as SeekerBannerContext,
    events: {} as SeekerBannerEvent,
  },
  actors: {
    /**
     * On each `listener.attach` it receives, tries to attach to the engagement script and reports
     * listener.attached or listener.unavailable; once attached it reports engagement.received for
     * each banner event.
     */
    engagementListener: missingActor(ID, 'engagementListener'),
    /** Waits SEEKER_BANNER_RETRY_INTERVAL_MS, then reports `listener.retryDue`. */
    retryTimer: timerLogic,
  },
  actions: {
    tryToAttach: sendTo(LISTENER, { type: 'listener.attach' }),
    countWait: assign({
      waitedMs: ({ context }) => context.waitedMs + SEEKER_BANNER_RETRY_INTERVAL_MS,
    }),
    resetWait: assign({ waitedMs: 0 }),
    keepCard: assign(({ event }) => {
      assertEvent(event, 'engagement.received');
      return { card: event.card };
    }),
    dropCard: assign({ card: null }),
  },
  guards: {
    canRetry: ({ context }) =>
      context.waitedMs + SEEKER_BANNER_RETRY_INTERVAL_MS <= SEEKER_BANNER_RETRY_LIMIT_MS,
  },
}).createMachine({
  id: ID,
  context: { waitedMs: 0, card: null },
  initial: 'active',
  states: {
    active: {
      invoke: { id: LISTENER, src: 'engagementListener' },
      initial: 'attaching',
      states: {
        attaching: {
          entry: 'tryToAttach',
          on: {
            'listener.attached': { target: 'listening', actions: 'resetWait' },
            'listener.unavailable': [
              { guard: 'canRetry', target: 'retrying' },
              { target: '#seekerBanner.gaveUp' },
            ],
          },
        },
        retrying: {
          invoke: {
            src: 'retryTimer',
            input: after(SEEKER_BANNER_RETRY_INTERVAL_MS, { type: 'listener.retryDue' }),
          },
          on: { 'listener.retryDue': { target: 'attaching', actions: 'countWait' } },
        },
        listening: {
          initial: 'waiting',
          states: {
            waiting: {
              on: { 'engagement.received': { target: 'showing', actions: 'keepCard' } },
            },
            showing: {
              on: { 'engagement.dismissed': { target: 'waiting', actions: 'dropCard' } },
            },
          },
        },
      },
    },
    /** The script never came within SEEKER_BANNER_RETRY_LIMIT_MS. */
    gaveUp: { type: 'final' },
  },
});
