// The header, account menu and dialog details of the UX walk (2026-11-26): the cart's badge does
// not look like the notification badge on a phone (f22, 2-a; the cart's name in English plural
// rules, "Cart, 1 item" and "Cart, 2 items", is proven in
// tests/web/features/layout-rules.test.tsx); the feedback form starts with no rating and the
// menu's Feedback opens it (f15); Tab and Shift+Tab stay inside a confirm dialog (h1); a failure
// is announced by one live region only (h3). The cart at both widths on Singapore (one of the
// sites whose flag shows it); the menu and dialogs on India (the same code on every site; issue
// 38: sites and widths chosen by what a test proves).
import { currentScenario, expect, test, type Page } from '../support/usage-fixture';
import { alertWhoseDeleteFails, seekerWithAlert, signInFresh } from './profile-support';
import { seriousViolations } from './axe-scan';
import { CONTROL, faultFor, siteUrl, type SiteCode } from './support';

/** Where the menu and dialogs are proven: one site. */
const SITES: readonly SiteCode[] = ['IN'];
/** A site whose flag shows the cart (fixtures/sites.json showCart: India, Singapore, Vietnam). */
const CART_SITES: readonly SiteCode[] = ['SG'];

async function cartHolds(request: Parameters<typeof faultFor>[0], count: number) {
  await faultFor(request, {
    operationId: 'cartCount',
    kind: 'body',
    status: 200,
    body: { Status: 200, Response: count },
  });
}

/** The live regions (status, alert, aria-live) whose text holds `text`, outermost only. */
function liveRegionsHolding(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const live =
      '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
    return [...document.querySelectorAll(live)].filter(
      (region) =>
        region.textContent?.includes(wanted) && region.parentElement?.closest(live) === null,
    ).length;
  }, text);
}

for (const code of CART_SITES) {
  for (const width of [1280, 390]) {
    test.describe(`The ${code} cart at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('When the cart holds two items, then its name says "Cart, 2 items", and its badge is not the notification badge', async ({
        page,
        request,
      }) => {
        await signInFresh(page, code, `cart-${code}-${width}`);
        await cartHolds(request, 2);
        await page.goto(siteUrl(code, '/seeker/settings'));
        const cart = page.getByRole('link', { name: 'Cart, 2 items', exact: true });
        await expect(cart).toBeVisible();
        // The new account's one unread welcome: on the bell from 920 px, on the account below.
        const unread = page.locator(width >= 920 ? '.bell-count' : '.profile-button-count');
        await expect(unread).toHaveText('1');
        const look = (badge: typeof unread) =>
          badge.evaluate((node) => {
            const style = getComputedStyle(node);
            return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
          });
        const [cartLook, unreadLook] = [
          await look(cart.locator('.cart-count')),
          await look(unread),
        ];
        expect(cartLook.background).not.toBe(unreadLook.background);
        expect(cartLook.radius).not.toBe(unreadLook.radius);
      });
    });
  }
}

for (const code of SITES) {
  test.describe(`The account menu and dialogs on ${code}`, () => {
    test('When the seeker chooses Feedback in the account menu, then the feedback form opens with no rating, and asks for one before sending', async ({
      page,
    }) => {
      const seeker = await signInFresh(page, code, `feedback-${code}`);
      await page.goto(siteUrl(code, '/seeker/dashboard'));
      await page.getByRole('button', { name: new RegExp(`^${seeker.name}, account menu`) }).click();
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Feedback', exact: true })
        .click();
      await expect(page).toHaveURL(siteUrl(code, '/seeker/settings?menu=feedback'));
      const feedback = page.getByRole('region', { name: 'Feedback', exact: true });
      await expect(feedback).toBeFocused();
      const stars = feedback.getByRole('radio');
      await expect(stars).toHaveCount(5);
      for (const star of await stars.all()) await expect(star).not.toBeChecked();

      await feedback.getByLabel('Your feedback').fill('Clear pages.');
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(feedback.getByRole('group')).toHaveAccessibleDescription(
        'Please choose a rating from 1 to 5.',
      );
      await expect(stars.first()).toBeFocused();
      await expect(feedback.getByText('Thank you for your feedback.')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await feedback.getByRole('radio', { name: '4 out of 5' }).check();
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await expect(feedback.getByText('Thank you for your feedback.')).toBeVisible();
    });

    test('When Tab and Shift+Tab go round a confirm dialog, then the focus stays on its buttons and never reaches the page', async ({
      page,
    }) => {
      await seekerWithAlert(page, code, `dialog-${code}`);
      await page.goto(siteUrl(code, '/seeker/job-alert-list'));
      const remove = page.getByRole('button', { name: 'Delete job alert Accountant jobs' });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: 'Delete this job alert?' });
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      const confirm = dialog.getByRole('button', { name: 'Delete job alert' });
      await expect(cancel).toBeFocused();
      const inDialog = () =>
        page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
      for (const expected of [confirm, cancel, confirm, cancel]) {
        await page.keyboard.press('Tab');
        expect(await inDialog()).toBe(true);
        await expect(expected).toBeFocused();
      }
      for (const expected of [confirm, cancel, confirm]) {
        await page.keyboard.press('Shift+Tab');
        expect(await inDialog()).toBe(true);
        await expect(expected).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeFocused();
    });

    test('When an action fails, or the company check fails, then exactly one live region holds the failure', async ({
      page,
      request,
    }) => {
      await alertWhoseDeleteFails(page, request, code, `live-${code}`);
      await page.goto(siteUrl(code, '/seeker/job-alert-list'));
      await page.getByRole('button', { name: 'Delete job alert Accountant jobs' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete job alert' }).click();
      const words = 'Could not delete job alert Accountant jobs. Alerts are down';
      await expect(page.getByTestId('toast')).toHaveText(words);
      expect(await liveRegionsHolding(page, words)).toBe(1);

      await request.delete(`${CONTROL}/faults?scenario=${currentScenario()}`);
      await faultFor(request, {
        operationId: 'companyList',
        kind: 'statusOne',
        message: 'company list is resting',
      });
      await page.goto(siteUrl(code));
      const form = page.locator('form', {
        has: page.getByRole('heading', { name: 'Find Companies' }),
      });
      await form.getByRole('combobox', { name: 'Company name' }).fill('Qq');
      await form.getByRole('combobox', { name: 'Company name' }).press('Escape');
      await form.getByRole('button', { name: 'Search companies' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Company list is resting' }),
      ).toBeVisible();
      expect(await liveRegionsHolding(page, 'Company list is resting')).toBe(1);
    });
  });
}
