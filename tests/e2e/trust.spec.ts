// Trust (issue 27, item 8): a new account's bell holds a welcome, never invented activity. On
// India and Singapore.
import { expect, test } from '../support/usage-fixture';
import { signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

const SITES: readonly SiteCode[] = ['IN', 'SG'];

for (const code of SITES) {
  test(`When a seeker has just registered on the ${code} site, then the bell holds one welcome and nothing else`, async ({
    page,
  }) => {
    const seeker = await signInFresh(page, code, `bell-${code}`);
    await page.goto(siteUrl(code, '/seeker/dashboard'));
    const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(siteUrl(code, '/seeker/notifications'));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Welcome to jobportal/ })).toBeVisible();
    await expect(main.getByText(/viewed your (profile|application)/)).toHaveCount(0);
    await expect(main.getByRole('listitem')).toHaveCount(1);
    expect(seeker.name).toBe('Meera Nair');
  });
}
