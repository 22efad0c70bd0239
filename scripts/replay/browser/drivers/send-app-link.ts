// sendAppLink in the home page's download-app form. The number is typed into the field; the
// captcha is the simulator's stand-in (its `__simCaptchaError` hook plays a captcha that cannot
// run); the send-link call is held at the browser until the answer's step, and the API level's
// driver makes the simulator answer as the path says (the hourly limit for the 422, faults else).
import { expect, type Page } from '@playwright/test';
import { COOKIE } from '../../../../openapi/vocabulary/cookies';
import {
  DOWNLOAD_APP_HEADLINE,
  INVALID_MOBILE_MESSAGE,
  SEND_LINK_FAILED_MESSAGE,
} from '../../../../openapi/vocabulary/messages';
import { HeldCalls, siteOrigin, toast, type PathContext } from '../context';
import type { BrowserDriver } from '../driver';
import { took, type PlannedStep } from '../plan';

const calls = new WeakMap<Page, HeldCalls>();

function form(page: Page) {
  return {
    number: page.getByRole('textbox', { name: 'Mobile number' }),
    send: page.locator('.send-link-submit'),
    error: page.locator('#send-link-error'),
  };
}

async function answer(context: PathContext, step: PlannedStep) {
  const { page } = context;
  await calls.get(page)?.release('send-link');
  const shown = toast(page);
  if (took(step, 'sendAppLink.sending --link.answered--> #1')) {
    await expect(shown).toHaveClass(/toast-success/);
    await expect(shown).not.toHaveText('');
  } else if (took(step, 'sendAppLink.sending --link.answered--> #2')) {
    // The refusal's own errorMessage, as a failure.
    await expect(shown).toHaveClass(/toast-failure/);
    await expect(shown).not.toHaveText(SEND_LINK_FAILED_MESSAGE);
  } else {
    await expect(shown).toHaveClass(/toast-failure/);
    await expect(shown).toHaveText(SEND_LINK_FAILED_MESSAGE);
  }
  await expect(form(page).send).toHaveText('Send link');
}

export const sendAppLinkDriver: BrowserDriver = {
  answers: ['link.answered', 'link.failed'],
  playable: () => true,
  prepare: async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: COOKIE.appBannerDismissed, value: '1', url: siteOrigin('in') }]);
    const held = new HeldCalls(page, (r) => r.url().endsWith('/middleware/apps/download-link'));
    await held.install();
    calls.set(page, held);
  },
  step: async (context, step) => {
    const { page } = context;
    const { number, send, error } = form(page);
    switch (step.event.type) {
      case 'xstate.init':
        await page.goto(`${siteOrigin('in')}/`);
        // The section loads as it comes near the viewport: scrolled to, as a visitor would.
        await page
          .getByRole('region', { name: DOWNLOAD_APP_HEADLINE })
          .first()
          .scrollIntoViewIfNeeded();
        await expect(number).toBeVisible();
        await expect(number).toHaveValue('');
        return;
      case 'link.input': {
        const event = context.callDriver?.rewrite?.(context.backend, step.event, undefined);
        const value = String((event ?? step.event).value);
        await number.fill(value);
        await expect(number).toHaveValue(value.replace(/\D/g, ''));
        if (took(step, 'sendAppLink.invalid')) await expect(error).toHaveText('');
        return;
      }
      case 'link.dialCode': {
        const code = String(step.event.value);
        await page.getByLabel('Country code').selectOption(code);
        await expect(page.getByLabel('Country code')).toHaveValue(code);
        return;
      }
      case 'link.submit':
        // The captcha fails only when the path says so.
        await page.evaluate((fail) => {
          if (fail) window.__simCaptchaError = 'replay: the captcha could not run';
          else delete window.__simCaptchaError;
        }, step.next?.type === 'captcha.failed');
        await send.click();
        if (took(step, 'sendAppLink.editing --link.submit--> #2')) {
          await expect(error).toHaveText(INVALID_MOBILE_MESSAGE);
          await expect(number).toHaveAttribute('aria-invalid', 'true');
        } else if (
          took(step, 'sendAppLink.editing --link.submit--> #1') &&
          step.next?.type !== 'captcha.failed'
        ) {
          await expect(send).toHaveAttribute('aria-disabled', 'true');
        }
        return;
      case 'captcha.solved':
        // The token is in: the call goes out (held here) and the form stays busy.
        await expect.poll(() => calls.get(page)?.seen ?? 0).toBeGreaterThan(0);
        await expect(send).toHaveText('Sending…');
        return;
      case 'captcha.failed':
        await expect(toast(page)).toHaveText(SEND_LINK_FAILED_MESSAGE);
        await expect(send).toHaveText('Send link');
        expect(calls.get(page)?.seen).toBe(0);
        return;
      case 'link.answered':
      case 'link.failed':
        await answer(context, step);
        return;
      default:
        throw new Error(`sendAppLink: no browser action for ${step.event.type}`);
    }
  },
};
