// oneTapLogin on the sign-in page (and the social callback page) with the simulator's Google
// stand-in. The page's facts pick the site (India opens registration as a popup, Singapore on its
// page, Hong Kong has one-tap off) and the session (signed in through the API, MOTS_REDIRECT set).
// The stand-in script is held at the browser until the path says it loads (or fails), and the
// 100 ms init timer runs on Playwright's clock, paused, so each retry is one step. The validation
// and login calls are held until their answer's step; the API level's driver arranges answers.
import { expect, type Page } from '@playwright/test';
import { accountEmail } from '../../../../fixtures/accounts';
import { SOCIAL_VALIDATION } from '../../../../openapi/vocabulary/calls';
import { COOKIE } from '../../../../openapi/vocabulary/cookies';
import {
  LOGIN_FAILED_MESSAGE,
  SOCIAL_DELINKED_MESSAGE,
  SOCIAL_GENERIC_FAILURE_MESSAGE,
  SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
} from '../../../../openapi/vocabulary/messages';
import { ROUTE, seekerLoginUrl } from '../../../../openapi/vocabulary/routes';
import { ONE_TAP_INIT_DELAY_MS } from '../../../../openapi/vocabulary/timing';
import { HeldCalls, signInBrowser, siteOrigin, toast, type PathContext } from '../context';
import type { BrowserDriver } from '../driver';
import { took, type PlannedStep } from '../plan';

const RETURN_PATH = '/search/results?query=java';

interface OneTapPage {
  code: string;
  script: HeldCalls;
  validate: HeldCalls;
  login: HeldCalls;
}

const pages = new WeakMap<Page, OneTapPage>();

function state(page: Page): OneTapPage {
  const found = pages.get(page);
  if (!found) throw new Error('oneTapLogin: the page was not prepared');
  return found;
}

function siteFor(path: PathContext['path']): string {
  const loaded = path.steps.find((s) => s.event.type === 'page.loaded')?.event;
  if (loaded?.oneTapDisabled) return 'hk';
  return loaded?.registrationPopup === false ? 'sg' : 'in';
}

const chooser = (page: Page) => page.getByRole('dialog', { name: /Choose a Google account/ });
const unavailable = (page: Page) => page.getByText(/Google sign-in is not available right now/);
const again = (page: Page) => page.getByRole('button', { name: 'Continue with Google' });
const signingIn = (page: Page) => page.getByText('Signing you in with Google…');

/** The Google account the simulator validates with the status the path's answer names. */
function emailFor(code: string, status: unknown, scenario: string): string {
  if (status === SOCIAL_VALIDATION.linkedToOtherUser) return accountEmail('linked', code);
  if (status === SOCIAL_VALIDATION.delinked) return accountEmail('delinked', code);
  if (status === SOCIAL_VALIDATION.userNotExists) return `new.${scenario}@example.com`;
  return accountEmail('seeker', code);
}

async function failed(page: Page, message: string) {
  await expect(toast(page)).toHaveText(message);
  await expect(again(page)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === COOKIE.redirect)).toBe(false);
}

async function validated(context: PathContext, step: PlannedStep) {
  const { page } = context;
  const { validate, login, code } = state(page);
  if (step.event.type === 'social.failed') {
    await validate.release('social validation');
    await failed(page, SOCIAL_GENERIC_FAILURE_MESSAGE);
    return;
  }
  await validate.release('social validation');
  // The registration form validates the token again (the popup's own call): not the path's.
  await validate.open();
  const base = 'oneTapLogin.validating --social.validated-->';
  if (took(step, `${base} #1`)) {
    await expect(signingIn(page)).toBeVisible();
    await expect.poll(() => login.seen).toBe(1);
  } else if (took(step, `${base} #2`)) {
    // The popup's form shows once its own token check lands, which the page hears of on a timer
    // (React Query notifies through setTimeout): the page's time runs again, as a person's does.
    await page.clock.resume();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  } else if (took(step, `${base} #3`)) {
    await expect(page).toHaveURL(`${siteOrigin(code)}${ROUTE.seekerRegistration}`);
  } else if (took(step, `${base} #4`)) await failed(page, SOCIAL_LINKED_TO_OTHER_USER_MESSAGE);
  else if (took(step, `${base} #5`)) await failed(page, SOCIAL_DELINKED_MESSAGE);
  else await failed(page, SOCIAL_GENERIC_FAILURE_MESSAGE);
  if (took(step, `${base} #2`) || took(step, `${base} #3`)) {
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name === COOKIE.socialToken)).toBe(true);
  }
}

/** Opens the page the path loads (signed in, with a stored return URL) and checks where it went. */
async function pageLoaded({ page }: PathContext, step: PlannedStep) {
  const event = step.event;
  const { code, script } = state(page);
  const origin = siteOrigin(code);
  const login = `${origin}${seekerLoginUrl(RETURN_PATH)}`;
  if (event.signedIn) await signInBrowser(page, code);
  if (event.storedRedirectUrl)
    await page
      .context()
      .addCookies([{ name: COOKIE.redirect, value: String(event.storedRedirectUrl), url: origin }]);
  if (took(step, 'oneTapLogin.idle --page.loaded--> #1')) {
    await page.goto(`${origin}${ROUTE.socialCallback}`);
    await expect(page.getByRole('alert')).toHaveText(SOCIAL_GENERIC_FAILURE_MESSAGE);
    return;
  }
  await page.goto(login);
  if (took(step, 'oneTapLogin.idle --page.loaded--> #2')) {
    await expect(page).toHaveURL(`${origin}${String(event.storedRedirectUrl)}`);
    return;
  }
  if (took(step, 'oneTapLogin.idle --page.loaded--> #3')) {
    await expect(page).toHaveURL(`${origin}${RETURN_PATH}`);
    return;
  }
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  if (took(step, 'oneTapLogin.idle --page.loaded--> #4')) {
    // One-tap is off on this site: no script, no prompt, nothing to press.
    await expect(again(page)).toHaveCount(0);
    expect(script.seen).toBe(0);
  } else {
    await expect.poll(() => script.seen).toBe(1);
    // From here the init timer fires only when the path says (a second ahead: pauseAt cannot go
    // back); until the script loads, a retry finds no SDK, as the path has it.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  }
  await expect(chooser(page)).toHaveCount(0);
}

/** Picks the Google account whose validation answers as the path's next social event says. */
async function credential(context: PathContext, step: PlannedStep) {
  const { page } = context;
  const answer = context.path.steps.find(
    (s) => s.number > step.number && s.event.type.startsWith('social.'),
  )?.event;
  const email = emailFor(state(page).code, answer?.status, context.scenario);
  const dialog = chooser(page);
  await dialog.getByRole('textbox', { name: 'Another Google account' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(signingIn(page)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === COOKIE.redirect)).toBe(true);
}

export const oneTapLoginDriver: BrowserDriver = {
  answers: ['social.validated', 'social.failed', 'login.answered', 'login.failed'],
  playable: () => true,
  prepare: async (context) => {
    const { page, path } = context;
    const code = siteFor(path);
    const script = new HeldCalls(page, (r) => r.url().endsWith('/google-one-tap.js'));
    const validate = new HeldCalls(page, (r) => r.url().endsWith('/middleware/social/validate'));
    const login = new HeldCalls(
      page,
      // The sign-in page's own login, not the one that signs a path's seeker in beforehand.
      (r) =>
        r.method() === 'POST' &&
        r.url().endsWith(`/api${ROUTE.login}`) &&
        r.frame().url().includes(ROUTE.login),
    );
    for (const held of [script, validate, login]) await held.install();
    pages.set(page, { code, script, validate, login });
    // The init timer runs on the page's clock, paused once the page is drawn (below).
    if (path.steps.some((s) => took(s, 'oneTapLogin.idle --page.loaded--> #5')))
      await page.clock.install();
  },
  step: async (context, step) => {
    const { page } = context;
    const event = step.event;
    const { code, script } = state(page);
    const origin = siteOrigin(code);
    switch (event.type) {
      case 'xstate.init':
        return;
      case 'page.loaded':
        await pageLoaded(context, step);
        return;
      case 'script.failed':
        await script.abort('the Google script');
        await expect(unavailable(page)).toBeVisible();
        return;
      case 'sdk.initDue':
        if (step.next?.type === 'sdk.ready') {
          await script.release('the Google script');
          await page.waitForFunction(() => 'google' in window);
        }
        await page.clock.runFor(ONE_TAP_INIT_DELAY_MS);
        return;
      case 'sdk.ready':
        await expect(chooser(page)).toBeVisible();
        return;
      case 'sdk.unavailable':
        if (took(step, 'oneTapLogin.loading.initialising --sdk.unavailable--> #2'))
          await expect(unavailable(page)).toBeVisible();
        else await expect(chooser(page)).toHaveCount(0);
        return;
      case 'social.credential':
        await credential(context, step);
        return;
      case 'social.dismissed':
        await chooser(page).getByRole('button', { name: 'Close the Google sign-in' }).click();
        await expect(chooser(page)).toHaveCount(0);
        await expect(again(page)).toBeVisible();
        return;
      case 'social.validated':
      case 'social.failed':
        await validated(context, step);
        return;
      case 'login.answered':
      case 'login.failed':
        await state(page).login.release('rio login');
        if (took(step, 'oneTapLogin.loggingIn --login.answered--> #1'))
          await expect(page).toHaveURL(`${origin}${RETURN_PATH}`);
        else await failed(page, LOGIN_FAILED_MESSAGE);
        return;
      default:
        throw new Error(`oneTapLogin: no browser action for ${event.type}`);
    }
  },
};
