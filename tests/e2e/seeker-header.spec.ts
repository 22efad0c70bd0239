// The header of a signed-in seeker (spec sections 2, 4, 6, 7, 8): the profile dropdown with every
// entry, the bell from 920 px, the notifications page, the cart, the covid toggle, the
// engagement banner, career events, the old auto-login and sign-out.
import { expect, test, type Page } from '../support/usage-fixture';
import { faultFor, PORT, siteUrl, type SiteCode } from './support';
import { seriousViolations } from './axe-scan';
import {
  accountButton,
  journal,
  openAccountMenu,
  sessionCookie,
  signIn,
  userMeStatus,
} from './seeker';

const JOURNEY_SITES: readonly SiteCode[] = ['IN', 'SA', 'SG'];
/** The older login rule's cookies, which mirror the session (section 4). */
const OLDER_COOKIES = ['USER_NAME', 'USER_TYPE', 'IS_LOGGED_IN'];

test('When a seeker opens the profile dropdown, then it has every entry of section 2, and none leads to a 404', async ({
  page,
  request,
}) => {
  await signIn(page, 'IN', '/');
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Asha Rao', { exact: true })).toBeVisible();
  await expect(menu.getByText('seeker.in@example.com')).toBeVisible();
  await expect(menu.getByRole('img', { name: 'Email verified' })).toBeVisible();
  await expect(menu.getByRole('img', { name: 'Phone verified' })).toBeVisible();
  await expect(menu.getByRole('meter', { name: 'Profile score' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  const entries = [
    'Notifications',
    'Settings',
    'My Subscription',
    'My Profile',
    'My Dashboard',
    'My jobs',
    'My Profile Performance',
    'Manage Job Alert',
    'Change Password',
    'Feedback',
  ];
  const nav = menu.getByRole('navigation', { name: 'Account' });
  for (const entry of entries) {
    await expect(
      nav.getByRole('link', { name: entry, exact: entry !== 'Notifications' }),
    ).toBeVisible();
  }
  await expect(menu.getByRole('combobox', { name: 'Country' })).toHaveValue('IN');
  await expect(menu.getByRole('group', { name: 'job affected by COVID-19' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/rio/sign-out');
  await expect(nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute(
    'href',
    '/seeker/settings?menu=feedback',
  );

  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
  expect(hrefs).toHaveLength(entries.length);
  for (const href of hrefs) {
    const response = await request.get(`http://localhost:${PORT}${href}`);
    expect(response.status(), href).toBe(200);
  }

  // Escape closes the dropdown and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(accountButton(page)).toBeFocused();
});

test('When the seeker has not verified their email and phone, then the dropdown offers Verify for each', async ({
  page,
}) => {
  await signIn(page, 'SG', '/', 'unverified');
  const menu = await openAccountMenu(page, 'Ravi Menon');
  await expect(menu.getByRole('link', { name: 'Verify email' })).toHaveAttribute(
    'href',
    '/seeker/profile?apop=my-profile',
  );
  await expect(menu.getByRole('link', { name: 'Verify phone' })).toHaveAttribute(
    'href',
    '/seeker/profile?apop=mobile',
  );
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

  test('When the site property turns the bell off, then a seeker gets no bell at any width', async ({
    page,
  }) => {
    await signIn(page, 'HK', '/');
    await expect(accountButton(page)).toBeVisible();
    await expect(page.locator('a.bell')).toHaveCount(0);
  });
});

for (const code of JOURNEY_SITES) {
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

test("When the notifications cannot be loaded, then the page says so in the answer's words and can try again", async ({
  page,
  request,
}) => {
  await signIn(page, 'SA', '/');
  await faultFor(request, {
    operationId: 'bellNotifications',
    kind: 'statusOne',
    message: 'the bell is resting',
    // The first call and the query's one retry.
    remaining: 2,
  });
  await page.goto(siteUrl('SA', '/seeker/notifications'));
  // The answer's own words, not the generic line (the UX walk's P19-d).
  await expect(page.getByRole('alert')).toContainText(
    'We could not load your notifications. The bell is resting',
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.notification-list > li')).toHaveCount(10);
});

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

for (const code of JOURNEY_SITES) {
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

for (const code of JOURNEY_SITES) {
  test(`When a seeker on the ${code} site signs out, then the pre-sign-out hook is asked first, the events go out and the session ends on the server`, async ({
    page,
    request,
  }) => {
    await signIn(page, code, '/search/results?query=sales');
    const session = await sessionCookie(page);

    // A hook that answers false stops sign-out: nothing happens.
    await page.evaluate(() => {
      window.preSignOutHook = () => false;
    });
    let menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You are still signed in: sign-out was stopped by this page.',
    );
    expect(await userMeStatus(request, code, session)).toBe(200);

    // A hook that answers true lets it go on: logout, the event, the chat modules.
    await page.evaluate(() => {
      window.preSignOutHook = () => Promise.resolve(true);
      window.addEventListener('user-logged-out', () =>
        sessionStorage.setItem('heard', `${sessionStorage.getItem('heard') ?? ''}event;`),
      );
      window.chatModules = [
        {
          onUserLoggedOut: () =>
            sessionStorage.setItem('heard', `${sessionStorage.getItem('heard') ?? ''}chat;`),
        },
      ];
    });
    // Logout chosen again from the stopped page's own menu asks the hook again.
    await expect(page.getByRole('link', { name: 'Back to my dashboard' })).toBeVisible();
    menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(
      siteUrl(code, '/rio/login/seeker?return_url=%2Fseeker%2Fdashboard'),
    );
    expect(await page.evaluate(() => sessionStorage.getItem('heard'))).toBe('event;chat;');
    expect(await userMeStatus(request, code, session)).toBe(401);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });
}

test('When the older user cookies outlive the session, then the page treats the visitor as a guest and drops them', async ({
  page,
}) => {
  await page.context().addCookies([
    { name: 'USER_NAME', value: 'Asha%20Rao', url: siteUrl('IN') },
    { name: 'USER_TYPE', value: 'SEEKER', url: siteUrl('IN') },
  ]);
  await page.goto(siteUrl('IN'));
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('USER_NAME');
});

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

test.describe('The old auto-login', () => {
  /**
   * A signed-in visitor whose older cookies (user name and type, IS_LOGGED_IN) are removed once the
   * page is up; the session (MSSOCLIENT) lives on, so the page still shows the seeker (section 4).
   */
  async function restoreOnly(page: Page, code: SiteCode) {
    await signIn(page, code, '/');
    await page.clock.install();
    await page.goto(siteUrl(code, '/'));
    await expect(accountButton(page)).toBeVisible();
    for (const name of OLDER_COOKIES) await page.context().clearCookies({ name });
  }

  const olderCookies = async (page: Page) =>
    (await page.context().cookies())
      .map((c) => c.name)
      .filter((name) => OLDER_COOKIES.includes(name));

  test('When the site flag is on and the older cookies are gone, then 10 s later rioAutoLogin sets them again', async ({
    page,
  }) => {
    await restoreOnly(page, 'SA');
    await page.clock.fastForward(9_000);
    expect(await olderCookies(page)).toEqual([]);
    const answered = page.waitForResponse((r) => r.url().includes('/rioAutoLogin'));
    await page.clock.fastForward(1_500);
    expect((await answered).status()).toBe(200);
    await expect.poll(() => olderCookies(page)).toEqual(expect.arrayContaining(OLDER_COOKIES));
    await expect(accountButton(page)).toBeVisible();
  });

  test('When the site flag is off, then no auto-login call is made', async ({ page }) => {
    await restoreOnly(page, 'IN');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rioAutoLogin')) calls.push(r.url());
    });
    await page.clock.fastForward(12_000);
    expect(await olderCookies(page)).toEqual([]);
    expect(calls).toEqual([]);
  });
});

test.describe('Events only where the spec sends them', () => {
  test("When a seeker picks a Resume Services entry in the header, then one career event goes out with source 'header'; a guest's sends none", async ({
    page,
    request,
  }) => {
    const before = (await journal(request, 'publishCareerEvents')).length;
    await page.goto(siteUrl('VN'));
    await page.getByText('Resume Services', { exact: true }).click();
    await page.getByRole('link', { name: 'Resume writing' }).click();
    await expect(page).toHaveURL(siteUrl('VN', '/resume-service'));
    expect((await journal(request, 'publishCareerEvents')).length).toBe(before);

    await signIn(page, 'VN', '/');
    await page.getByText('Resume Services', { exact: true }).click();
    const sent = page.waitForResponse((r) => r.url().includes('/publish/career-events'));
    await page.getByRole('link', { name: 'Resume writing' }).click();
    expect((await sent).status()).toBe(200);
    const [latest] = await journal(request, 'publishCareerEvents');
    expect(latest?.requestBody).toMatchObject({
      careerRequestType: 'RESUME_SERVICES',
      source: 'header',
      displayName: 'Asha Rao',
    });
  });

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
