// Getting back into an account (issue 27, item 2): "Forgot password?" on the sign-in form sends a
// code by email or mobile (the simulator's is 123456), a new password signs the seeker in; a
// seeker throttled after wrong passwords is offered the reset; "Sign in with OTP" signs in with a
// code to the registered mobile number. On India and the Gulf, at desktop and phone widths.
// Sites and widths per test by what it proves: each journey keeps each site whose form differs
// (the Gulf's dial-code choice, India's fixed +91) and each width once, rotated, not the product.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { seriousViolations } from './axe-scan';
import { accountButton, freshEmail, freshMobile, loginUrl } from './seeker';
import { PORT, siteUrl, type SiteCode } from './support';

const DIAL: Partial<Record<SiteCode, string>> = { IN: '91', SA: '971' };
const DESKTOP = { label: 'desktop', width: 1280, height: 900 } as const;
const PHONE = { label: 'phone', width: 390, height: 844 } as const;
/** The reset by email: a form without a dial code on either site, so each site at one width. */
const FORGOT_RUNS = [
  { code: 'IN', size: DESKTOP },
  { code: 'SA', size: PHONE },
] as const;
/**
 * The sign-in by OTP on both sites (India's fixed +91, the Gulf's choice of dial code), rotated
 * against the reset's widths.
 */
const THROTTLED_SITE: SiteCode = 'SA';
const OTP_RUNS = [
  { code: 'IN', size: PHONE },
  { code: 'SA', size: DESKTOP },
] as const;
const NEW_PASSWORD = 'Fresh-Start9';
const RETURN_PATH = '/seeker/profile';

/** A seeker registered through the API, not signed in in the page's browser. */
async function registered(page: Page, code: SiteCode, tag: string) {
  const seeker = {
    name: 'Tara Iyer',
    email: freshEmail(tag),
    countryCode: DIAL[code] ?? '91',
    mobileNumber: freshMobile(code),
  };
  const response = await page.request.post(
    `http://localhost:${PORT}/api/middleware/registerPersonal`,
    {
      headers: { 'X-Source-Country': code },
      data: {
        ...seeker,
        password: TEST_PASSWORD,
        currentLocation: 'Pune',
        experienceYears: 2,
        experienceMonths: 0,
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  return seeker;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

for (const { code, size } of FORGOT_RUNS) {
  test(`When a seeker forgets the password on the ${code} site (${size.label}), then a code by email and a new password sign them in, and the new password works next time`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const seeker = await registered(page, code, `forgot-${code}`);
    await page.goto(loginUrl(code, RETURN_PATH));
    await page.getByLabel('Email', { exact: true }).fill(seeker.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    const form = page.getByRole('form', { name: 'Reset your password' });
    await expect(form.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(seeker.email);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('status')).toContainText(`OTP sent to ${seeker.email}`);
    await expect(form.getByLabel('Code', { exact: true })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong code is refused beside the form and nothing changes.
    await form.getByLabel('Code', { exact: true }).fill('000000');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Reset password and sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');

    await form.getByLabel('Code', { exact: true }).fill('123456');
    await form.getByRole('button', { name: 'Reset password and sign in' }).click();
    await expect(page).toHaveURL(siteUrl(code, RETURN_PATH));
    await expect(accountButton(page, seeker.name)).toBeVisible();

    // Leave the signed-in page first, so that nothing of it reacts to the cleared session.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(loginUrl(code, RETURN_PATH));
    await signInWith(page, seeker.email, NEW_PASSWORD);
    await expect(page).toHaveURL(siteUrl(code, RETURN_PATH));
  });
}

// The reset by mobile on the Gulf, where it asks the dial code: India's fixed +91 box is the same
// recovery field, shown by the OTP sign-in below; the throttle is tests/sim/login-throttle.test.ts.
test(`When a seeker is throttled after wrong passwords on the ${THROTTLED_SITE} site, then the message offers the reset, and a code by mobile gets them in`, async ({
  page,
}) => {
  const code = THROTTLED_SITE;
  const seeker = await registered(page, code, `throttled-${code}`);
  await page.goto(loginUrl(code, RETURN_PATH));
  for (let i = 0; i < 5; i += 1) {
    await signInWith(page, seeker.email, `wrong-${i}`);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  }
  await signInWith(page, seeker.email, TEST_PASSWORD);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Too many wrong passwords.');
  await alert.getByRole('button', { name: 'Reset your password' }).click();

  const form = page.getByRole('form', { name: 'Reset your password' });
  await expect(form).toContainText('Too many wrong passwords.');
  await form.getByLabel('My mobile number').check();
  await form.getByLabel('Country code').selectOption(`+${seeker.countryCode}`);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(seeker.mobileNumber);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('status')).toContainText(seeker.mobileNumber);
  await form.getByLabel('Code', { exact: true }).fill('123456');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Reset password and sign in' }).click();
  await expect(page).toHaveURL(siteUrl(code, RETURN_PATH));
  await expect(accountButton(page, seeker.name)).toBeVisible();
});

for (const { code, size } of OTP_RUNS) {
  test(`When a seeker signs in with OTP on the ${code} site, then a code to the registered mobile number signs them in`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const seeker = await registered(page, code, `otp-${code}`);
    await page.goto(loginUrl(code, RETURN_PATH));
    await page.getByRole('button', { name: 'Sign in with OTP' }).click();
    const form = page.getByRole('form', { name: 'Sign in with OTP' });
    await expect(form.getByRole('heading', { name: 'Sign in with OTP' })).toBeFocused();
    if (code === 'SA') await form.getByLabel('Country code').selectOption(`+${seeker.countryCode}`);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(seeker.mobileNumber);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByLabel('Code', { exact: true })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Code', { exact: true }).fill('123456');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(siteUrl(code, RETURN_PATH));
    await expect(accountButton(page, seeker.name)).toBeVisible();
  });
}
