// Issue 19: the guest's search as a seeker judges it. One test (or more) per numbered problem of
// the issue, each failing on the code before it: queries with brackets, ordinary queries that
// found nothing, honest error and slow states, scrolling and toasts, titles, the phone overlay,
// the keyboard, the cards' skills, the app banner, and the formats. What needs a browser stays
// here (the server's answer to an address, scrolling, titles, contrast and axe, Back, the skip
// link, layout, the Career Advice pages); the pages' own words and states (toasts that go with
// their page among them) are
// tests/web/features/search-quality.test.tsx, the simulator's answers
// tests/search/search-quality.test.ts.
// Sites (issue 38): India's, except each market's own Career Advice links (the only proof that
// they lead to articles), scanned by axe once, the same page on every site.
import { seriousViolations } from './axe-scan';
import { expect, test, type Page } from '../support/usage-fixture';
import { readFileSync } from 'node:fs';
import { apiGet, siteUrl, type SiteCode } from './support';

interface Link {
  title: string;
  url: string;
}

interface Results {
  jobs: Array<{ jobId: string; title: string; companyName: string }>;
}

const cards = (page: Page) => page.locator('.job-card:not(.skeleton)');

/** Keeps the app banner away, for tests about something else. */
async function withoutAppBanner(page: Page, code: SiteCode = 'IN') {
  await page.context().addCookies([{ name: 'AD', value: '1', url: siteUrl(code) }]);
}

test.describe('1. Titles with brackets', () => {
  test('When a results address carries brackets or angle brackets, then the server answers with jobs', async ({
    page,
  }) => {
    await withoutAppBanner(page);
    await page.goto(siteUrl('IN', '/search/results?query=Principal Engineer (Java)'));
    await expect(cards(page).first()).toBeVisible();
    await page.goto(siteUrl('IN', '/search/results?query=%3CPrincipal%3E Engineer'));
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/must be url encoded/)).toHaveCount(0);
  });
});

test.describe('4. Scroll position', () => {
  test('When the seeker pages on from the bottom, then the next page starts at the top', async ({
    page,
  }) => {
    await withoutAppBanner(page);
    await page.goto(siteUrl('IN', '/search/results?query=manager'));
    await expect(cards(page).first()).toBeVisible();
    const next = page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
});

test.describe('5. Titles', () => {
  test('When home, results, a job, sign-in and a missing page are opened, then each tab has its own title with the site', async ({
    page,
    request,
  }) => {
    await withoutAppBanner(page);
    const titles: string[] = [];
    await page.goto(siteUrl('IN'));
    await expect(page).toHaveTitle(/India/);
    titles.push(await page.title());

    await page.goto(siteUrl('IN', '/search/results?query=java'));
    await expect(page).toHaveTitle(/Java.*\(\d[\d,]* jobs\).*India/);
    titles.push(await page.title());

    const { jobs } = await apiGet<Results>(
      request,
      'IN',
      '/middleware/search/results?query=java&limit=1',
    );
    const job = jobs[0];
    if (!job) throw new Error('No java job on India');
    await page.goto(siteUrl('IN', `/job/java-${job.jobId}`));
    await expect(page).toHaveTitle(`${job.title} at ${job.companyName} | jobportal India`);
    titles.push(await page.title());

    await page.goto(siteUrl('IN', '/rio/login'));
    await expect(page).toHaveTitle(/Sign in.*India/);
    titles.push(await page.title());

    await page.goto(siteUrl('IN', '/no-such-page'));
    await expect(page).toHaveTitle(/not found.*India/i);
    titles.push(await page.title());

    expect(new Set(titles).size).toBe(titles.length);
  });
});

test.describe('6. The phone search overlay', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('When the overlay is open, then its title and close button are legible, Escape closes it and axe finds nothing serious', async ({
    page,
  }) => {
    await withoutAppBanner(page);
    await page.goto(siteUrl('IN'));
    await page.getByRole('button', { name: /Search jobs by skill/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search jobs' });
    await expect(dialog).toBeVisible();
    const ratios = await page.evaluate(() => {
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0'])
          .slice(0, 3)
          .map((v) => Number(v) / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const overlay = document.querySelector('.search-overlay');
      if (!overlay) return [];
      const background = luminance(getComputedStyle(overlay).backgroundColor);
      return ['.search-overlay-head h2', '.search-overlay-head button'].map((selector) => {
        const element = document.querySelector(selector);
        const text = luminance(element ? getComputedStyle(element).color : 'rgb(255,255,255)');
        const [hi, lo] = text > background ? [text, background] : [background, text];
        return (hi + 0.05) / (lo + 0.05);
      });
    });
    expect(ratios).toHaveLength(2);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Search jobs by skill/ })).toBeFocused();
  });

  test('When the overlay is open and Back is pressed, then the overlay closes and the page stays', async ({
    page,
  }) => {
    await withoutAppBanner(page);
    await page.goto(siteUrl('IN', '/search/results?query=sales'));
    await expect(cards(page).first()).toBeVisible();
    const before = page.url();
    await page.getByRole('button', { name: /sales/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search jobs' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(before);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('7. Keyboard', () => {
  test('When a keyboard user lands on results, then a skip link takes them to the first job in a few presses', async ({
    page,
  }) => {
    await withoutAppBanner(page);
    await page.goto(siteUrl('IN', '/search/results?query=java'));
    await expect(cards(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused();
    await page.keyboard.press('Enter');
    const firstJob = cards(page).first().getByRole('link').first();
    let presses = 0;
    while (presses < 12 && !(await firstJob.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(firstJob).toBeFocused();
    expect(presses).toBeLessThan(12);
  });
});

test.describe('9. The app banner', () => {
  test('When the banner shows on a desktop, then Next is never under it', async ({ page }) => {
    await page.goto(siteUrl('IN', '/search/results?query=manager'));
    const banner = page.getByTestId('app-banner');
    await expect(banner).toBeVisible();
    const next = page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' });
    await next.focus();
    const overlap = async () => {
      const a = await next.boundingBox();
      const b = await banner.boundingBox();
      if (!a || !b) return false;
      return (
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      );
    };
    expect(await overlap()).toBe(false);
  });
});

test.describe('10. Career Advice', () => {
  for (const code of ['IN', 'SA', 'VN'] as const) {
    test(`When every Career Advice link of the ${code} site is opened, then its article is there`, async ({
      page,
    }) => {
      await withoutAppBanner(page, code);
      const sites = JSON.parse(readFileSync('fixtures/sites.json', 'utf8')) as Array<{
        countryCode: string;
        careerAdvice: Link[];
      }>;
      const links = sites.find((s) => s.countryCode === code)?.careerAdvice ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const response = await page.goto(siteUrl(code, link.url));
        expect(response?.status(), link.url).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.title);
        await expect(page).toHaveTitle(new RegExp(`Career advice \\| jobportal`));
      }
      if (code === 'IN') expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
