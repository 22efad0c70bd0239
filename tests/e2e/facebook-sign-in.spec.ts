// The single sign-on's Facebook variant on the sign-in page (spec section 4: "form POST with
// returnUrl; a Facebook variant exists"): Continue with Facebook opens the site's Facebook login
// (the simulator's stand-in of the SDK), and the chosen account signs in and comes back to the page
// the seeker came for; closing the dialog leaves the seeker signed out on the sign-in page; a new
// Facebook account registers with what Facebook gives, as a Google one does.
import { expect, test } from '../support/usage-fixture';
import { accountButton, freshEmail, freshMobile, loginUrl } from './seeker';
import { siteUrl } from './support';

test('When a seeker continues with Facebook on the SG site and picks their account, then they are back on the page they came from, signed in', async ({
  page,
}) => {
  const returnPath = '/search/results?query=sales';
  await page.goto(loginUrl('SG', returnPath));

  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: /Log in with Facebook/ });
  await dialog
    .getByRole('list', { name: 'Facebook accounts' })
    .getByRole('button', { name: /seeker\.sg@example\.com/ })
    .click();

  await expect(accountButton(page)).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(returnPath);
});

test('When the Facebook login is closed, then the seeker stays on the sign-in page, signed out, and can start it again', async ({
  page,
}) => {
  await page.goto(loginUrl('IN', '/'));
  const start = page.getByRole('button', { name: 'Continue with Facebook' });
  await start.click();
  await page.getByRole('button', { name: 'Close the Facebook login' }).click();

  await expect(page.getByRole('dialog', { name: /Log in with Facebook/ })).toHaveCount(0);
  await expect(start).toBeEnabled();
  await expect(page).toHaveURL(loginUrl('IN', '/'));
  const session = (await page.context().cookies()).find((c) => c.name === 'MSSOCLIENT');
  expect(session).toBeUndefined();
});

test("When a new Facebook account continues on the IN site, then registration says so, is filled with Facebook's email and name, asks no password, and the seeker comes back to the page they came from (the UX walk's D1)", async ({
  page,
}) => {
  const returnPath = '/search/results?query=sales';
  const email = freshEmail('fb-new');
  await page.goto(loginUrl('IN', returnPath));

  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  const another = page
    .getByRole('dialog', { name: /Log in with Facebook/ })
    .getByRole('form', { name: 'Another Facebook account' });
  await another.getByLabel('Another Facebook account').fill(email);
  await another.getByLabel('Name on Facebook (optional)').fill('Ravi Kumar');
  await another.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/seeker\/registration\?/);
  expect(new URL(page.url()).searchParams.get('social')).toBe('facebook');
  expect(new URL(page.url()).searchParams.get('return_url')).toBe(returnPath);
  await expect(
    page.getByText(`You are registering with your Facebook account ${email}.`),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Mobile number' }).fill(freshMobile('IN'));
  await page.getByLabel('Current location').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(siteUrl('IN', returnPath));
  await expect(accountButton(page, 'Ravi Kumar')).toBeVisible();
});
