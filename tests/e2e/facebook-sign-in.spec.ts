// The single sign-on's Facebook variant on the sign-in page (spec section 4: "form POST with
// returnUrl; a Facebook variant exists"): Continue with Facebook opens the site's Facebook login
// (the simulator's stand-in of the SDK), and the chosen account signs in and comes back to the page
// the seeker came for; closing the dialog leaves the seeker signed out on the sign-in page.
import { expect, test } from '../support/usage-fixture';
import { accountButton, loginUrl } from './seeker';

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
