// The header of a signed-in seeker (spec sections 2, 4, 6, 7, 8) as journeys: the profile dropdown
// with every entry leading to a page, the bell from 920 px, the notifications page, the cart, the
// covid toggle, the engagement banner and sign-out on the server. The dropdown's entries and
// Verify links, the bell a site turns off, the older cookies without a session, the old
// auto-login, the header's career event, the pre-sign-out hook and the notifications page's
// failure are in tests/web/features/seeker-header.test.tsx.
// Sites (issue 38): each journey on one site, the same code on every site: the notifications on
// the Gulf, the COVID-19 answer on Singapore, sign-out on India, the rest spread over the others.
import { expect, test, type Page } from '../support/usage-fixture';
import { PORT, siteUrl } from './support';
import { seriousViolations } from './axe-scan';
import {
  accountButton,
  journal,
  openAccountMenu,
  sessionCookie,
  signIn,
  userMeStatus,
} from './seeker';

test('When a seeker opens the profile dropdown, then it has every entry of section 2, and none leads to a 404', async ({
  page,
  request,
}) => {
  // The entries, their labels and order, the ticks, Logout and Escape:
  // tests/web/features/seeker-header.test.tsx. Here, that each entry's page is served.
  await signIn(page, 'IN', '/');
  const menu = await openAccountMenu(page);
  const nav = menu.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Feedback' })).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
  // Notifications and the nine entries after it.
  expect(hrefs).toHaveLength(10);
  for (const href of hrefs) {
    const response = await request.get(`http://localhost:${PORT}${href}`);
    expect(response.status(), href).toBe(200);
  }
});

test.describe('The bell', () => {
  test('When a seeker on a site with the bell is on a wide screen, then the bell shows the unread count and opens the notifications page', async ({
    page,
  }) => {
    await signIn(page, 'MY', '/');
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
    await bell.click();
    await expect(page).toHaveURL(siteUrl('MY', '/seeker/notifications'));
  });

  test('When the screen is 920 px wide, then the bell shows (section 2: from 920px); at 919 px it is hidden and the dropdown still counts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 920, height: 800 });
    await signIn(page, 'PH', '/');
    await expect(accountButton(page)).toBeVisible();
    await expect(page.locator('a.bell')).toBeVisible();
    await page.setViewportSize({ width: 919, height: 800 });
    await expect(page.locator('a.bell')).toBeHidden();
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  });
});

for (const code of ['SA'] as const) {
  test(`When a seeker on the ${code} site opens the notifications page, then it lists 10, shows more on demand, and the bell has nothing unread left`, async ({
    page,
  }) => {
    await signIn(page, code, '/seeker/notifications');
    const items = page.locator('.notification-list > li');
    await expect(items).toHaveCount(10);
    await expect(page.getByText(/^Showing 10 of \d+$/)).toBeVisible();
    const total = Number((await page.getByText(/^Showing 10 of/).textContent())?.split(' of ')[1]);
    await page.getByRole('button', { name: 'Show more notifications' }).click();
    await expect(items).toHaveCount(Math.min(total, 20));
    if (total <= 20) {
      await expect(page.getByRole('button', { name: 'Show more notifications' })).toHaveCount(0);
      // Everything shown is read now: the bell's badge goes.
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    }
    const calls = await journal(page.request, 'bellNotifications');
    const mine = calls.filter(
      (c) => c.site === code && c.sessionAccountId === `acc-${code.toLowerCase()}-seeker`,
    );
    expect(mine.length).toBeGreaterThanOrEqual(2);
  });
}

test('When axe scans the notifications page, then it finds no serious or critical violation', async ({
  page,
}) => {
  await signIn(page, 'TH', '/seeker/notifications');
  await expect(page.locator('.notification-list > li').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('When a seeker with an item in the cart follows the cart icon, then the cart page shows it (not a 404)', async ({
  page,
}) => {
  await signIn(page, 'ID', '/');
  const cart = page.getByRole('link', { name: 'Cart, 1 item' });
  await expect(cart).toHaveAttribute('href', '/career-services/cart');
  await cart.click();
  await expect(page).toHaveURL(siteUrl('ID', '/career-services/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('You have 1 service in your cart.')).toBeVisible();
});

async function covidChoice(page: Page) {
  const menu = await openAccountMenu(page);
  const group = menu.getByRole('group', { name: 'job affected by COVID-19' });
  await expect(group).not.toHaveAttribute('aria-busy', 'true');
  return group;
}

for (const code of ['SG'] as const) {
  test(`When a seeker on the ${code} site answers the COVID-19 question, then the answer is saved and shown again later`, async ({
    page,
  }) => {
    await signIn(page, code, '/');
    let group = await covidChoice(page);
    const before = await group.getByRole('radio', { name: 'Yes' }).isChecked();
    const answer = before ? 'No' : 'Yes';
    const saved = page.waitForResponse(
      (r) => r.url().includes('/editCovidLayoffFlag') && r.status() === 200,
    );
    await group.getByRole('radio', { name: answer }).check();
    await saved;
    await page.reload();
    group = await covidChoice(page);
    await expect(group.getByRole('radio', { name: answer })).toBeChecked();
    // Leave the seeded answer as it was.
    const restored = page.waitForResponse((r) => r.url().includes('/editCovidLayoffFlag'));
    await group.getByRole('radio', { name: before ? 'Yes' : 'No' }).check();
    await restored;
  });
}

for (const code of ['IN'] as const) {
  test(`When a seeker on the ${code} site signs out, then the session ends on the server and the sign-in page opens on the way back to the dashboard`, async ({
    page,
    request,
  }) => {
    // The pre-sign-out hook, the user-logged-out event and the chat modules:
    // tests/web/features/seeker-header.test.tsx. Here, the server's side and the pages.
    await signIn(page, code, '/search/results?query=sales');
    const session = await sessionCookie(page);
    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(
      siteUrl(code, '/rio/login/seeker?return_url=%2Fseeker%2Fdashboard'),
    );
    expect(await userMeStatus(request, code, session)).toBe(401);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });
}

test('When a visitor has a live MSSOCLIENT without the older name and type cookies, then every page signs them in, and save, follow and analytics treat them as a seeker', async ({
  page,
}) => {
  await signIn(page, 'IN', '/');
  const kept = (await page.context().cookies()).filter((c) => c.name === 'MSSOCLIENT');
  await page.context().clearCookies();
  await page.context().addCookies(kept);

  // The results page's own events (the home page of the sign-in may still send its last ones).
  const published = page.waitForRequest(
    (r) => r.url().includes('/publish/events') && (r.postData() ?? '').includes('/search/results'),
  );
  await page.goto(siteUrl('IN', '/search/results?query=sales'));
  await expect(accountButton(page)).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['USER_NAME', 'USER_TYPE', 'IS_LOGGED_IN']));
  expect(JSON.stringify((await published).postDataJSON())).toContain('"user_type":"user"');

  // Save acts at once, as for any seeker (a guest would be sent to sign in).
  const saved = page.waitForResponse((r) => r.url().includes('/jobSave'));
  await page
    .getByRole('button', { name: /^Save: / })
    .first()
    .click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/search\/results/);

  // A seeker page opens instead of the sign-in.
  await page.goto(siteUrl('IN', '/seeker/dashboard'));
  await expect(page).toHaveURL(siteUrl('IN', '/seeker/dashboard'));
  await expect(accountButton(page)).toBeVisible();
});

test.describe('Events only where the spec sends them', () => {
  test('When the engagement script sends a card to a seeker, then the banner shows it, the engagement event goes out, and it closes', async ({
    page,
  }) => {
    await signIn(page, 'TH', '/');
    await page.waitForFunction(() => window.simSeekerEngagement !== undefined);
    const sent = page.waitForResponse((r) => r.url().includes('/publish/events/user-engage'));
    await page.evaluate(() =>
      window.simSeekerEngagement?.showCard?.({
        title: 'Get your resume written by experts',
        message: 'Recruiters notice a clear resume first.',
        ctaText: 'See resume services',
        ctaUrl: '/resume-service',
        campaign: 'resume-nov',
      }),
    );
    const banner = page.getByRole('complementary', { name: 'For you' });
    await expect(banner).toContainText('Get your resume written by experts');
    await expect(banner.getByRole('link', { name: 'See resume services' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const event = await sent;
    expect(event.status()).toBe(200);
    // Section 9's customer-engagement event names the seeker it was shown to.
    expect(event.request().postDataJSON()).toMatchObject({
      events: [{ email_id: 'seeker.th@example.com', campaign_name: 'resume-nov' }],
    });
    await banner.getByRole('button', { name: 'Close this banner' }).click();
    await expect(banner).toHaveCount(0);
  });
});
