// The page's frame as spec sections 2, 7 and 9 give it: the header's groups and tabs, the footer,
// the older login page, the toast on a phone, the autocomplete's
// debounce, the carousel's speed and the analytics session id.
import { expect, test, type Request } from '../support/usage-fixture';
import { AUTOCOMPLETE_DEBOUNCE_MS, CAROUSEL_SPEED_MS } from '../../openapi/vocabulary/timing';
import { MOBILE_TOAST_MAX_WIDTH_PX } from '../../openapi/vocabulary/limits';
import { SEARCH_BLANK_MESSAGE } from '../../openapi/vocabulary/messages';
import { siteUrl } from './support';

test.describe('The header and footer (spec section 2)', () => {
  test('When a visitor opens the header, then Find Jobs, Resume Services, Career Advice and Upskill are there, Find Jobs by location, skills, designations and industry', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Find Jobs', 'Resume Services', 'Career Advice', 'Upskill'])
      await expect(main.getByText(group, { exact: true })).toBeVisible();
    await main.getByText('Find Jobs', { exact: true }).click();
    for (const [name, href] of [
      ['Jobs by location', '/jobs-by-location'],
      ['Jobs by skills', '/jobs-by-skill'],
      ['Jobs by designations', '/jobs-by-function'],
      ['Jobs by industry', '/jobs-by-industry'],
    ] as const)
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  test('When a visitor looks under the header, then the five job-type tabs lead to their jobs', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    const tabs = page.getByRole('navigation', { name: 'Job types' });
    await expect(tabs.getByRole('link')).toHaveText([
      'All Jobs',
      'Govt Jobs',
      'Contract Jobs',
      'Walk-in Jobs',
      'Fresher Jobs',
    ]);
    await tabs.getByRole('link', { name: 'Walk-in Jobs' }).click();
    await expect(page).toHaveURL(siteUrl('IN', '/search/walkin-jobs'));
  });

  test('When a visitor reaches the footer, then its groups fold, its region selector switches site and its social links open apart', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    const footer = page.getByRole('contentinfo');
    const group = footer.locator('details').filter({ hasText: 'Job seekers' });
    await expect(group.getByRole('link', { name: 'Create free job alert' })).toBeVisible();
    await group.locator('summary').click();
    await expect(group.getByRole('link', { name: 'Create free job alert' })).toBeHidden();
    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    expect(await social.count()).toBeGreaterThan(0);
    await expect(social.first()).toHaveAttribute('target', '_blank');
    await footer.locator('#footer-region').selectOption({ label: 'Singapore' });
    await expect(page).toHaveURL(new RegExp(`^${siteUrl('SG', '/')}`));
  });

  test('When a visitor presses Create free job alert in the footer, then the alert page opens in a new tab', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Create free job alert' }).click(),
    ]);
    await expect(tab).toHaveURL(siteUrl('IN', '/seeker/free-job-alert'));
  });
});

// The site flags for the page parts (header, navigation, sign-in, footer: spec section 1) are
// proven in tests/web/components/header-flags.test.tsx, on the props block every page here reads.

test.describe('The older login page (spec section 2)', () => {
  test('When a visitor opens /login.html, then it is the sign-in page', async ({ page }) => {
    await page.goto(siteUrl('IN', '/login.html'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test.describe('Timings and breakpoints of spec section 9', () => {
  test('When a toast shows at 768 px or narrower, then it sits closer to the bottom than on a wider screen', async ({
    page,
  }) => {
    const gapBelowToast = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl('IN'));
      await page.getByRole('button', { name: /Search jobs by skill/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Search jobs' });
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveText(SEARCH_BLANK_MESSAGE);
      const box = await toast.boundingBox();
      if (!box) throw new Error('no toast');
      return 800 - (box.y + box.height);
    };
    const wide = await gapBelowToast(MOBILE_TOAST_MAX_WIDTH_PX + 1);
    const phone = await gapBelowToast(MOBILE_TOAST_MAX_WIDTH_PX);
    expect(phone).toBeLessThan(wide);
  });

  test('When a visitor types in the keyword box, then suggestions are asked for once the typing has paused 10 ms', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(siteUrl('IN'));
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/middleware/autocomplete/'))
        asked.push(new URL(request.url()).searchParams.get('query') ?? '');
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('combobox', { name: 'Keywords' }).pressSequentially('jav');
    await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => asked).toContain('jav');
    expect(asked).not.toContain('ja');
  });

  test('When the employers carousel moves, then it slides over 500 ms', async ({ page }) => {
    await page.goto(siteUrl('IN'));
    const track = page.locator('.employers [style*="transition-duration"]').first();
    await expect(track).toHaveCSS('transition-duration', `${CAROUSEL_SPEED_MS / 1000}s`);
  });
});

test.describe('The analytics session (spec section 7)', () => {
  test('When the publish call answers a session id, then Chromium keeps it in session storage and the next event carries it', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request: Request) => {
      if (!request.url().includes('/api/middleware/publish/events')) return;
      const body: unknown = request.postDataJSON();
      if (
        typeof body === 'object' &&
        body !== null &&
        'events' in body &&
        Array.isArray(body.events)
      )
        for (const event of body.events) sent.push(String(event.sessionId ?? ''));
    });
    await page.goto(siteUrl('IN'));
    const stored = await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('sessionId')))
      .not.toBeNull()
      .then(() => page.evaluate(() => sessionStorage.getItem('sessionId')));
    await page.getByRole('combobox', { name: 'Keywords' }).fill('java');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => sent.slice(1)).toContain(stored);
  });
});
