// Keyboard and phone (issue 27, item 9): a profile edit form opens with focus inside, closes with
// Esc, gives focus back to its button and announces a save; the account menu opens with ArrowDown
// and closes when Tab leaves it; under 920 px the unread count rides on the phone header's account
// button (the app banner over no control: forms-and-banner.spec.ts). The keyboard on one site each
// (the same code on every site); the header's count on India and the Gulf (issue 38, each choice
// once: India at 1280 px, the Gulf at 390 px).
import { expect, test } from '../support/usage-fixture';
import { signInFresh } from './profile-support';
import { seriousViolations } from './axe-scan';
import { siteUrl, type SiteCode } from './support';

/** Where the keyboard's behaviours are proven: one site each. */
const PROFILE_KEYBOARD_SITES: readonly SiteCode[] = ['VN'];
const MENU_KEYBOARD_SITES: readonly SiteCode[] = ['IN'];
/** Where the header's layout is measured: each site and each width once. */
const LAYOUT_RUNS: ReadonlyArray<{ code: SiteCode; width: number }> = [
  { code: 'IN', width: 1280 },
  { code: 'SA', width: 390 },
];

for (const code of PROFILE_KEYBOARD_SITES) {
  test.describe(`The keyboard on ${code}'s profile`, () => {
    test('When an edit form opens, closes with Esc and saves, then focus stays with the seeker and the save is announced', async ({
      page,
    }) => {
      await signInFresh(page, code, `kbd-profile-${code}`);
      await page.goto(siteUrl(code, '/seeker/profile?apop=my-profile'));
      const edit = page.getByRole('button', { name: 'Edit personal details' });
      await edit.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Personal details' });
      await expect(form.getByLabel('Full name')).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
      await expect(edit).toBeFocused();

      await page.keyboard.press('Enter');
      await form.getByLabel('Current location').fill('Chennai');
      await form.getByRole('button', { name: 'Save', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(form).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: 'Personal details' }).getByRole('status'),
      ).toHaveText('Personal details saved.');
      await expect(edit).toBeFocused();
    });
  });
}

for (const code of MENU_KEYBOARD_SITES) {
  test.describe(`The account menu on ${code}`, () => {
    test('When the account menu opens with ArrowDown, then the arrows move through it and Tab past its end closes it', async ({
      page,
    }) => {
      const seeker = await signInFresh(page, code, `kbd-menu-${code}`);
      await page.goto(siteUrl(code, '/seeker/settings'));
      const account = page.getByRole('button', {
        name: `${seeker.name}, account menu`,
        exact: true,
      });
      await account.focus();
      await page.keyboard.press('ArrowDown');
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.profile-panel :focus')).toHaveCount(1);
      // Up from the first entry wraps round to the last, Logout; Tab then leaves the menu.
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('link', { name: 'Logout' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(account).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Logout' })).toHaveCount(0);
    });
  });
}

for (const { code, width } of LAYOUT_RUNS) {
  test.describe(`The ${code} header at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('When a seeker has an unread notification, then the count is in reach: on the bell from 920 px, on the account button below', async ({
      page,
    }) => {
      const seeker = await signInFresh(page, code, `bell-${code}-${width}`);
      await page.goto(siteUrl(code, '/seeker/settings'));
      // A new account holds one unread welcome.
      const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
      const account = page.getByRole('button', {
        name: `${seeker.name}, account menu, 1 unread notification`,
        exact: true,
      });
      if (width >= 920) {
        await expect(bell).toBeVisible();
        await expect(
          page.getByRole('button', { name: `${seeker.name}, account menu`, exact: true }),
        ).toBeVisible();
        return;
      }
      await expect(account).toBeVisible();
      await expect(bell).toBeHidden();
      await account.click();
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: /^Notifications/ })
        .click();
      await expect(page).toHaveURL(siteUrl(code, '/seeker/notifications'));
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
