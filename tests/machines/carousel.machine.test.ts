import { describe, expect, it } from 'vitest';
import { carouselMachine } from '../../machines/carousel.machine';
import { CAROUSEL_AUTOPLAY_MS } from '../../openapi/vocabulary/timing';
import { start } from './support';
import { endStates, visitedStates } from './end-states';

const page = (actor: ReturnType<typeof start<typeof carouselMachine>>['actor']) =>
  actor.getSnapshot().context.page;

describe('Carousel', () => {
  it('When next and previous are pressed, then the page moves forward and back', () => {
    const { actor } = start(carouselMachine, { pageCount: 3, loop: false });

    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    const forward = page(actor);
    actor.send({ type: 'carousel.previous' });

    expect(forward).toBe(2);
    expect(page(actor)).toBe(1);
  });

  it('When looping, then next on the last page goes to the first and previous on the first to the last', () => {
    const { actor } = start(carouselMachine, { pageCount: 3, loop: true });

    actor.send({ type: 'carousel.previous' });
    const wrappedBack = page(actor);
    actor.send({ type: 'carousel.next' });

    expect(wrappedBack).toBe(2);
    expect(page(actor)).toBe(0);
  });

  it('When not looping, then the page stops at both ends', () => {
    const { actor } = start(carouselMachine, { pageCount: 2, loop: false });

    actor.send({ type: 'carousel.previous' });
    const atStart = page(actor);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });

    expect(atStart).toBe(0);
    expect(page(actor)).toBe(1);
  });

  it('When a page dot is pressed, then that page shows, and a page that does not exist is ignored', () => {
    const { actor } = start(carouselMachine, { pageCount: 3, loop: true });

    actor.send({ type: 'carousel.goTo', page: 2 });
    const chosen = page(actor);
    actor.send({ type: 'carousel.goTo', page: 7 });

    expect(chosen).toBe(2);
    expect(page(actor)).toBe(2);
  });

  it('When the first page dot is pressed from another page, then the first page shows', () => {
    const { actor } = start(carouselMachine, { pageCount: 3, loop: true });
    actor.send({ type: 'carousel.goTo', page: 2 });

    actor.send({ type: 'carousel.goTo', page: 0 });

    expect(page(actor)).toBe(0);
  });

  it.each([
    ['one past the last page', 3],
    ['a negative page', -1],
    ['a fraction of a page', 1.5],
  ])('When a dot asks for %s, then the page stays', (_, asked) => {
    const { actor } = start(carouselMachine, { pageCount: 3, loop: true });
    actor.send({ type: 'carousel.goTo', page: 1 });

    actor.send({ type: 'carousel.goTo', page: asked });

    expect(page(actor)).toBe(1);
  });

  it('When nothing is pressed, then autoplay moves a page every 2000 ms', () => {
    const { actor, clock } = start(carouselMachine, { pageCount: 3, loop: true });

    clock.increment(CAROUSEL_AUTOPLAY_MS - 1);
    const early = page(actor);
    clock.increment(1);
    const once = page(actor);
    clock.increment(CAROUSEL_AUTOPLAY_MS);

    expect(early).toBe(0);
    expect(once).toBe(1);
    expect(page(actor)).toBe(2);
  });

  it('When not looping, then autoplay stops at the last page', () => {
    const { actor, clock } = start(carouselMachine, { pageCount: 2, loop: false });

    clock.increment(CAROUSEL_AUTOPLAY_MS);
    const last = page(actor);
    clock.increment(CAROUSEL_AUTOPLAY_MS * 2);

    expect(last).toBe(1);
    expect(page(actor)).toBe(1);
  });

  it('When the pointer is over the carousel, then autoplay pauses until it leaves', () => {
    const { actor, clock } = start(carouselMachine, { pageCount: 3, loop: true });

    actor.send({ type: 'carousel.pointerEnter' });
    clock.increment(CAROUSEL_AUTOPLAY_MS * 3);
    const paused = page(actor);
    actor.send({ type: 'carousel.pointerLeave' });
    clock.increment(CAROUSEL_AUTOPLAY_MS);

    expect(paused).toBe(0);
    expect(page(actor)).toBe(1);
  });
});

describe('Where the carousel machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it never ends: no state leaves it done', () => {
    expect(endStates('carousel')).toEqual([]);
  });

  it('When every path of its model is replayed, then it starts in playing and passes through these states and no other', () => {
    expect(visitedStates('carousel')).toEqual({
      starts: 'playing',
      visits: ['paused', 'playing'],
    });
  });
});
