// Verifying an email reads in the order it is done (the UX walk's N12: a disabled "Verify code"
// and its code box stood above the "Send code" that had to be pressed first). Before a code is
// sent the panel offers only the ways to get one; the code box and Verify code come after.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyContact } from '../../../web/src/features/profile/components/verify-contact';
import { renderInPage, stubApi } from '../render';

const email = { kind: 'email', email: 'meera.nair@example.com', status: 0 } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

function buttonsIn(form: HTMLElement): string[] {
  return within(form)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');
}

describe('Verify email', () => {
  it('When the panel opens, then it offers Send code first and no code box or Verify code yet', () => {
    stubApi(() => ({ status: 404 }));

    renderInPage(<VerifyContact contact={email} startOpen />);

    const form = screen.getByRole('form', { name: 'Verify email' });
    expect(buttonsIn(form)).toEqual(['Send code', 'Email me a link instead', 'Cancel']);
    expect(within(form).queryByLabelText('Verification code')).toBeNull();
  });

  it('When the seeker presses Send code, then the code box and Verify code follow, and Resend waits', async () => {
    const calls = stubApi(() => ({
      body: {
        message: 'OTP sent to meera.nair@example.com',
        otpLength: 6,
        expiresInSeconds: 600,
        resendAfterSeconds: 30,
      },
    }));
    renderInPage(<VerifyContact contact={email} startOpen />);
    const form = screen.getByRole('form', { name: 'Verify email' });

    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));

    const code = await within(form).findByLabelText('Verification code');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/middleware/getEmailOtp']);
    expect(code).toHaveProperty('disabled', false);
    expect(buttonsIn(form)).toEqual([
      'Verify code',
      'Resend code',
      'Email me a link instead',
      'Cancel',
    ]);
    expect(within(form).getByRole('button', { name: 'Resend code' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
