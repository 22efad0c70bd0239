import { describe, expect, it } from 'vitest';
import {
  SEEKER_BANNER_RETRY_INTERVAL_MS,
  SEEKER_BANNER_RETRY_LIMIT_MS,
} from '../../openapi/vocabulary/timing';
import { seekerBannerMachine, type SeekerBannerEvent } from '../../machines/seekerBanner.machine';
import { fakeActor, start } from './support';
import { endStates, visitedStates } from './end-states';

function setUp() {
  const listener = fakeActor<SeekerBannerEvent>();
  const machine = seekerBannerMachine.provide({ actors: { engagementListener: listener.logic } });
  return { listener, ...start(machine) };
}

const attachRequests = (received: { type: string }[]) =>
  received.filter((event) => event.type === 'listener.attach').length;

describe('Seeker engagement banner', () => {
  it('When the page starts, then the listener tries to attach at once', () => {
    const { listener } = setUp();

    expect(attachRequests(listener.received)).toBe(1);
  });

  it('When the script is not there, then the listener tries again every 500 ms', () => {
    const { listener, clock } = setUp();

    listener.report({ type: 'listener.unavailable' });
    clock.increment(SEEKER_BANNER_RETRY_INTERVAL_MS - 1);
    const early = attachRequests(listener.received);
    clock.increment(1);

    expect(early).toBe(1);
    expect(attachRequests(listener.received)).toBe(2);
  });

  it('When the script never comes, then the listener gives up after 3000 ms', () => {
    const { actor, listener, clock } = setUp();

    for (
      let waited = 0;
      waited < SEEKER_BANNER_RETRY_LIMIT_MS;
      waited += SEEKER_BANNER_RETRY_INTERVAL_MS
    ) {
      listener.report({ type: 'listener.unavailable' });
      clock.increment(SEEKER_BANNER_RETRY_INTERVAL_MS);
    }
    listener.report({ type: 'listener.unavailable' });

    expect(attachRequests(listener.received)).toBe(
      SEEKER_BANNER_RETRY_LIMIT_MS / SEEKER_BANNER_RETRY_INTERVAL_MS + 1,
    );
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(listener.running).toBe(false);
  });

  it('When the listener attaches, then the banner appears on the engagement event and can be dismissed', () => {
    const { actor, listener, clock } = setUp();
    listener.report({ type: 'listener.unavailable' });
    clock.increment(SEEKER_BANNER_RETRY_INTERVAL_MS);
    listener.report({ type: 'listener.attached' });

    listener.report({ type: 'engagement.received', card: { campaign_name: 'complete-profile' } });
    const shown = actor.getSnapshot();
    actor.send({ type: 'engagement.dismissed' });

    expect(shown.value).toEqual({ active: { listening: 'showing' } });
    expect(shown.context.card).toEqual({ campaign_name: 'complete-profile' });
    expect(actor.getSnapshot().value).toEqual({ active: { listening: 'waiting' } });
    expect(actor.getSnapshot().context.card).toBeNull();
    expect(listener.starts).toBe(1);
  });
});

describe('Where the seekerBanner machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in gaveUp and nowhere else', () => {
    expect(endStates('seekerBanner')).toEqual(['gaveUp']);
  });

  it('When every path of its model is replayed, then it starts in active.attaching and passes through these states and no other', () => {
    expect(visitedStates('seekerBanner')).toEqual({
      starts: 'active.attaching',
      visits: [
        'active.attaching',
        'active.listening.showing',
        'active.listening.waiting',
        'active.retrying',
        'gaveUp',
      ],
    });
  });
});
