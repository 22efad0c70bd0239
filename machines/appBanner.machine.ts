// The app banner: spec sections 2, 4 and 9.
//
// Shown unless the AD cookie is set, the page is a registration step or a JD source page, or the
// URL says app=true/1. Closing sets AD for a day. Open Now on Android or iOS tries the app's deep
// link and, 5 s later, if the page is still visible (the app did not take over), opens the Play
// Store or the App Store; on other devices it just hides the banner. The banner slides down when
// the user is within 30 px of the page bottom.
import { assertEvent, assign, setup } from 'xstate';
import { AD_COOKIE_DAYS, AD_COOKIE_VALUE, COOKIE } from '../openapi/vocabulary/cookies';
import { APP_BANNER_SLIDE_DISTANCE_PX } from '../openapi/vocabulary/limits';
import { APP_BANNER_HIDING_APP_PARAMS } from '../openapi/vocabulary/routes';
import { STORE_REDIRECT_DELAY_MS } from '../openapi/vocabulary/timing';
import type { CookieWrite } from './lib/effects';
import { missingAction } from './lib/implementations';
import { after, timerLogic } from './lib/timer';

export type DevicePlatform = 'android' | 'ios' | 'other';
export type AppStore = 'playStore' | 'appStore';

/** What the page knows when it loads. */
export interface AppBannerPage {
  /** The AD cookie is set. */
  dismissed: boolean;
  /** The `app` query parameter, if any. */
  appParam?: string;
  /** A registration-step page. */
  registrationStep: boolean;
  /** A job-detail source page. */
  jdSource: boolean;
  platform: DevicePlatform;
}

export type AppBannerEvent =
  | ({ type: 'page.loaded' } & AppBannerPage)
  /** Distance in px from the viewport's bottom to the page's bottom. */
  | { type: 'page.scrolled'; distanceToBottom: number }
  | { type: 'page.visibility'; visible: boolean }
  | { type: 'banner.close' }
  | { type: 'banner.openApp' }
  /** The store-redirect delay is up. */
  | { type: 'store.due' };

export interface AppBannerContext {
  platform: DevicePlatform;
  pageVisible: boolean;
}

const ID = 'appBanner';

export const appBannerMachine = setup({
  types: {
    context: {} as AppBannerContext,
    events: {} as AppBannerEvent,
  },
  actors: {
    /** Waits STORE_REDIRECT_DELAY_MS, then reports `store.due`. */
    storeTimer: timerLogic,
  },
  actions: {
    setCookie: missingAction<CookieWrite>(ID, 'setCookie'),
    openAppDeepLink: missingAction(ID, 'openAppDeepLink'),
    openStore: missingAction<{ store: AppStore }>(ID, 'openStore'),
    rememberPlatform: assign(({ event }) => {
      assertEvent(event, 'page.loaded');
      return { platform: event.platform };
    }),
    assumeVisible: assign({ pageVisible: true }),
    trackVisibility: assign(({ event }) => {
      assertEvent(event, 'page.visibility');
      return { pageVisible: event.visible };
    }),
  },
  guards: {
    isDismissed: ({ event }) => event.type === 'page.loaded' && event.dismissed,
    isExcludedPage: ({ event }) =>
      event.type === 'page.loaded' && (event.registrationStep || event.jdSource),
    isInApp: ({ event }) =>
      event.type === 'page.loaded' &&
      event.appParam !== undefined &&
      APP_BANNER_HIDING_APP_PARAMS.includes(event.appParam),
    isNearBottom: ({ event }) =>
      event.type === 'page.scrolled' && event.distanceToBottom <= APP_BANNER_SLIDE_DISTANCE_PX,
    isAwayFromBottom: ({ event }) =>
      event.type === 'page.scrolled' && event.distanceToBottom > APP_BANNER_SLIDE_DISTANCE_PX,
    isMobile: ({ context }) => context.platform !== 'other',
    isVisibleOnAndroid: ({ context }) => context.pageVisible && context.platform === 'android',
    isVisibleOnIos: ({ context }) => context.pageVisible && context.platform === 'ios',
  },
}).createMachine({
  id: ID,
  context: { platform: 'other', pageVisible: true },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'page.loaded': [
          { guard: 'isDismissed', target: 'hidden' },
          { guard: 'isExcludedPage', target: 'hidden' },
          { guard: 'isInApp', target: 'hidden' },
          { target: 'shown', actions: 'rememberPlatform' },
        ],
      },
    },
    shown: {
      type: 'parallel',
      on: {
        'banner.close': {
          target: 'closed',
          actions: {
            type: 'setCookie',
            params: {
              name: COOKIE.appBannerDismissed,
              value: AD_COOKIE_VALUE,
              days: AD_COOKIE_DAYS,
            },
          },
        },
      },
      states: {
        position: {
          initial: 'docked',
          states: {
            docked: { on: { 'page.scrolled': { guard: 'isNearBottom', target: 'slidDown' } } },
            slidDown: { on: { 'page.scrolled': { guard: 'isAwayFromBottom', target: 'docked' } } },
          },
        },
        handoff: {
          initial: 'offered',
          states: {
            offered: {
              on: {
                'banner.openApp': [
                  {
                    guard: 'isMobile',
                    target: 'openingApp',
                    actions: ['assumeVisible', 'openAppDeepLink'],
                  },
                  { target: '#appBanner.hidden' },
                ],
              },
            },
            /** The deep link was tried; the store is next unless the app took over. */
            openingApp: {
              invoke: {
                src: 'storeTimer',
                input: after(STORE_REDIRECT_DELAY_MS, { type: 'store.due' }),
              },
              on: {
                'page.visibility': { actions: 'trackVisibility' },
                'store.due': [
                  {
                    guard: 'isVisibleOnAndroid',
                    target: '#appBanner.hidden',
                    actions: { type: 'openStore', params: { store: 'playStore' } },
                  },
                  {
                    guard: 'isVisibleOnIos',
                    target: '#appBanner.hidden',
                    actions: { type: 'openStore', params: { store: 'appStore' } },
                  },
                  { target: '#appBanner.hidden' },
                ],
              },
            },
          },
        },
      },
    },
    /** Closed by the user: AD is set for a day. */
    closed: { type: 'final' },
    /** Not shown on this page, or done with. */
    hidden: { type: 'final' },
  },
});
