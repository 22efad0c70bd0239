// The seeker's account pages (spec section 2) on India, the Gulf and Singapore: the password
// changed from the dropdown and the new one signing in, Google linked and unlinked through the
// site's stand-in, email preferences kept across a reload, My Subscription and My Profile
// Performance, and axe on settings and profile performance. The forms' messages (a wrong current
// password, the confirmations, feedback) are proven in tests/web/features/account.test.tsx.
// Every test that changes an account registers its own seeker.
// Sites per test by what it proves: each journey once (the account pages are one page for every
// site), the sites rotated across them: India, the Gulf and Singapore each keep tests.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { seriousViolations } from './axe-scan';
import { accountButton, loginUrl, openAccountMenu, signIn } from './seeker';
import { signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

/** The password change: the same form and sign-in on every site. */
const PASSWORD_SITE: SiteCode = 'SG';
const CHANGE_PASSWORD = '/seeker/settings?menu=account&subMenu=change-password';
const NEW_PASSWORD = 'N3w-Passw0rd';

function part(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe(`The account pages on the ${PASSWORD_SITE} site`, () => {
  const code = PASSWORD_SITE;
  // The form's refusal of a wrong current password and its confirmation are proven in
  // tests/web/features/account.test.tsx; here the change goes through the simulator and the new
  // password signs in.
  test('When the seeker changes the password from the dropdown, then the new one signs in', async ({
    page,
  }) => {
    const seeker = await signInFresh(page, code, `password-${code}`);
    await page.goto(siteUrl(code, '/'));
    const menu = await openAccountMenu(page, seeker.name);
    await menu.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(siteUrl(code, CHANGE_PASSWORD));
    const form = part(page, 'Change password');

    await form.getByLabel('Current password').fill(TEST_PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your password has been changed.')).toBeVisible();

    await page.context().clearCookies();
    await page.goto(loginUrl(code, '/seeker/settings'));
    await page.getByLabel('Email', { exact: true }).fill(seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(siteUrl(code, '/seeker/settings'));
    await expect(accountButton(page, seeker.name)).toBeVisible();
  });
});

// The settings' words for each state and the site's client id are proven on IN, SA and SG in
// tests/web/features/account.test.tsx; once here, the site's real Google stand-in and the
// simulator's link kept across calls.
test('When the seeker on the IN site links a Google account through its chooser and unlinks it, then the settings say so each time', async ({
  page,
}) => {
  const code: SiteCode = 'IN';
  const seeker = await signInFresh(page, code, `google-${code}`);
  await page.goto(siteUrl(code, '/seeker/settings?menu=linked-accounts'));
  const linked = part(page, 'Linked accounts');
  await expect(linked.getByText('Google: not linked')).toBeVisible();

  await linked.getByRole('button', { name: 'Link Google account' }).click();
  const chooser = page.getByRole('dialog', { name: /Choose a Google account/ });
  await chooser.getByRole('textbox', { name: 'Another Google account' }).fill(seeker.email);
  await chooser.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(linked.getByText(`Google: linked (${seeker.email})`)).toBeVisible();

  await linked.getByRole('button', { name: 'Unlink Google account' }).click();
  await expect(linked.getByText(`Google: not linked (was ${seeker.email})`)).toBeVisible();
  await expect(linked.getByRole('button', { name: 'Link Google account' })).toBeVisible();
});

// The saved message and the feedback form (its message for an empty text, its thanks) are proven
// in tests/web/features/account.test.tsx; here the simulator keeps the preference across a reload.
test('When the seeker saves email preferences, then they are still there after a reload', async ({
  page,
}) => {
  await signInFresh(page, 'SA', 'prefs');
  await page.goto(siteUrl('SA', '/seeker/settings'));
  const emails = part(page, 'Email notifications');
  const newsletters = emails.getByLabel('Career advice and offers');
  await expect(newsletters).not.toBeChecked();
  await newsletters.check();
  await emails.getByRole('button', { name: 'Save email preferences' }).click();
  await expect(emails.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(
    part(page, 'Email notifications').getByLabel('Career advice and offers'),
  ).toBeChecked();
});

test('When a seeker opens My Subscription and My Profile Performance from the dropdown, then the services are grouped and the figures charted', async ({
  page,
}) => {
  await signIn(page, 'SG', '/');
  let menu = await openAccountMenu(page);
  await menu.getByRole('link', { name: 'My Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'My subscriptions', level: 1 })).toBeVisible();
  for (const group of ['Active', 'Pending', 'Expired']) {
    await expect(page.getByRole('region', { name: `${group} services` })).toBeVisible();
  }

  menu = await openAccountMenu(page);
  await menu.getByRole('link', { name: 'My Profile Performance' }).click();
  await expect(page.getByRole('heading', { name: 'Profile performance', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: /^Recruiter activity in the last 90 days: Search appearances \d+, Profile views \d+, Recruiter actions \d+$/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile score' })).toContainText(/\d+%/);
});

test('When the settings and profile performance pages are scanned with axe, then they have no serious or critical violations', async ({
  page,
}) => {
  await signIn(page, 'IN', CHANGE_PASSWORD);
  await expect(part(page, 'Email notifications').getByLabel('Job alert emails')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(siteUrl('IN', '/seeker/profile-performance'));
  await expect(
    page.getByRole('heading', { name: 'Recruiter activity', exact: false }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
