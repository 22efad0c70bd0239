// The header, account menu and dialog details of the UX walk (2026-11-26): the cart's name counts
// its items in English plural rules and its badge does not look like the notification badge on a
// phone (f22, 2-a); the feedback form starts with no rating and the menu's Feedback opens it
// (f15); Tab and Shift+Tab stay inside a confirm dialog (h1); a failure is announced by one live
// region only (h3). India, the Gulf, Singapore and Vietnam (the Gulf shows no cart: its flag).
import { currentScenario, expect, test, type Page } from '../support/usage-fixture';
import { signInFresh } from './profile-support';
import { seriousViolations } from './axe-scan';
import { CONTROL, faultFor, PORT, siteUrl, type SiteCode } from './support';

const SITES: readonly SiteCode[] = ['IN', 'SA', 'SG', 'VN'];
/** The sites whose flag shows the cart (fixtures/sites.json showCart). */
const CART_SITES: readonly SiteCode[] = ['IN', 'SG', 'VN'];

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

async function seekerPost(page: Page, code: SiteCode, path: string, data: unknown) {
  const response = await page.request.post(`http://localhost:${PORT}/api/middleware/${path}`, {
    headers: { 'X-Source-Country': code },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

for (const code of CART_SITES) {
  for (const width of [1280, 390]) {
    test.describe(`The ${code} cart at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('When the cart holds one item and then two, then its name says "Cart, 1 item" and "Cart, 2 items", and its badge is not the notification badge', async ({
        page,
        request,
      }) => {
        await signInFresh(page, code, `cart-${code}-${width}`);
        await cartHolds(request, 1);
        await page.goto(siteUrl(code, '/seeker/settings'));
        await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
        await cartHolds(request, 2);
        await page.reload();
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
        await page.screenshot({ path: `/tmp/uxauth-shots/cart-${code}-${width}.png` });
      });
    });
  }
}
