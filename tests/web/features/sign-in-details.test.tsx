// The sign-in details of the UX walk (2026-11-26), moved down from
// tests/e2e/sign-in-details.spec.ts: every password field has a "Show password" toggle that keeps
// the focus and the caret (f17); a hung sign-in says it is taking longer than usual (g5); the page
// a sign-out lands on says "You have signed out." once (f20). The browser keeps the journeys: the
// registration's "Sign in" link to a real sign-in, the Google prompt's layout at two widths, the
// sign-out's way to the sign-in page, and Chrome's own caret after a mouse press.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { SignOut } from '../../../web/src/features/auth/components/sign-out';
import { RegistrationForm } from '../../../web/src/features/registration/components/registration-form';
import { callOf, hanging, renderInPage, stubApi } from '../render';
import { onSite, type SiteCode } from '../site';

const SITES: readonly SiteCode[] = ['IN', 'SA', 'SG', 'VN'];
const RETURN_PATH = '/search/results?query=sales';
const LOGIN_PATH = `/rio/login/seeker?return_url=${encodeURIComponent(RETURN_PATH)}`;

/** The sign-in form as a fresh page load of `code`'s site would have it. */
async function loginPage(code: SiteCode, path = LOGIN_PATH) {
  const { LoginForm } = await onSite(
    code,
    () => import('../../../web/src/features/auth/components/login-form'),
  );
  return renderInPage(<LoginForm />, path);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The password field labelled `label` and its reveal button, inside `scope`: the toggle says
 * whether the password shows, a mouse press keeps the focus and the caret in the field, and from
 * the keyboard the focus stays on the button.
 */
async function expectReveal(scope: HTMLElement, label: string) {
  const seeker = userEvent.setup();
  const input = within(scope).getByLabelText(label, { exact: true });
  if (!(input instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  const reveal = within(scope).getAllByRole('button', { name: 'Show password' })[0];
  if (!reveal) throw new Error(`no Show password beside ${label}`);
  await seeker.type(input, 'Secret12');
  expect(input.type).toBe('password');
  expect(reveal.getAttribute('aria-pressed')).toBe('false');

  // The caret after "Sec": the mouse press keeps it there and the focus in the input.
  input.focus();
  input.setSelectionRange(3, 3);
  await seeker.click(reveal);
  expect(input.type).toBe('text');
  expect(reveal.getAttribute('aria-pressed')).toBe('true');
  expect(document.activeElement).toBe(input);
  await waitFor(() => expect(input.selectionStart).toBe(3));
  await seeker.keyboard('X');
  expect(input.value).toBe('SecXret12');

  // From the keyboard the focus stays on the button, which hides the password again.
  reveal.focus();
  await seeker.keyboard(' ');
  expect(input.type).toBe('password');
  expect(reveal.getAttribute('aria-pressed')).toBe('false');
  expect(document.activeElement).toBe(reveal);
}

describe('The "Show password" toggle', () => {
  it('When a seeker shows the password on sign-in, then the toggle says so, and the focus and caret stay', async () => {
    stubApi(() => ({ status: 404 }));
    await loginPage('IN');

    await expectReveal(screen.getByRole('form', { name: 'Sign in' }), 'Password');
  });

  it('When a seeker shows the new password on the reset form, then the toggle says so, and the focus and caret stay', async () => {
    stubApi((request) =>
      callOf(request) === 'POST /middleware/forgotPassword'
        ? {
            body: {
              success: true,
              message: 'We have sent a code to your email.',
              otpLength: 6,
              expiresInSeconds: 600,
              resendAfterSeconds: 30,
            } satisfies Schemas['OtpSent'],
          }
        : { status: 404 },
    );
    await loginPage('IN');
    const seeker = userEvent.setup();
    await seeker.type(screen.getByLabelText('Email', { exact: true }), 'asha.rao@example.com');
    await seeker.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reset = screen.getByRole('form', { name: 'Reset your password' });
    await seeker.click(within(reset).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(reset).getByLabelText('Code', { exact: true })),
    );

    await expectReveal(reset, 'New password');
  });

  it('When a seeker shows the password on registration, then the toggle says so, and the focus and caret stay', async () => {
    stubApi(() => ({ status: 404 }));
    renderInPage(<RegistrationForm titleId="register-title" />, '/seeker/registration');

    await expectReveal(screen.getByRole('form', { name: 'Register' }), 'Password');
  });
});

describe.each(SITES)('Signing in on %s', (code) => {
  it('When the sign-in call hangs, then the form says it is taking longer than usual while "Signing in…" waits', async () => {
    const calls = stubApi((request) =>
      callOf(request) === 'POST /rio/login' ? hanging() : { status: 404 },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await loginPage(code);
    const seeker = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await seeker.type(screen.getByLabelText('Email', { exact: true }), 'asha.rao@example.com');
    await seeker.type(screen.getByLabelText('Password', { exact: true }), 'Passw0rd!');

    await seeker.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls.map(callOf)).toContain('POST /rio/login'));

    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true);
    const notices = () =>
      screen.queryAllByRole('status').filter((s) => /taking longer/.test(s.textContent));
    expect(notices()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(notices().map((s) => s.textContent)).toEqual([
      'This is taking longer than usual. Still trying…',
    ]);
  });

  it('When a seeker signs out, then the page it lands on says "You have signed out." in a status, once', async () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
    const calls = stubApi((request) =>
      callOf(request) === 'POST /middleware/logout'
        ? {
            body: {
              success: true,
              message: 'Logged out successfully.',
            } satisfies Schemas['SuccessMessage'],
          }
        : { status: 404 },
    );
    // jsdom does not follow the sign-out's page load; the page it lands on is loaded after.
    const out = renderInPage(<SignOut />, '/rio/sign-out');
    await waitFor(() => expect(calls.map(callOf)).toContain('POST /middleware/logout'));
    await waitFor(() => expect(sessionStorage.length).toBeGreaterThan(0));
    out.unmount();

    const landed = await loginPage(code, '/rio/login/seeker?return_url=%2Fseeker%2Fdashboard');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .filter((s) => s.textContent.includes('signed out'))
          .map((s) => s.textContent),
      ).toEqual(['You have signed out.']),
    );
    landed.unmount();

    // The same page loaded again (a reload) says it no more.
    await loginPage(code, '/rio/login/seeker?return_url=%2Fseeker%2Fdashboard');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(screen.queryByText('You have signed out.')).toBeNull();
  });
});
