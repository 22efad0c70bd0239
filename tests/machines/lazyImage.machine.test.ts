import { describe, expect, it } from 'vitest';
import { LAZY_IMAGE_MAX_ATTEMPTS } from '../../openapi/vocabulary/timing';
import {
  lazyImageMachine,
  type ImageLoadInput,
  type LazyImageEvent,
} from '../../machines/lazyImage.machine';
import { fakeActor, start } from './support';
import { endStates, visitedStates } from './end-states';

function setUp() {
  const loader = fakeActor<LazyImageEvent, ImageLoadInput>();
  const machine = lazyImageMachine.provide({ actors: { loadImage: loader.logic } });
  return { loader, ...start(machine) };
}

describe('Lazy image', () => {
  it('When the image is out of view, then nothing loads', () => {
    const { actor, loader } = setUp();

    expect(actor.getSnapshot().value).toBe('waiting');
    expect(loader.starts).toBe(0);
  });

  it('When the image comes into view and loads, then it is loaded', () => {
    const { actor, loader } = setUp();

    actor.send({ type: 'image.inView' });
    loader.report({ type: 'image.loaded' });

    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('When a load fails, then it is tried again, up to 3 attempts in all', () => {
    const { actor, loader } = setUp();
    actor.send({ type: 'image.inView' });

    for (let attempt = 1; attempt <= LAZY_IMAGE_MAX_ATTEMPTS; attempt += 1) {
      loader.report({ type: 'image.failed' });
    }

    expect(loader.inputs).toEqual([{ attempt: 1 }, { attempt: 2 }, { attempt: 3 }]);
    expect(actor.getSnapshot().value).toBe('error');
  });

  it('When the second attempt works, then the image is loaded', () => {
    const { actor, loader } = setUp();
    actor.send({ type: 'image.inView' });

    loader.report({ type: 'image.failed' });
    loader.report({ type: 'image.loaded' });

    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('When the source was loaded before, then the image is loaded at once, without a load', () => {
    const { actor, loader } = setUp();

    actor.send({ type: 'image.cached' });

    expect(actor.getSnapshot().value).toBe('loaded');
    expect(loader.starts).toBe(0);
  });
});

describe('Where the lazyImage machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in error, loaded and nowhere else', () => {
    expect(endStates('lazyImage')).toEqual(['error', 'loaded']);
  });

  it('When every path of its model is replayed, then it starts in waiting and passes through these states and no other', () => {
    expect(visitedStates('lazyImage')).toEqual({
      starts: 'waiting',
      visits: ['error', 'loaded', 'loading', 'waiting'],
    });
  });
});
