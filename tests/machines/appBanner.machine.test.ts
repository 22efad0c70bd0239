import { describe, expect, it } from 'vitest';
import { AD_COOKIE_DAYS, COOKIE } from '../../openapi/vocabulary/cookies';
import { APP_BANNER_SLIDE_DISTANCE_PX } from '../../openapi/vocabulary/limits';
import { STORE_REDIRECT_DELAY_MS } from '../../openapi/vocabulary/timing';
import { appBannerMachine, type AppBannerPage } from '../../machines/appBanner.machine';
import type { CookieWrite } from '../../machines/lib/effects';
import { fakeAction, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

const androidPage: AppBannerPage = {
  dismissed: false,
  registrationStep: false,
  jdSource: false,
  platform: 'android',
};

function setUp(page: Partial<AppBannerPage> = {}) {
  const fakes = {
    setCookie: fakeAction<CookieWrite>(),
    openAppDeepLink: fakeAction(),
    openStore: fakeAction<{ store: 'playStore' | 'appStore' }>(),
  };
  const machine = appBannerMachine.provide({ actions: fakes });
  const started = start(machine);
  started.actor.send({ type: 'page.loaded', ...androidPage, ...page });
  return { ...fakes, ...started };
}

describe('App banner', () => {
  it('When nothing hides it, then the banner is shown, docked', () => {
    const { actor } = setUp();

    expect(actor.getSnapshot().value).toEqual({
      shown: { position: 'docked', handoff: 'offered' },
    });
  });

  it.each([
    ['the AD cookie is set', { dismissed: true }],
    ['the page is a registration step', { registrationStep: true }],
    ['the page is a JD source page', { jdSource: true }],
    ['the URL says app=true', { appParam: 'true' }],
    ['the URL says app=1', { appParam: '1' }],
  ])('When %s, then the banner is not shown', (_, page) => {
    const { actor } = setUp(page);

    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('When the banner is closed, then AD is set for a day', () => {
    const { actor, setCookie } = setUp();

    actor.send({ type: 'banner.close' });

    expect(actor.getSnapshot().value).toBe('closed');
    expect(paramsOf(setCookie)).toEqual([
      expect.objectContaining({ name: COOKIE.appBannerDismissed, days: AD_COOKIE_DAYS }),
    ]);
  });

  it('When the user scrolls within 30 px of the bottom, then the banner slides down, and back up away from it', () => {
    const { actor } = setUp();

    actor.send({ type: 'page.scrolled', distanceToBottom: APP_BANNER_SLIDE_DISTANCE_PX });
    const nearBottom = actor.getSnapshot().matches({ shown: { position: 'slidDown' } });
    actor.send({ type: 'page.scrolled', distanceToBottom: APP_BANNER_SLIDE_DISTANCE_PX + 1 });

    expect(nearBottom).toBe(true);
    expect(actor.getSnapshot().matches({ shown: { position: 'docked' } })).toBe(true);
  });

  it('When the page is scrolled but stays more than 30 px from the bottom, then the banner stays docked', () => {
    const { actor } = setUp();

    actor.send({ type: 'page.scrolled', distanceToBottom: 31 });

    expect(actor.getSnapshot().matches({ shown: { position: 'docked' } })).toBe(true);
  });

  it('When the slid-down banner is scrolled to exactly 30 px or closer, then it stays down', () => {
    const { actor } = setUp();
    actor.send({ type: 'page.scrolled', distanceToBottom: 0 });

    actor.send({ type: 'page.scrolled', distanceToBottom: 30 });
    const atThirty = actor.getSnapshot().matches({ shown: { position: 'slidDown' } });
    actor.send({ type: 'page.scrolled', distanceToBottom: 10 });

    expect(atThirty).toBe(true);
    expect(actor.getSnapshot().matches({ shown: { position: 'slidDown' } })).toBe(true);
  });

  it.each(['false', '0', ''])('When the URL says app=%s, then the banner is shown', (appParam) => {
    const { actor } = setUp({ appParam });

    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it.each([
    ['android', 'playStore'],
    ['ios', 'appStore'],
  ] as const)(
    'When Open Now is pressed on %s and the page is still visible 5 s later, then the %s opens',
    (platform, store) => {
      const { actor, clock, openAppDeepLink, openStore } = setUp({ platform });

      actor.send({ type: 'banner.openApp' });
      clock.increment(STORE_REDIRECT_DELAY_MS - 1);
      const early = openStore.mock.calls.length;
      clock.increment(1);

      expect(openAppDeepLink).toHaveBeenCalledTimes(1);
      expect(early).toBe(0);
      expect(paramsOf(openStore)).toEqual([{ store }]);
      expect(actor.getSnapshot().value).toBe('hidden');
    },
  );

  it('When the app takes over after Open Now, then no store opens', () => {
    const { actor, clock, openStore } = setUp();
    actor.send({ type: 'banner.openApp' });

    actor.send({ type: 'page.visibility', visible: false });
    clock.increment(STORE_REDIRECT_DELAY_MS);

    expect(openStore).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('When the app takes over after Open Now on ios, then the App Store does not open', () => {
    const { actor, clock, openStore } = setUp({ platform: 'ios' });
    actor.send({ type: 'banner.openApp' });

    actor.send({ type: 'page.visibility', visible: false });
    clock.increment(5000);

    expect(openStore).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('When Open Now is pressed on another device, then the banner just hides', () => {
    const { actor, clock, openAppDeepLink, openStore } = setUp({ platform: 'other' });

    actor.send({ type: 'banner.openApp' });
    clock.increment(STORE_REDIRECT_DELAY_MS);

    expect(actor.getSnapshot().value).toBe('hidden');
    expect(openAppDeepLink).not.toHaveBeenCalled();
    expect(openStore).not.toHaveBeenCalled();
  });

  it('When the banner is closed while the app is opening, then no store opens', () => {
    const { actor, clock, openStore } = setUp();
    actor.send({ type: 'banner.openApp' });

    actor.send({ type: 'banner.close' });
    clock.increment(STORE_REDIRECT_DELAY_MS);

    expect(openStore).not.toHaveBeenCalled();
  });
});

describe('Where the appBanner machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in closed, hidden and nowhere else', () => {
    expect(endStates('appBanner')).toEqual(['closed', 'hidden']);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('appBanner')).toEqual({
      starts: 'idle',
      visits: [
        'closed',
        'hidden',
        'idle',
        'shown.position.docked & shown.handoff.offered',
        'shown.position.docked & shown.handoff.openingApp',
        'shown.position.slidDown & shown.handoff.offered',
        'shown.position.slidDown & shown.handoff.openingApp',
      ],
    });
  });
});
