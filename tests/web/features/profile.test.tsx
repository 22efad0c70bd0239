// The seeker's profile, moved down from tests/e2e/profile.spec.ts: the OTP panel's resend line
// counting down (a clock the test moves, not thirty real seconds in three browsers), a refused or
// cancelled delete of an employment (what the section shows for the server's refusal), and the
// profile-completion cards leaving once answered or skipped (the simulator's side of it is
// tests/sim/seeker-cards.test.ts). The
// journeys (saved and still there after a reload, a real upload, OTP against the simulator, the
// emailed link in another tab, two widths, axe) stay in the browser.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { ToastHost } from '../../../web/src/components/toast';
import { EmploymentSection } from '../../../web/src/features/profile/components/employment';
import { SeekerCards } from '../../../web/src/features/profile/components/seeker-cards';
import { VerifyContact } from '../../../web/src/features/profile/components/verify-contact';
import { seeker } from '../answers';
import { descriptionOf } from '../page-reading';
import { callOf, renderInPage, stubApi } from '../render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('The OTP panel', () => {
  it('When a code is sent, then the resend line counts down second by second from 30 s and then offers Resend code', async () => {
    // The page's clock, not the wall clock: time stands still until the test moves it.
    vi.useFakeTimers();
    // The simulator's answer (its 30 s is pinned in tests/domain/otp.test.ts).
    stubApi((request) =>
      callOf(request) === 'POST /middleware/getEmailOtp'
        ? {
            body: {
              success: true,
              message: 'OTP sent to meera.nair@example.com',
              otpLength: 6,
              expiresInSeconds: 600,
              resendAfterSeconds: 30,
            } satisfies Schemas['OtpSent'],
          }
        : { status: 404 },
    );
    renderInPage(
      <VerifyContact
        contact={{ kind: 'email', email: 'meera.nair@example.com', status: 0 }}
        startOpen
      />,
    );
    const emailForm = screen.getByRole('form', { name: 'Verify email' });
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Send code' }));
    // The answer arrives without the clock moving (its promises only).
    for (let turn = 0; turn < 20 && !within(emailForm).queryByText(/new code/); turn += 1)
      await act(() => vi.advanceTimersByTimeAsync(0));
    const resend = within(emailForm).getByRole('button', { name: 'Resend code' });
    const run = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const line = () => within(emailForm).queryByText(/You can ask for a new code/)?.textContent;

    expect(line()).toBe('You can ask for a new code in 30 s.');
    expect(resend).toHaveProperty('disabled', true);
    run(1000);
    expect(line()).toBe('You can ask for a new code in 29 s.');
    run(1000);
    expect(line()).toBe('You can ask for a new code in 28 s.');
    run(27_000);
    expect(line()).toBe('You can ask for a new code in 1 s.');
    expect(resend).toHaveProperty('disabled', true);
    run(1000);
    expect(resend).toHaveProperty('disabled', false);
    expect(line()).toBeUndefined();
  });
});

describe('Deleting an employment', () => {
  it('When the server refuses a delete, then the employment stays and the page says why; Cancel keeps it too', async () => {
    const cafe = {
      id: 'employment-1',
      years: 0,
      months: 0,
      designation: 'Barista',
      organisation: 'Acme Cafe',
    } satisfies Schemas['WorkExperience'];
    const calls = stubApi((request) =>
      callOf(request) === 'DELETE /middleware/editEmploymentDetails/employment-1'
        ? {
            status: 404,
            body: {
              success: false,
              error: 'Employment not found.',
            } satisfies Schemas['SuccessFalseError'],
          }
        : { status: 404 },
    );
    renderInPage(
      <>
        <EmploymentSection entries={[cafe]} />
        <ToastHost />
      </>,
      '/seeker/profile',
    );
    const user = userEvent.setup();
    // jsdom's accessible name drops the space before the visually hidden words.
    const remove = screen.getByRole('button', { name: /^Delete ?employment at Acme Cafe$/ });

    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete employment at Acme Cafe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // Beside the button, on the shared failure line the button points to.
    await waitFor(() =>
      expect(descriptionOf(remove)).toMatch(/^Could not delete employment at Acme Cafe\./),
    );
    expect(descriptionOf(remove)).toBe(
      'Could not delete employment at Acme Cafe. Employment not found.',
    );
    expect(screen.getByText('Acme Cafe', { exact: true })).toBeTruthy();

    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete employment at Acme Cafe?' })).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    );
    expect(screen.getByText('Acme Cafe', { exact: true })).toBeTruthy();
    expect(calls.map(callOf)).toEqual(['DELETE /middleware/editEmploymentDetails/employment-1']);
  });
});

describe('The profile-completion cards', () => {
  it('When a seeker skips a profile-completion card or answers one, then it stops showing', async () => {
    document.cookie = 'USER_NAME=Meera';
    document.cookie = 'USER_TYPE=SEEKER';
    const meera = seeker(60, [{ part: 'itSkills', weight: 15 }]);
    // The simulator's cards, as its answers change them: answered is completed, skipped skipped.
    const cards: Schemas['SeekerCard'][] = [
      {
        type: 'DESIGNATION',
        title: 'What is your current designation?',
        completed: false,
        skipped: false,
      },
      { type: 'LOCATION', title: 'Where do you live now?', completed: false, skipped: false },
      { type: 'SKILLS', title: 'What are your key skills?', completed: false, skipped: false },
    ];
    const list = () => ({ body: { cards } satisfies Schemas['SeekerCardList'] });
    const calls = stubApi((request) => {
      const call = callOf(request);
      if (call === 'GET /middleware/userMe') return { body: meera };
      if (call === 'GET /middleware/seeker-cards') return list();
      const skipped = /^POST \/middleware\/seeker-cards\/(\w+)\/skip$/.exec(call)?.[1];
      const card = cards.find((c) => c.type === skipped);
      if (card) {
        card.skipped = true;
        return list();
      }
      const answered = cards.find((c) => c.type === 'DESIGNATION');
      if (call === 'PUT /middleware/seeker-cards/designation' && answered) {
        answered.completed = true;
        return list();
      }
      return { status: 404 };
    });
    renderInPage(<SeekerCards />, '/seeker/profile?apop=my-profile');
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Complete your profile' });

    const input = within(region).getByLabelText<HTMLInputElement>('Current designation');
    await user.type(input, 'Analyst');
    if (!input.form) throw new Error('The designation card has no form');
    await user.click(within(input.form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(region).queryByLabelText('Current designation')).toBeNull());
    const designation = calls.find((c) => callOf(c) === 'PUT /middleware/seeker-cards/designation');
    expect(await designation?.clone().json()).toEqual({ designation: 'Analyst' });

    const skipButtons = () => within(region).getAllByRole('button', { name: /^Skip ?/ });
    const before = skipButtons().length;
    expect(before).toBe(2);
    // jsdom's accessible name drops the space before the visually hidden words.
    await user.click(
      within(region).getByRole('button', { name: /^Skip ?Where do you live now\?$/ }),
    );
    await waitFor(() => expect(skipButtons()).toHaveLength(before - 1));
    expect(calls.map(callOf)).toContain('POST /middleware/seeker-cards/LOCATION/skip');
  });
});
