// The home page's own sections (spec sections 2, 4, 5, 8, 9): the download-app form and its
// send-link outcomes, the app banner, the Employers of Choice carousel with follow, and the brand
// banners with sanitised text. The simulator is real; faults come from its control API, each test
// in its own scenario so that parallel tests never see each other's faults.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '../support/usage-fixture';
import { freshMobileFor, signIn } from './seeker';
import {
  AD_COOKIE_DAYS,
  AUTO_APPLY_ACTION_COOKIE_DAYS,
  AUTO_APPLY_ACTION_FOLLOW,
  COOKIE,
} from '../../openapi/vocabulary/cookies';
import {
  COMPANY_FOLLOWED_MESSAGE,
  COMPANY_UNFOLLOWED_MESSAGE,
  DOWNLOAD_APP_HEADLINE,
  INVALID_MOBILE_MESSAGE,
  SEND_LINK_FAILED_MESSAGE,
} from '../../openapi/vocabulary/messages';
import { seekerLoginUrl } from '../../openapi/vocabulary/routes';
import { CAROUSEL_AUTOPLAY_MS, STORE_REDIRECT_DELAY_MS } from '../../openapi/vocabulary/timing';
import { expectNoInjectedScript, faultFor, siteUrl, SITE_CODES, type SiteCode } from './support';

const SEND_LINK_PATH = '/api/middleware/apps/download-link';
const DAY_S = 24 * 60 * 60;

/** A fresh valid Indian mobile number (the simulator sends at most 3 links to one number an hour). */
const indianNumber = () => freshMobileFor('91');

/** Sets AD on every site, so the app banner stays out of the way of the test's clicks. */
async function withoutAppBanner(page: Page) {
  await page.context().addCookies(
    SITE_CODES.map((code) => ({
      name: COOKIE.appBannerDismissed,
      value: '1',
      url: siteUrl(code),
    })),
  );
}

async function openHome(page: Page, code: SiteCode = 'IN', query = '') {
  await page.goto(siteUrl(code, `/${query}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The sections far down the home page load as they come near: scrolls to one, as a visitor would. */
async function scrollToSection(page: Page, name: string) {
  // A section's stand-in carries its name until the section replaces it: a scroll that meets the
  // stand-in as it goes (detached) is tried again on the section (seen flaky in a gate run).
  await expect(async () => {
    await page.getByRole('region', { name }).first().scrollIntoViewIfNeeded({ timeout: 5_000 });
  }).toPass();
}

const BANNERS = 'Brand banners';
const isBannersCall = (r: Request) => r.url().includes('/api/middleware/searchBanners');

/** Opens the home page and scrolls down to the download-app section. */
async function openDownloadApp(page: Page, code: SiteCode = 'IN') {
  await openHome(page, code);
  await scrollToSection(page, DOWNLOAD_APP_HEADLINE);
  await expect(page.getByRole('heading', { level: 2, name: /Find Better, Faster/ })).toBeVisible();
}

function sendLinkForm(page: Page) {
  return {
    isd: page.getByLabel('Country code'),
    number: page.getByLabel('Mobile number'),
    submit: page.getByRole('button', { name: /Send link|Sending/ }),
    error: page.locator('#send-link-error'),
  };
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('download-app section', () => {
  test.beforeEach(async ({ page }) => {
    await withoutAppBanner(page);
  });

  test('When a valid number is sent, then the success toast shows the responseMessage and the payload carries the site and a captcha token', async ({
    page,
  }) => {
    await openDownloadApp(page);
    const form = sendLinkForm(page);
    const number = indianNumber();
    await form.number.fill(number);

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(SEND_LINK_PATH)),
      page.waitForResponse((r) => r.url().endsWith(SEND_LINK_PATH)),
      form.submit.click(),
    ]);

    expect(request.postDataJSON()).toEqual({
      isdCode: '91',
      mobileNumber: number,
      sitePropsCountryCode: 'IN',
      gRecaptchaResponse: expect.stringMatching(/^sim-captcha-\w+$/),
    });
    expect(request.headers()['x-source-site-context']).toBe('india');
    expect(response.status()).toBe(200);
    const { responseMessage } = (await response.json()) as { responseMessage: string };
    await expect(toast(page)).toHaveText(responseMessage);
    await expect(toast(page)).toHaveClass(/toast-success/);
  });

  test('When the simulator answers 422, then its errorMessage shows as a failure toast', async ({
    page,
    request,
  }) => {
    const message = 'Too many requests for this number, try later.';
    await faultFor(request, {
      operationId: 'appsDownloadLink',
      kind: 'unprocessable',
      message,
    });
    await openDownloadApp(page);
    const form = sendLinkForm(page);
    await form.number.fill(indianNumber());
    await form.submit.click();

    await expect(toast(page)).toHaveText(message);
    await expect(toast(page)).toHaveClass(/toast-failure/);
  });

  test('When the call fails with another status, then the generic failure toast shows', async ({
    page,
    request,
  }) => {
    await faultFor(request, {
      operationId: 'appsDownloadLink',
      kind: 'status',
      status: 503,
      message: 'Upstream down',
    });
    await openDownloadApp(page);
    const form = sendLinkForm(page);
    await form.number.fill(indianNumber());
    await form.submit.click();

    await expect(toast(page)).toHaveText(SEND_LINK_FAILED_MESSAGE);
    await expect(toast(page)).toHaveClass(/toast-failure/);
  });

  test('When the captcha token is rejected, then the 401 errorMessage shows as a failure toast', async ({
    page,
  }) => {
    await openDownloadApp(page);
    await page.evaluate(() => {
      (window as Window & { __simCaptchaToken?: string }).__simCaptchaToken = 'invalid-captcha';
    });
    const form = sendLinkForm(page);
    await form.number.fill(indianNumber());

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(SEND_LINK_PATH)),
      page.waitForResponse((r) => r.url().endsWith(SEND_LINK_PATH)),
      form.submit.click(),
    ]);

    expect((request.postDataJSON() as { gRecaptchaResponse: string }).gRecaptchaResponse).toBe(
      'invalid-captcha',
    );
    expect(response.status()).toBe(401);
    const { errorMessage } = (await response.json()) as { errorMessage: string };
    await expect(toast(page)).toHaveText(errorMessage);
    await expect(toast(page)).toHaveClass(/toast-failure/);
  });

  test('When letters are typed, then only the digits stay; an invalid number shows the error until the next key', async ({
    page,
  }) => {
    await openDownloadApp(page);
    const form = sendLinkForm(page);
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(SEND_LINK_PATH)) sent.push(r);
    });
    await expect(form.number).toHaveAttribute('maxlength', '15');

    await form.number.pressSequentially('98a7b6-5 4');
    await expect(form.number).toHaveValue('987654');

    await form.submit.click();
    await expect(form.error).toHaveText(INVALID_MOBILE_MESSAGE);
    await expect(form.number).toHaveAttribute('aria-invalid', 'true');

    await form.number.press('3');
    await expect(form.error).toBeEmpty();
    await expect(form.number).not.toHaveAttribute('aria-invalid', 'true');

    // Ten digits that do not start with 6-9 fail the India pattern too.
    await form.number.fill('5123456789');
    await form.number.press('Enter');
    await expect(form.error).toHaveText(INVALID_MOBILE_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  test('When the call is slow, then the button shows the loader and a second press sends nothing more', async ({
    page,
  }) => {
    // The call is held until the presses are done (a fixed latency is a window a busy machine
    // can miss), then goes on to the simulator.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${SEND_LINK_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await openDownloadApp(page);
    const form = sendLinkForm(page);
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(SEND_LINK_PATH)) calls++;
    });
    await form.number.fill(indianNumber());
    await form.submit.click();

    await expect(form.submit).toHaveText('Sending…');
    await expect(form.submit).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while the first call is out (a forced click: Playwright waits for
    // aria-disabled buttons otherwise), by pointer and by Enter.
    await form.submit.click({ force: true });
    await form.number.press('Enter');
    await expect(form.submit).toHaveText('Sending…');
    release();
    await expect(toast(page)).toHaveClass(/toast-success/);
    await expect(form.submit).toHaveText('Send link');
    expect(calls).toBe(1);
  });

  test('When the Gulf site is open, then its six dial codes are listed and can be picked, and the picked one is sent (issue 27)', async ({
    page,
  }) => {
    await openDownloadApp(page, 'SA');
    const form = sendLinkForm(page);
    await expect(form.isd.locator('option')).toHaveText([
      '+971',
      '+966',
      '+974',
      '+968',
      '+965',
      '+973',
    ]);
    await expect(form.isd).not.toHaveAttribute('aria-readonly', 'true');
    await expect(form.isd).toHaveValue('971');
    await form.isd.selectOption('974');
    await expect(form.isd).toHaveValue('974');

    await form.number.fill(freshMobileFor('974'));
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(SEND_LINK_PATH)),
      form.submit.click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({ isdCode: '974', sitePropsCountryCode: 'SA' });
    await expect(toast(page)).toHaveClass(/toast-success/);
  });

  test('When a one-code site is open, then its dial code is read-only', async ({ page }) => {
    await openDownloadApp(page, 'IN');
    const form = sendLinkForm(page);
    await expect(form.isd).toHaveAttribute('aria-readonly', 'true');
    await form.isd.focus();
    await form.isd.press('ArrowDown');
    await expect(form.isd).toHaveValue('91');
  });

  test('When a site is open, then its own QR image and store links are shown', async ({ page }) => {
    await openDownloadApp(page, 'SG');
    const qr = page.getByRole('img', { name: /QR code/ });
    await expect(qr).toHaveAttribute('src', '/sim-assets/qr/sg.svg');
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const store = page.locator('.store-badges');
    await expect(store.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      /play\.google\.com.*gl=SG/,
    );
    await expect(store.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      /apps\.apple\.com\/sg\//,
    );
    await expect(sendLinkForm(page).isd.locator('option')).toHaveText(['+65']);
  });
});

test.describe('app banner', () => {
  const banner = (page: Page) => page.getByTestId('app-banner');

  test('When the banner is closed, then AD is set for a day and the banner stays hidden after a reload', async ({
    page,
  }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Close the app banner' }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookie = (await page.context().cookies(siteUrl('IN'))).find(
      (c) => c.name === COOKIE.appBannerDismissed,
    );
    expect(cookie).toBeDefined();
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(AD_COOKIE_DAYS * DAY_S - 120);
    expect(lifetime).toBeLessThanOrEqual(AD_COOKIE_DAYS * DAY_S + 5);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  for (const value of ['1', 'true']) {
    test(`When the URL says app=${value}, then the banner is not shown`, async ({ page }) => {
      await openHome(page, 'IN', `?app=${value}`);
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test('When the user nears the page bottom, then the banner slides away, and comes back higher up', async ({
    page,
  }) => {
    await openHome(page);
    await expect(banner(page)).toHaveAttribute('data-position', 'docked');
    // The last section loads as the page nears it, and the page grows: scroll on to the end.
    await scrollToSection(page, DOWNLOAD_APP_HEADLINE);
    await expect(
      page.getByRole('heading', { level: 2, name: /Find Better, Faster/ }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(banner(page)).toHaveAttribute('data-position', 'slidDown');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner(page)).toHaveAttribute('data-position', 'docked');
  });

  test('When Open Now is pressed on a desktop, then the banner just hides and AD stays unset', async ({
    page,
  }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: 'Open Now' }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookies = await page.context().cookies(siteUrl('IN'));
    expect(cookies.some((c) => c.name === COOKIE.appBannerDismissed)).toBe(false);
  });

  test('When Open Now is pressed on Android and the page stays visible, then the Play Store opens after 5 s', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      viewport: { width: 412, height: 860 },
    });
    const page = await context.newPage();
    await page.route('https://play.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Play Store</title>' }),
    );
    await page.clock.install();
    await openHome(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    await banner(page).getByRole('button', { name: 'Open Now' }).click();
    await page.clock.runFor(STORE_REDIRECT_DELAY_MS);

    await page.waitForURL(/play\.google\.com.*gl=IN/);
    expect(navigations.some((url) => url.startsWith('http://in.localhost'))).toBe(false);
    await context.close();
  });
});

test.describe('Employers of Choice', () => {
  test.beforeEach(async ({ page }) => {
    await withoutAppBanner(page);
  });

  const track = (page: Page) => page.locator('.employers .carousel-track');

  test('When the arrows and dots are used, then the carousel pages forward, back and around', async ({
    page,
  }) => {
    await openHome(page);
    const employers = page.getByRole('region', { name: 'Employers of Choice' });
    await expect(employers.locator('.employer-card')).toHaveCount(20);
    await employers.getByRole('button', { name: /^Pause/ }).click();
    await expect(track(page)).toHaveAttribute('data-page', '0');
    // 20 companies, 7 a page at 1280 px: 3 pages, the others' buttons out of the tab order.
    await expect(employers.locator('.carousel-slide:not([inert])')).toHaveCount(7);
    await expect(employers.getByRole('button', { name: /^Page \d of 3$/ })).toHaveCount(3);

    await employers.getByRole('button', { name: 'Next employers' }).click();
    await expect(track(page)).toHaveAttribute('data-page', '1');
    await expect(employers.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await employers.getByRole('button', { name: 'Previous employers' }).click();
    await employers.getByRole('button', { name: 'Previous employers' }).click();
    await expect(track(page)).toHaveAttribute('data-page', '2');
    await expect(employers.locator('.carousel-slide:not([inert])')).toHaveCount(6);
    await employers.getByRole('button', { name: 'Page 1 of 3' }).click();
    await expect(track(page)).toHaveAttribute('data-page', '0');
  });

  test('When the pointer or the keyboard focus is on the carousel, then autoplay waits; otherwise it turns every 2 s', async ({
    page,
  }) => {
    await page.clock.install();
    await openHome(page);
    const employers = page.getByRole('region', { name: 'Employers of Choice' });
    await expect(employers.locator('.employer-card')).toHaveCount(20);
    await page.mouse.move(5, 5);
    // The page's time moves only as the test runs it, so "waits" is proven without waiting.
    await page.clock.pauseAt(Date.now() + 60_000);
    const first = await track(page).getAttribute('data-page');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
    await expect(track(page)).not.toHaveAttribute('data-page', first ?? '');

    await employers.locator('.carousel-viewport').hover();
    // Paused (its page changes are announced then): the page read now is the one that stays.
    await expect(track(page)).toHaveAttribute('aria-live', 'polite');
    const hovered = await track(page).getAttribute('data-page');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
    await expect(track(page)).toHaveAttribute('data-page', hovered ?? '');

    await employers.getByRole('button', { name: /^Pause/ }).focus();
    await page.mouse.move(5, 5);
    await expect(track(page)).toHaveAttribute('aria-live', 'polite');
    const focused = await track(page).getAttribute('data-page');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
    await expect(track(page)).toHaveAttribute('data-page', focused ?? '');

    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
    await expect(track(page)).not.toHaveAttribute('data-page', focused ?? '');
  });

  test('When the window is 800 px or narrower, or a site has 7 or fewer employers, then no arrows show', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await openHome(page);
    const employers = page.getByRole('region', { name: 'Employers of Choice' });
    await expect(employers.locator('.employer-card').first()).toBeVisible();
    await expect(employers.getByRole('button', { name: 'Next employers' })).toHaveCount(0);
    // 701-1000 px shows 4 a page.
    await expect(employers.locator('.carousel-slide:not([inert])')).toHaveCount(4);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page, 'HK');
    await expect(employers.locator('.employer-card')).toHaveCount(6);
    await expect(employers.getByRole('button', { name: 'Next employers' })).toHaveCount(0);
  });

  test('When a guest presses Follow, then autoApplyAction is set for a day and the seeker login opens, with no follow call', async ({
    page,
  }) => {
    await openHome(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/companyFollow|companyUnfollow/.test(r.url())) calls.push(r.url());
    });
    const employers = page.getByRole('region', { name: 'Employers of Choice' });
    await employers.getByRole('button', { name: /^Pause/ }).click();
    await employers
      .locator('.carousel-slide:not([inert])')
      .getByRole('button', { name: /^Follow / })
      .first()
      .click();

    // Back to this page after signing in, naming the company to follow then (autoApplyOn).
    await page.waitForURL((url) => url.pathname === seekerLoginUrl('/').split('?')[0]);
    expect(new URL(page.url()).searchParams.get('return_url')).toMatch(
      /^\/\?autoApplyOn=company-\d+$/,
    );
    const cookie = (await page.context().cookies(siteUrl('IN'))).find(
      (c) => c.name === COOKIE.autoApplyAction,
    );
    expect(cookie?.value).toBe(AUTO_APPLY_ACTION_FOLLOW);
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(AUTO_APPLY_ACTION_COOKIE_DAYS * DAY_S - 120);
    expect(lifetime).toBeLessThanOrEqual(AUTO_APPLY_ACTION_COOKIE_DAYS * DAY_S + 5);
    expect(calls).toEqual([]);
  });

  test('When a seeker follows and unfollows, then the button flips and the count moves by one each way', async ({
    page,
  }) => {
    // The toast is up for the spec's 1000 ms: the clock is held while it is read, so a busy
    // machine cannot miss it, then moved on to see it go.
    await page.clock.install();
    await signIn(page, 'IN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const employers = page.getByRole('region', { name: 'Employers of Choice' });
    await employers.getByRole('button', { name: /^Pause/ }).click();
    const name =
      (await employers
        .locator('.carousel-slide:not([inert]) .employer-card')
        .filter({ has: page.getByRole('button', { name: /^Follow / }) })
        .first()
        .getByRole('heading')
        .textContent()) ?? '';
    const card = employers
      .locator('.employer-card')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    const count = async () =>
      Number(((await card.getByTestId('follower-count').textContent()) ?? '').replace(/\D/g, ''));
    const before = await count();
    const button = employers.getByRole('button', { name: `Follow ${name}`, exact: true });

    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    const unfollow = employers.getByRole('button', { name: `Unfollow ${name}`, exact: true });
    await expect(unfollow).toBeVisible();
    await expect(toast(page)).toHaveText(COMPANY_FOLLOWED_MESSAGE);
    expect(await count()).toBe(before + 1);
    await page.clock.runFor(999);
    await expect(toast(page)).toHaveText(COMPANY_FOLLOWED_MESSAGE);
    await page.clock.runFor(1);
    await expect(toast(page)).toBeHidden();

    await unfollow.click();
    await expect(button).toBeVisible();
    await expect(toast(page)).toHaveText(COMPANY_UNFOLLOWED_MESSAGE);
    expect(await count()).toBe(before);
  });
});

test.describe('brand banners', () => {
  test.beforeEach(async ({ page }) => {
    await withoutAppBanner(page);
  });

  const image = (id: string, size: 'large' | 'small') => `/sim-assets/banners/${id}-${size}.svg`;

  test('When a banner text carries script, handlers and javascript: links, then it renders sanitised and nothing runs', async ({
    page,
    request,
  }) => {
    const hostile =
      '<p>Safe <strong>words</strong><img src="/nowhere.png" onerror="window.__simXss=1">' +
      '<script>window.__simXss=2</script><a href="javascript:window.__simXss=3">click</a>' +
      '<span onclick="window.__simXss=4">tap</span><style>body{display:none}</style></p>';
    await faultFor(request, {
      operationId: 'searchBanners',
      kind: 'body',
      status: 200,
      body: {
        brandMaximizer: [
          {
            id: 'in-bm-1',
            name: 'Acme Hiring',
            image_large: image('in-bm-1', 'large'),
            image_small: image('in-bm-1', 'small'),
            link: '/search/jobs-by-company-cmpsrp?query=Acme&exactMatch=true',
            text: hostile,
          },
        ],
        brandBooster: [
          {
            id: 'in-bb-1',
            name: 'Career help',
            image_large: image('in-bb-1', 'large'),
            image_small: image('in-bb-1', 'small'),
            link: '/career-services',
            text: '<p>Career <em>help</em></p>',
          },
        ],
        walkinBanners: [],
      },
    });
    await openHome(page);
    const [bannersRequest] = await Promise.all([
      page.waitForRequest(isBannersCall),
      scrollToSection(page, BANNERS),
    ]);
    expect(new URL(bannersRequest.url()).searchParams.get('subchannel_id')).toBe('1');

    const texts = page.getByTestId('banner-text');
    await expect(texts).toHaveCount(2);
    const text = texts.first();
    await expect(text).toContainText('Safe words');
    await expect(text.locator('strong')).toHaveText('words');
    const html = await text.innerHTML();
    expect(html).not.toMatch(/<script|<img|<style|onerror|onclick|javascript:/i);
    // Pressed as the user would; nothing of the attacker's survives to run.
    await text.getByText('click').dispatchEvent('click');
    await text.getByText('tap').dispatchEvent('click');
    await expectNoInjectedScript(page);
    await expect(page.locator('body')).toBeVisible();

    await expect(page.getByRole('link', { name: /^Career help/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await page.getByRole('link', { name: 'Acme Hiring' }).getAttribute('target')).toBeNull();
    await expect(page.getByRole('img', { name: 'Acme Hiring' })).toHaveAttribute(
      'src',
      image('in-bm-1', 'large'),
    );
  });

  test('When the site has no brand banners, then no banner section is rendered', async ({
    page,
    request,
  }) => {
    await faultFor(request, {
      operationId: 'searchBanners',
      kind: 'body',
      status: 200,
      body: { brandMaximizer: [], brandBooster: [], walkinBanners: [] },
    });
    await openHome(page);
    await Promise.all([
      page.waitForResponse((r) => isBannersCall(r.request())),
      scrollToSection(page, BANNERS),
    ]);
    await expect(page.getByRole('region', { name: 'Employers of Choice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top companies hiring' })).toHaveCount(0);
    await expect(page.locator('.brand-banners')).toHaveCount(0);
  });

  test('When home loads, then it asks for the walk-in drives too and shows them, each leading to the walk-in jobs', async ({
    page,
  }) => {
    await openHome(page);
    const [bannersRequest] = await Promise.all([
      page.waitForRequest(isBannersCall),
      scrollToSection(page, BANNERS),
    ]);
    expect(new URL(bannersRequest.url()).searchParams.get('showWalkin')).toBe('true');
    const drives = page.getByRole('region', { name: 'Walk-in drives' });
    await expect(drives).toBeVisible();
    const first = drives.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', '/search/walkin-jobs');
  });

  test('When the Gulf site loads, then its banners come with both images and its sub-channel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page, 'SA');
    const [bannersRequest] = await Promise.all([
      page.waitForRequest(isBannersCall),
      scrollToSection(page, BANNERS),
    ]);
    expect(new URL(bannersRequest.url()).searchParams.get('subchannel_id')).toBe('2');
    const first = page.locator('.banner-card picture').first();
    await expect(first.locator('source')).toHaveAttribute('srcset', /-small\.svg$/);
    await expect(first.locator('img')).toHaveAttribute('src', /-large\.svg$/);
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-small\.svg$/);
  });
});

test('When home is scanned, then its own sections have no serious or critical axe violations', async ({
  page,
}) => {
  await openHome(page);
  await scrollToSection(page, BANNERS);
  await expect(page.getByTestId('brand-banners')).toBeVisible();
  await scrollToSection(page, DOWNLOAD_APP_HEADLINE);
  await expect(page.getByRole('heading', { level: 2, name: /Find Better, Faster/ })).toBeVisible();
  // Back up to the banners: away from the page's end, the app banner is docked again.
  await page.getByTestId('brand-banners').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('app-banner')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('.employers')
    .include('.brand-banners')
    .include('.download-app')
    .include('[data-testid="app-banner"]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
