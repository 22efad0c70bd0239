// The carousel (Employers of Choice): spec sections 4 and 9. The page index moves forward and
// back and, when looping (on for employers), wraps around; autoplay moves forward every 2000 ms
// and pauses while the pointer is over the carousel.
import { assertEvent, assign, setup } from 'xstate';
import { CAROUSEL_AUTOPLAY_MS } from '../openapi/vocabulary/timing';
import { every, intervalLogic } from './lib/timer';

export interface CarouselInput {
  pageCount: number;
  loop: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; page: number }
  | { type: 'carousel.pointerEnter' }
  | { type: 'carousel.pointerLeave' }
  /** The autoplay interval is up. */
  | { type: 'autoplay.tick' };

export interface CarouselContext extends CarouselInput {
  page: number;
}

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actors: {
    /** Reports `autoplay.tick` every CAROUSEL_AUTOPLAY_MS. */
    autoplayTimer: intervalLogic,
  },
  actions: {
    goForward: assign({
      page: ({ context }) => (context.page + 1) % context.pageCount,
    }),
    goBack: assign({
      page: ({ context }) => (context.page - 1 + context.pageCount) % context.pageCount,
    }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'carousel.goTo');
      return { page: event.page };
    }),
  },
  guards: {
    canGoForward: ({ context }) => context.loop || context.page < context.pageCount - 1,
    canGoBack: ({ context }) => context.loop || context.page > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'carousel.goTo' &&
      Number.isInteger(event.page) &&
      event.page >= 0 &&
      event.page < context.pageCount &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ ...input, page: 0 }),
  on: {
    'carousel.next': { guard: 'canGoForward', actions: 'goForward' },
    'carousel.previous': { guard: 'canGoBack', actions: 'goBack' },
    'carousel.goTo': { guard: 'isOtherPage', actions: 'goToPage' },
  },
  initial: 'playing',
  states: {
    playing: {
      invoke: {
        src: 'autoplayTimer',
        input: every(CAROUSEL_AUTOPLAY_MS, { type: 'autoplay.tick' }),
      },
      on: {
        'autoplay.tick': { guard: 'canGoForward', actions: 'goForward' },
        'carousel.pointerEnter': 'paused',
      },
    },
    paused: {
      on: { 'carousel.pointerLeave': 'playing' },
    },
  },
});
