// The seeker's account pages (spec section 2) on India, the Gulf and Singapore: change password
// (a wrong current one first, then signing in with the new one), linking and unlinking Google,
// email preferences, feedback, My Subscription and My Profile Performance, and axe on settings and
// profile performance. Every test that changes an account registers its own seeker.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { seriousViolations } from './axe-scan';
import { accountButton, loginUrl, openAccountMenu, signIn } from './seeker';
import { signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

const SITES: readonly SiteCode[] = ['IN', 'SA', 'SG'];
const CHANGE_PASSWORD = '/seeker/settings?menu=account&subMenu=change-password';
const NEW_PASSWORD = 'N3w-Passw0rd';

function part(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

for (const code of SITES) {
  test.describe(`The account pages on the ${code} site`, () => {
    test('When the seeker changes the password from the dropdown, then a wrong current one is refused and the new one signs in', async ({
      page,
    }) => {
      const seeker = await signInFresh(page, code, `password-${code}`);
      await page.goto(siteUrl(code, '/'));
      const menu = await openAccountMenu(page, seeker.name);
      await menu.getByRole('link', { name: 'Change Password' }).click();
      await expect(page).toHaveURL(siteUrl(code, CHANGE_PASSWORD));
      const form = part(page, 'Change password');

      await form.getByLabel('Current password').fill('not-my-password');
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
        'Your current password is not correct.',
      );
      await expect(form.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

      await form.getByLabel('Current password').fill(TEST_PASSWORD);
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

    test('When the seeker links a Google account and unlinks it, then the settings say so each time', async ({
      page,
    }) => {
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
  });
}

test('When the seeker saves email preferences and sends feedback, then the preferences are kept and the feedback is acknowledged', async ({
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

  const feedback = part(page, 'Feedback');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByLabel('Your feedback')).toHaveAccessibleDescription(
    'Please fill in this field.',
  );
  await feedback.getByLabel('Your feedback').fill('The profile page is clear.');
  await feedback.getByRole('radio', { name: '5 out of 5' }).check();
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByText('Thank you for your feedback.')).toBeVisible();
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
