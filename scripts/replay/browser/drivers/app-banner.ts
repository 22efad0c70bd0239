// appBanner on the home page (and the pages that hide it): the page's facts come from the URL,
// the AD cookie and the browser's user agent (an Android or iOS phone, or a desktop); scrolling
// and the page's visibility are the browser's own (visibility stubbed: a headless page cannot be
// hidden); the 5 s store redirect runs on Playwright's clock, paused once the app is asked for.
import { expect, type Page } from '@playwright/test';
import { COOKIE } from '../../../../openapi/vocabulary/cookies';
import { ROUTE } from '../../../../openapi/vocabulary/routes';
import { STORE_REDIRECT_DELAY_MS } from '../../../../openapi/vocabulary/timing';
import { siteOrigin, type PathContext } from '../context';
import type { BrowserDriver } from '../driver';
import { took, type PlannedStep } from '../plan';

const PHONES = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;
const FRAME_MS = 32;
const STORES = /^https:\/\/(play\.google\.com|apps\.apple\.com)\//;

const banner = (page: Page) => page.getByTestId('app-banner');
/** Where the stub below writes the app link the page tried. */
const DEEP_LINK_ATTRIBUTE = 'data-replay-deep-link';

/**
 * A phone without the app: the page's deep link (a custom scheme) is recorded and goes nowhere.
 * Left to itself, headless Chromium asks whether to open an external app, and that prompt, which
 * nobody can answer, swallows every later click and key press of the page.
 */
async function stubAppLinks(page: Page) {
  await page.addInitScript((attribute) => {
    const navigation: unknown = Reflect.get(window, 'navigation');
    if (!(navigation instanceof EventTarget)) return;
    navigation.addEventListener('navigate', (event) => {
      const destination: unknown = Reflect.get(event, 'destination');
      const url: unknown = destination instanceof Object ? Reflect.get(destination, 'url') : '';
      if (typeof url !== 'string' || /^https?:/.test(url)) return;
      event.preventDefault();
      document.documentElement.setAttribute(attribute, url);
    });
  }, DEEP_LINK_ATTRIBUTE);
}

/**
 * The banner is drawn with the page (the app's own code, its machine told of the page before the
 * first paint), so once the page's main part shows, "no banner" means the machine hid it.
 */
async function load(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
}

/** Runs the page's clock a frame at a time (it may be paused) until the check passes. */
async function frames(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(FRAME_MS);
    await check();
  }).toPass();
}

async function scrollTo(page: Page, fromBottom: number) {
  await page.evaluate((distance) => {
    const { scrollHeight } = document.documentElement;
    window.scrollTo(0, Math.max(0, scrollHeight - window.innerHeight - distance));
  }, fromBottom);
}

/** Opens the page the path's facts describe (AD set, a registration step, a job, app=…). */
async function pageLoaded({ page, backend }: PathContext, step: PlannedStep) {
  const event = step.event;
  const origin = siteOrigin('in');
  if (event.dismissed)
    await page.context().addCookies([{ name: COOKIE.appBannerDismissed, value: '1', url: origin }]);
  if (event.registrationStep) await load(page, `${origin}${ROUTE.seekerRegistration}`);
  else if (event.jdSource) {
    const { data } = await backend.api.GET('/middleware/search/results', {
      params: { query: { limit: 1 } },
    });
    await load(page, `${origin}/job/x-${data?.jobs[0]?.jobId ?? ''}`);
  } else await load(page, `${origin}/${event.appParam ? `?app=${String(event.appParam)}` : ''}`);
  if (step.active.includes('appBanner.hidden')) await expect(banner(page)).toHaveCount(0);
  else {
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveAttribute('data-position', 'docked');
  }
}

/** Presses Open Now: the app's link is tried (a phone), or the banner just goes (elsewhere). */
async function openApp(page: Page, step: PlannedStep) {
  // From here the page's time moves only when the path says (a second ahead: pauseAt cannot go
  // back, and the page's clock runs on while this process asks it the time).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await banner(page).getByRole('button', { name: 'Open Now' }).click();
  if (took(step, 'appBanner.shown.handoff.offered --banner.openApp--> #1')) {
    await expect(banner(page).getByRole('button', { name: 'Opening…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The app's own link was tried (a custom scheme, not the store's web page).
    await expect(page.locator('html')).toHaveAttribute(DEEP_LINK_ATTRIBUTE, /^[a-z]+:\/\//);
  } else await expect(banner(page)).toHaveCount(0);
}

/** The store redirect's 5 s: the phone's store opens, or nothing happens and the banner is gone. */
async function storeDue(page: Page, step: PlannedStep) {
  const before = page.url();
  await page.clock.runFor(STORE_REDIRECT_DELAY_MS);
  if (took(step, 'appBanner.shown.handoff.openingApp --store.due--> #1'))
    await expect(page).toHaveURL(/^https:\/\/play\.google\.com\/.*gl=IN/);
  else if (took(step, 'appBanner.shown.handoff.openingApp --store.due--> #2'))
    await expect(page).toHaveURL(/^https:\/\/apps\.apple\.com\/in\//);
  else {
    await expect(banner(page)).toHaveCount(0);
    expect(page.url()).toBe(before);
  }
}

export const appBannerDriver: BrowserDriver = {
  answers: [],
  // A banner slid away is inert: nobody can press its buttons until it docks again.
  playable: (path) =>
    path.steps.every(
      (step, k) =>
        !['banner.openApp', 'banner.close'].includes(step.event.type) ||
        !path.steps[k - 1]?.active.includes('appBanner.shown.position.slidDown'),
    ),
  contextOptions: (path) => {
    const loaded = path.steps.find((s) => s.event.type === 'page.loaded')?.event;
    const platform: unknown = loaded?.platform;
    const userAgent =
      platform === 'android' ? PHONES.android : platform === 'ios' ? PHONES.ios : undefined;
    return userAgent ? { userAgent, viewport: { width: 412, height: 860 }, isMobile: true } : {};
  },
  prepare: async ({ page }) => {
    await page.route(STORES, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
    );
    await stubAppLinks(page);
    await page.clock.install();
  },
  step: async (context, step) => {
    const { page } = context;
    const event = step.event;
    const origin = siteOrigin('in');
    switch (event.type) {
      case 'xstate.init':
        return;
      case 'page.loaded':
        await pageLoaded(context, step);
        return;
      case 'page.scrolled':
        await scrollTo(page, Number(event.distanceToBottom));
        // The page reads the scroll in an animation frame, on the page's clock (paused once the
        // app was asked for): frames until the banner shows where it went.
        await frames(page, () =>
          expect(banner(page)).toHaveAttribute(
            'data-position',
            took(step, 'appBanner.shown.position.docked') ? 'slidDown' : 'docked',
            { timeout: 250 },
          ),
        );
        return;
      case 'page.visibility':
        // The tab goes to the background (the app took over): what the browser reports then.
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', {
            value: 'hidden',
            configurable: true,
          });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        await expect(banner(page).getByRole('button', { name: 'Opening…' })).toBeVisible();
        return;
      case 'banner.close': {
        await banner(page).getByRole('button', { name: 'Close the app banner' }).click();
        await frames(page, () => expect(banner(page)).toHaveCount(0, { timeout: 250 }));
        const cookies = await page.context().cookies(origin);
        expect(cookies.some((c) => c.name === COOKIE.appBannerDismissed)).toBe(true);
        return;
      }
      case 'banner.openApp':
        await openApp(page, step);
        return;
      case 'store.due':
        await storeDue(page, step);
        return;
      default:
        throw new Error(`appBanner: no browser action for ${event.type}`);
    }
  },
};
