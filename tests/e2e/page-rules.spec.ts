// Rules of spec sections 2 and 8 a visitor meets on any page: a part of the page whose code does
// not arrive within 120 s says so; the landing URL's campaign and special listing stay with the
// visit. A visit without a campaign (its events carry no utm field) and the career services
// pages are proven in tests/web/features/layout-rules.test.tsx.
import { expect, test, type Page, type Request } from '../support/usage-fixture';
import { CHUNK_LOAD_FAILED_MESSAGE } from '../../openapi/vocabulary/messages';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../openapi/vocabulary/timing';
import { signIn } from './seeker';
import { apiGet, siteUrl } from './support';

test.describe('Module chunks (spec section 8)', () => {
  test('When the results page code has not arrived after 120 s, then the page says it could not be loaded and offers a reload', async ({
    page,
  }) => {
    await page.clock.install();
    // The results page's own chunk never answers.
    const chunk = /\/assets\/results-[\w-]+\.js$/;
    await page.route(chunk, () => undefined);
    await page.goto(siteUrl('IN'));
    await page.getByRole('combobox', { name: 'Keywords' }).fill('java');
    // The page's time stands still from here, so the deadline counts only the time the test
    // moves on: real seconds between the chunk's request and the next step (a busy machine's)
    // count for nothing.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const asked = page.waitForRequest(chunk);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await asked;
    await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS - 1000);
    await expect(page.getByText(CHUNK_LOAD_FAILED_MESSAGE)).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(page.getByRole('alert')).toContainText(CHUNK_LOAD_FAILED_MESSAGE);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});

/** The analytics events the page publishes from now on. */
function publishedEvents(page: Page): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/middleware/publish/events')) return;
    const body: unknown = request.postDataJSON();
    if (typeof body === 'object' && body !== null && 'events' in body && Array.isArray(body.events))
      events.push(...body.events);
  });
  return events;
}

test.describe("The visit's source (spec section 2)", () => {
  test('When a visitor lands with utm parameters, then every later page view of the visit carries them', async ({
    page,
  }) => {
    const events = publishedEvents(page);
    await page.goto(siteUrl('IN', '/?utm_source=newsletter&utm_medium=email&utm_campaign=nov'));
    await page.getByRole('combobox', { name: 'Keywords' }).fill('java');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/results\?/);
    await expect
      .poll(() => events.find((event) => event.action === 'page_view' && event.label === 'SRP'))
      .toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'nov' });
  });

  test("When an SJS job is listed, then its link carries spl MSJ_OnSite, or the visit's own spl kept in the SPL cookie", async ({
    page,
    request,
  }) => {
    const { jobs } = await apiGet<{
      jobs: Array<{ jobId: string; title: string; companyName: string; spl?: string }>;
    }>(request, 'IN', '/middleware/search/results?limit=100&query=engineer');
    const sjs = jobs.find((job) => job.spl);
    if (!sjs) throw new Error('no SJS job among the first 100 engineer jobs');
    const link = () => page.locator(`a[href*="-${sjs.jobId}?"]`).first();
    const results = siteUrl(
      'IN',
      `/search/results?query=${encodeURIComponent(`${sjs.title}, ${sjs.companyName}`)}`,
    );

    await page.goto(results);
    await expect(link()).toHaveAttribute('href', new RegExp(`-${sjs.jobId}\\?spl=MSJ_OnSite$`));

    await page.goto(siteUrl('IN', '/?spl=MSJ_Email'));
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'SPL')?.value).toBe('MSJ_Email');
    await page.goto(results);
    await expect(link()).toHaveAttribute('href', new RegExp(`-${sjs.jobId}\\?spl=MSJ_Email$`));
  });
});

test.describe('The older registration steps (spec section 2)', () => {
  test('When a seeker opens /seeker/education or /seeker/employment, then the profile opens, where both are added', async ({
    page,
  }) => {
    await signIn(page, 'IN');
    for (const step of ['/seeker/education', '/seeker/employment']) {
      await page.goto(siteUrl('IN', step));
      await expect(page).toHaveURL(siteUrl('IN', '/seeker/profile'));
    }
  });
});
