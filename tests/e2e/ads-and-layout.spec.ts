// Spec section 9's ad rules and the header's cart at 1024 px, as a visitor meets them.
// Sites (issue 38): ads off on some pages on one of the three sites that turn them off (MY; HK and
// PH name the same pages in fixtures/sites.json), India's for the ads that stay.
import { expect, test, type Page } from '../support/usage-fixture';
import { readFileSync } from 'node:fs';
import { AD_POLLING_INTERVAL_MS } from '../../openapi/vocabulary/timing';
import { siteUrl, type SiteCode } from './support';
import { violationsOf } from './axe-scan';

const AD = (size: string) => `Advertisement ${size}`;

async function openResults(page: Page, code: SiteCode, path: string) {
  await page.goto(siteUrl(code, path));
  await expect(page.locator('.job-card').first()).toBeVisible();
}

test.describe('Ads (spec section 9)', () => {
  test('When a wide screen shows results, then the 160x600 ad stands beside the cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openResults(page, 'IN', '/search/results?query=java');
    const skyscraper = page.getByText(AD('160x600'));
    await expect(skyscraper).toBeVisible();
    const ad = await skyscraper.boundingBox();
    const card = await page.locator('.job-card').first().boundingBox();
    expect(ad && card && ad.x >= card.x + card.width).toBe(true);
    // Both slots show here, each a landmark with a name of its own.
    await expect(page.getByText(AD('728x90'))).toBeVisible();
    expect(await violationsOf(page, ['landmark-unique'])).toEqual([]);
  });

  test('When a narrower screen shows results, then there is no room for the 160x600 ad and it is not shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await openResults(page, 'IN', '/search/results?query=java');
    await expect(page.getByText(AD('160x600'))).toBeHidden();
  });

  for (const code of ['MY'] as const) {
    test(`When ${code}'s skill, location and company-search pages are open, then they show no ads, while its other results do`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openResults(page, code, '/search/results?query=developer');
      await expect(page.getByText(AD('728x90'))).toBeVisible();
      for (const path of [
        '/jobs-by-skill/java',
        `/jobs-by-location/${encodeURIComponent(firstCity(code))}`,
        '/search/jobs-by-company-cmpsrp?query=a&exactMatch=false',
      ]) {
        await page.goto(siteUrl(code, path));
        await expect(page.locator('.job-card').first()).toBeVisible();
        // The menu's own slot is the header's, not the page's.
        await expect(page.getByRole('main').getByLabel('Advertisement')).toHaveCount(0);
      }
    });
  }

  test('When the ad library arrives after the page, then each slot waits for it and is filled at its next poll', async ({
    page,
  }) => {
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sim-assets/ads.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openResults(page, 'IN', '/search/results?query=java');
    const slot = page.locator('aside[data-size="160x600"]');
    await expect(slot).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.clock.runFor(3 * AD_POLLING_INTERVAL_MS);
    await expect(slot).toHaveText('');
    release();
    await expect.poll(() => page.evaluate(() => 'jpAds' in window)).toBe(true);
    await expect(slot).toHaveText('');
    await page.clock.runFor(AD_POLLING_INTERVAL_MS);
    await expect(slot).toHaveText(AD('160x600'));
  });

  test("When India's skill page is open, then its ads are shown: only some sites switch them off", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openResults(page, 'IN', '/jobs-by-skill/java');
    await expect(page.getByText(AD('160x600'))).toBeVisible();
  });
});

/** The site's first city, as the fixtures give it. */
function firstCity(code: SiteCode): string {
  const sites: unknown = JSON.parse(readFileSync('fixtures/sites.json', 'utf8'));
  const list = Array.isArray(sites) ? sites : [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    if (!('countryCode' in entry) || entry.countryCode !== code || !('cities' in entry)) continue;
    const [first] = Array.isArray(entry.cities) ? entry.cities : [];
    if (typeof first === 'object' && first !== null && 'city' in first) return String(first.city);
  }
  throw new Error(`no city for ${code}`);
}

test.describe('The cart icon at 1024 px (spec section 9)', () => {
  async function cartIsLast(page: Page, width: number): Promise<boolean> {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(siteUrl('IN', '/?cart=1'));
    const cart = await page.getByRole('link', { name: /^Cart/ }).boundingBox();
    const signIn = await page.getByRole('link', { name: 'Sign in' }).boundingBox();
    if (!cart || !signIn) throw new Error('the cart or the sign-in link is not on the page');
    return cart.x > signIn.x;
  }

  test('When the screen is 1024 px or narrower, then the cart moves past the sign-in link to the end of the bar', async ({
    page,
  }) => {
    expect(await cartIsLast(page, 1100)).toBe(false);
    expect(await cartIsLast(page, 1024)).toBe(true);
    expect(await cartIsLast(page, 960)).toBe(true);
  });
});
