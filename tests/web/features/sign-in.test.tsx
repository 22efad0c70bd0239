// Signing in, moved down from tests/e2e/sign-in.spec.ts: the sign-in form's messages next to each
// field for a missing email or password (the focus on the first), and the refusal of a wrong
// password above the button with what was typed kept and the page not left; the registration
// form's messages next to each field, its dial codes on India, the Gulf and Singapore, only digits
// in the mobile number, and a registered email refused before anything is stored. The browser keeps the
// journeys: the password round trip on every site with its httpOnly session cookie, return URLs,
// Google one-tap against the simulator's stand-in, registration ending signed in, axe.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import type { operations } from '../../../openapi/generated/schema';
import { descriptionOf } from '../page-reading';
import { callOf, renderInPage, stubApi } from '../render';
import { onSite, type SiteCode } from '../site';

type Existence = operations['checkExistence']['responses'][200]['content']['application/json'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('The sign-in form', () => {
  it('When the email or password is wrong or missing, then the form says so next to the field and keeps what was typed', async () => {
    const sent: string[] = [];
    stubApi(async (request) => {
      if (callOf(request) !== 'POST /rio/login') return { status: 404 };
      sent.push(await request.text());
      // The simulator's refusal of a wrong password (sim-server/domain/sign-in.ts).
      return {
        status: 401,
        body: {
          success: false,
          error: 'Invalid email or password.',
          errorCode: 'BAD_CREDENTIALS',
        } satisfies Schemas['SuccessFalseError'],
      };
    });
    const { LoginForm } = await onSite(
      'IN',
      () => import('../../../web/src/features/auth/components/login-form'),
    );
    renderInPage(<LoginForm />, '/rio/login/seeker?return_url=%2F');
    const seeker = userEvent.setup({ delay: null });
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    const email = screen.getByLabelText('Email', { exact: true });
    const password = screen.getByLabelText('Password', { exact: true });

    await seeker.click(signIn);
    expect(descriptionOf(email)).toBe('Please enter a valid email address.');
    expect(descriptionOf(password)).toBe('Please enter your password.');
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);

    await seeker.type(email, 'seeker.in@example.com');
    await seeker.type(password, 'not-the-password');
    await seeker.click(signIn);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid email or password.'),
    );
    expect(email).toHaveProperty('value', 'seeker.in@example.com');
    expect(password).toHaveProperty('value', 'not-the-password');
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]).get('username')).toBe('seeker.in@example.com');
  });
});

describe.each([
  ['IN', ['+91']],
  ['SA', ['+971', '+966', '+974', '+968', '+965', '+973']],
  ['SG', ['+65']],
] as const satisfies readonly (readonly [SiteCode, readonly string[]])[])(
  'Registering on the %s site',
  (code, dialCodes) => {
    it('When a guest registers, then each rule is checked next to its field and a registered email is refused before anything is stored', async () => {
      // jsdom has no CSS.escape, which the form uses to find its first wrong field; the
      // browser's escapes every character an id selector cannot hold as it is.
      vi.stubGlobal('CSS', {
        escape: (value: string) => value.replace(/[^\w-]/gu, (c) => `\\${c}`),
      });
      const calls: string[] = [];
      const asked: URLSearchParams[] = [];
      stubApi((request) => {
        calls.push(callOf(request));
        if (callOf(request) !== 'GET /middleware/checkExistence') return { status: 404 };
        asked.push(new URL(request.url).searchParams);
        // The simulator's answer for the seeded seeker's email.
        return { body: { emailExists: true, mobileExists: false } satisfies Existence };
      });
      const { RegistrationForm } = await onSite(
        code,
        () => import('../../../web/src/features/registration/components/registration-form'),
      );
      renderInPage(
        <RegistrationForm titleId="register-title" />,
        `/seeker/registration?return_url=${encodeURIComponent('/search/results?query=sales')}`,
      );
      const seeker = userEvent.setup({ delay: null });
      const name = screen.getByLabelText('Full name');
      const email = screen.getByLabelText('Email', { exact: true });
      const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
      const password = screen.getByLabelText('Password', { exact: true });
      const location = screen.getByLabelText('Current location');
      const register = screen.getByRole('button', { name: 'Register' });

      await seeker.click(register);
      expect(descriptionOf(name)).toBe(
        'Please enter your name: letters and spaces, 2 to 30 characters.',
      );
      expect(descriptionOf(email)).toBe('Please enter a valid email address.');
      expect(descriptionOf(mobile)).toBe('Please enter a valid mobile number');
      expect(descriptionOf(password)).toBe('Please choose a password of 6 to 40 characters.');
      expect(descriptionOf(location)).toBe('Please choose your current location.');
      expect(document.activeElement).toBe(name);

      // The site's dial codes: the Gulf offers six, the others one, read-only.
      const countryCode = screen.getByLabelText('Country code');
      if (countryCode instanceof HTMLSelectElement) {
        expect([...countryCode.options].map((option) => option.text)).toEqual(dialCodes);
        await seeker.selectOptions(countryCode, '+966');
      } else {
        expect(dialCodes).toHaveLength(1);
        expect(countryCode).toHaveProperty('value', dialCodes[0]);
        expect(countryCode.hasAttribute('readonly')).toBe(true);
      }

      // Wrong values keep their messages; only digits reach the mobile number.
      await seeker.type(name, 'R2-D2');
      await seeker.type(email, 'someone@example');
      await seeker.type(mobile, '12ab34');
      expect(mobile).toHaveProperty('value', '1234');
      await seeker.type(password, 'short');
      await seeker.click(register);
      expect(descriptionOf(name)).toBe(
        'Please enter your name: letters and spaces, 2 to 30 characters.',
      );
      expect(descriptionOf(email)).toBe('Please enter a valid email address.');
      expect(descriptionOf(mobile)).toBe('Please enter a valid mobile number');
      expect(name).toHaveProperty('value', 'R2-D2');
      expect(calls).toEqual([]);

      // A registered email is refused before anything is stored.
      await seeker.clear(name);
      await seeker.type(name, 'Nila Nair');
      await seeker.clear(email);
      await seeker.type(email, `seeker.${code.toLowerCase()}@example.com`);
      await seeker.clear(mobile);
      await seeker.type(mobile, { IN: '9876543210', SA: '501234567', SG: '81234567' }[code]);
      await seeker.clear(password);
      await seeker.type(password, 'Passw0rd!');
      const city = location instanceof HTMLSelectElement ? location.options[2] : undefined;
      if (!city) throw new Error('no third location');
      await seeker.selectOptions(location, city);
      await seeker.selectOptions(screen.getByLabelText('Years'), '3');
      await seeker.click(register);
      await waitFor(() =>
        expect(descriptionOf(email)).toBe('This email is already registered. Sign in instead.'),
      );
      expect(calls).toEqual(['GET /middleware/checkExistence']);
      expect(asked[0]?.get('email')).toBe(`seeker.${code.toLowerCase()}@example.com`);
    });
  },
);

describe('The social callback page', () => {
  it('When a guest comes back to the callback, then it says sign-in failed, never follows an outside URL, and offers sign-in', async () => {
    // The URL stored when sign-in began leaves the site; the server knows no session.
    document.cookie = 'MOTS_REDIRECT=%2F%2Fevil.example; path=/';
    stubApi((request) =>
      callOf(request) === 'GET /middleware/userMe'
        ? {
            status: 401,
            body: {
              success: false,
              error: 'Please login to continue.',
              errorCode: 'UNAUTHORIZED',
            } satisfies Schemas['SuccessFalseError'],
          }
        : { status: 404 },
    );
    const { SocialCallback } = await onSite(
      'SG',
      () => import('../../../web/src/features/auth/components/social-callback'),
    );
    renderInPage(<SocialCallback />, '/rio/login/oauth/callback');

    expect((await screen.findByRole('alert')).textContent).toBe('Please try again.');
    const links = screen.getAllByRole('link', { name: 'Sign in' });
    expect(links.at(-1)?.getAttribute('href')).toBe(
      '/rio/login/seeker?return_url=%2Fseeker%2Fdashboard',
    );
    // The stored URL is forgotten once read, and no Google chooser opens here.
    await waitFor(() => expect(document.cookie).not.toContain('MOTS_REDIRECT'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
