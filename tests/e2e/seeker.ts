// Helpers of the signed-in seeker's end-to-end tests: signing in through the page, the account
// menu, fresh registration details, the journal of the simulator.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountEmail, signInForm, TEST_PASSWORD } from '../../fixtures/accounts';
import { MARKET_MOBILES } from '../../openapi/vocabulary/validation';
import { currentScenario } from '../support/sim-scenario';
import { CONTROL, PORT, siteUrl, type SiteCode } from './support';

/** The display name of every site's `seeker.{code}` account. */
export const SEEKER_NAME = 'Asha Rao';

export function loginUrl(code: SiteCode, returnPath: string): string {
  return siteUrl(code, `/rio/login/seeker?return_url=${encodeURIComponent(returnPath)}`);
}

/** Signs in on the sign-in page with a password and waits to be back at `returnPath`. */
export async function signInWithForm(
  page: Page,
  code: SiteCode,
  returnPath = '/',
  local = 'seeker',
): Promise<void> {
  await page.goto(loginUrl(code, returnPath));
  await page.getByLabel('Email', { exact: true }).fill(accountEmail(local, code));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl(code, returnPath));
}

/**
 * The session the test's API calls got (from `localhost`: Node cannot resolve `{code}.localhost`)
 * given to the site's pages as the browser would keep it.
 */
export async function carrySessionTo(page: Page, code: SiteCode): Promise<void> {
  const { cookies } = await page.request.storageState();
  await page
    .context()
    .addCookies(
      cookies
        .filter((cookie) => cookie.domain === 'localhost')
        .map(({ name, value, httpOnly }) => ({ name, value, httpOnly, url: siteUrl(code) })),
    );
}

/**
 * Signs in with the sign-in form's own call (rioLogin) and opens `returnPath` signed in, one page
 * load fewer than the form: for tests whose subject is not the sign-in page (sign-in.spec.ts
 * proves the form with signInWithForm on the sites whose one-tap and auto-login flags differ).
 */
export async function signIn(
  page: Page,
  code: SiteCode,
  returnPath = '/',
  local = 'seeker',
): Promise<void> {
  const response = await page.request.post(`http://localhost:${PORT}/api/rio/login`, {
    headers: { 'X-Source-Country': code },
    form: signInForm(local, code),
  });
  expect(response.status(), await response.text()).toBe(200);
  await carrySessionTo(page, code);
  await page.goto(siteUrl(code, returnPath));
}

/** The header's account menu button of a signed-in seeker. */
export function accountButton(page: Page, name = SEEKER_NAME) {
  return page.getByRole('button', { name: `${name}, account menu` });
}

export async function openAccountMenu(page: Page, name = SEEKER_NAME) {
  const button = accountButton(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator('.profile-panel');
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export function freshEmail(tag: string): string {
  return `${tag}.${unique()}@example.com`;
}

/**
 * A mobile number nobody has, fitted to a dial code: India's 10 digits from 9, or the market's own
 * length and first digit (openapi/vocabulary/validation.ts, MARKET_MOBILES).
 */
export function freshMobileFor(dialCode: string): string {
  const example = MARKET_MOBILES[dialCode]?.example ?? '9000000000';
  const digits = String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
  return `${example.slice(0, 1)}${digits.slice(-(example.length - 1))}`;
}

/** A mobile number nobody has, fitted to the site's first dial code (freshMobileFor). */
export function freshMobile(code: SiteCode = 'IN'): string {
  const sites = JSON.parse(readFileSync('fixtures/sites.json', 'utf8')) as Array<{
    countryCode: string;
    dialCodes: string[];
  }>;
  return freshMobileFor(sites.find((s) => s.countryCode === code)?.dialCodes[0] ?? '91');
}

interface JournalEntry {
  operationId: string | null;
  status: number;
  sessionAccountId: string | null;
  requestBody: unknown;
  site: string;
}

/** The simulator's journal of one operation in the test's own scenario, newest first. */
export async function journal(
  request: APIRequestContext,
  operationId: string,
): Promise<JournalEntry[]> {
  const response = await request.get(`${CONTROL}/journal`, {
    params: { operationId, scenario: currentScenario(), limit: 50 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { entries: JournalEntry[] }).entries;
}

/** userMe with the given session cookie (Node cannot resolve {code}.localhost: site header). */
export async function userMeStatus(
  request: APIRequestContext,
  code: SiteCode,
  session: string,
): Promise<number> {
  const response = await request.get(`http://localhost:${PORT}/api/middleware/userMe`, {
    headers: { 'X-Source-Country': code, Cookie: `MSSOCLIENT=${session}` },
  });
  return response.status();
}

export async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'MSSOCLIENT');
  expect(cookie?.httpOnly).toBe(true);
  return cookie?.value ?? '';
}
