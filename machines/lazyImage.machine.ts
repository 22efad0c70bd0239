// A lazily loaded image: spec sections 4 and 9. Loading starts when the image comes into view
// (the web app's loader decides that, throttled to one look per 200 ms); a failed load is tried
// again at once, up to 3 attempts in all. A source the page loaded before (its cache of 200) is
// loaded at once, without waiting for the view.
import { assign, setup } from 'xstate';
import { LAZY_IMAGE_MAX_ATTEMPTS } from '../openapi/vocabulary/timing';
import { missingActor } from './lib/implementations';

export interface ImageLoadInput {
  /** 1 for the first try. */
  attempt: number;
}

export type LazyImageEvent =
  | { type: 'image.inView' }
  /** The source is in the page's cache of loaded images. */
  | { type: 'image.cached' }
  /** loadImage: loaded, or failed. */
  | { type: 'image.loaded' }
  | { type: 'image.failed' };

export interface LazyImageContext {
  attempt: number;
}

export const lazyImageMachine = setup({
  types: {
    context: {} as LazyImageContext,
    events: {} as LazyImageEvent,
  },
  actors: {
    /** Loads the image: image.loaded or image.failed. */
    loadImage: missingActor<ImageLoadInput>('lazyImage', 'loadImage'),
  },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
  },
  guards: {
    canRetry: ({ context }) => context.attempt < LAZY_IMAGE_MAX_ATTEMPTS,
  },
}).createMachine({
  id: 'lazyImage',
  context: { attempt: 1 },
  initial: 'waiting',
  states: {
    /** Not in view yet. */
    waiting: { on: { 'image.inView': 'loading', 'image.cached': 'loaded' } },
    loading: {
      invoke: { src: 'loadImage', input: ({ context }) => ({ attempt: context.attempt }) },
      on: {
        'image.loaded': 'loaded',
        'image.failed': [
          { guard: 'canRetry', target: 'loading', reenter: true, actions: 'countAttempt' },
          { target: 'error' },
        ],
      },
    },
    loaded: { type: 'final' },
    error: { type: 'final' },
  },
});
