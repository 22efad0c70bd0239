// The page's frame as spec sections 2 and 9 give it, where a real browser is needed: the footer's
// switch to another site and its new tab, the older login page the simulator serves, the toast's
// place on a phone. The header's groups and job-type tabs, the autocomplete's debounce, the
// carousel's speed and the analytics session id are proven in
// tests/web/features/layout-rules.test.tsx.
import { expect, test } from '../support/usage-fixture';
import { MOBILE_TOAST_MAX_WIDTH_PX } from '../../openapi/vocabulary/limits';
import { SEARCH_BLANK_MESSAGE } from '../../openapi/vocabulary/messages';
import { siteUrl } from './support';

test.describe('The footer (spec section 2)', () => {
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

test.describe('The phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('When the menu opens at 390 px under the app banner, then it hangs below the bar and its button still closes it', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    await expect(page.getByRole('complementary', { name: 'Get the job app' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByText('Find Jobs')).toBeVisible();
    const bar = await page.locator('.header-bar').boundingBox();
    const panel = await menu.boundingBox();
    expect(panel?.y).toBeCloseTo((bar?.y ?? 0) + (bar?.height ?? 0), 0);
    expect(panel?.width).toBe(390);
    await button.click();
    await expect(menu.getByText('Find Jobs')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

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
});
