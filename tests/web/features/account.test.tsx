// The seeker's account forms, moved down from tests/e2e/account.spec.ts: a wrong current password
// refused next to its field with what was typed kept, the change confirmed; the email preferences'
// save confirmed; the feedback form's message for an empty text and its thanks. The browser keeps
// the journeys: the dropdown's links to the settings, the new password signing in, preferences
// still there after a reload, Google linked and unlinked through the site's one-tap stand-in, axe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { ChangePassword } from '../../../web/src/features/account/components/change-password';
import { EmailPreferences } from '../../../web/src/features/account/components/email-preferences';
import { FeedbackForm } from '../../../web/src/features/account/components/feedback-form';
import { descriptionOf } from '../page-reading';
import { callOf, renderInPage, stubApi } from '../render';
import { onSite, type SiteCode } from '../site';

/** googleChoosing's head watchers: left on, they load the scripts of the worker's later files. */
const headWatchers: MutationObserver[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'google');
  for (const watcher of headWatchers.splice(0)) watcher.disconnect();
});

/** The form with the settings page's heading, as the page shows it. */
function region(name: string): HTMLElement {
  return screen.getByRole('form', { name });
}

const PREFERENCES = {
  jobAlerts: true,
  recommendations: true,
  applicationUpdates: true,
  recruiterMessages: true,
  newsletters: false,
} satisfies Schemas['EmailPreferences'];

describe('Change password', () => {
  it('When the current password is wrong, then it is refused next to it and the new one stays; the right one is confirmed', async () => {
    const sent: unknown[] = [];
    stubApi(async (request) => {
      if (callOf(request) !== 'POST /middleware/changePassword') return { status: 404 };
      const body: unknown = await request.json();
      sent.push(body);
      // The simulator's answers (sim-server/domain/account-details.ts).
      return sent.length === 1
        ? {
            status: 422,
            body: {
              success: false,
              error: 'Your current password is not correct.',
              errorCode: 'WRONG_PASSWORD',
            } satisfies Schemas['SuccessFalseError'],
          }
        : {
            body: {
              success: true,
              message: 'Your password has been changed.',
            } satisfies Schemas['SuccessMessage'],
          };
    });
    renderInPage(
      <>
        <h2 id="password-title">Change password</h2>
        <ChangePassword headingId="password-title" />
      </>,
      '/seeker/settings?menu=account&subMenu=change-password',
    );
    const form = region('Change password');
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    const seeker = userEvent.setup({ delay: null });
    await seeker.type(current, 'not-my-password');
    await seeker.type(next, 'N3w-Passw0rd');
    await seeker.type(within(form).getByLabelText('Confirm new password'), 'N3w-Passw0rd');
    await seeker.click(within(form).getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(descriptionOf(current)).toBe('Your current password is not correct.'),
    );
    expect(next).toHaveProperty('value', 'N3w-Passw0rd');

    await seeker.clear(current);
    await seeker.type(current, 'Passw0rd!');
    await seeker.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText('Your password has been changed.')).toBeTruthy();
    expect(sent).toEqual([
      { currentPassword: 'not-my-password', newPassword: 'N3w-Passw0rd' },
      { currentPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd' },
    ]);
  });
});

describe('Email notifications', () => {
  it('When the seeker ticks Career advice and offers and saves, then the page says the changes are saved and sent them', async () => {
    const sent: unknown[] = [];
    stubApi(async (request) => {
      if (callOf(request) !== 'PUT /middleware/notifications/email') return { status: 404 };
      const body: unknown = await request.json();
      sent.push(body);
      return { body: { ...PREFERENCES, newsletters: true } satisfies Schemas['EmailPreferences'] };
    });
    renderInPage(
      <>
        <h2 id="emails-title">Email notifications</h2>
        <EmailPreferences value={PREFERENCES} headingId="emails-title" />
      </>,
      '/seeker/settings',
    );
    const form = region('Email notifications');
    const newsletters = within(form).getByLabelText('Career advice and offers');
    expect(newsletters).toHaveProperty('checked', false);
    const seeker = userEvent.setup({ delay: null });
    await seeker.click(newsletters);
    await seeker.click(within(form).getByRole('button', { name: 'Save email preferences' }));

    expect(await within(form).findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toEqual([{ ...PREFERENCES, newsletters: true }]);
  });
});

describe('Feedback', () => {
  it('When feedback is sent empty, then "Please fill in this field." is under the text; sent with 5 out of 5, it is acknowledged', async () => {
    const sent: unknown[] = [];
    stubApi(async (request) => {
      if (callOf(request) !== 'POST /middleware/feedback') return { status: 404 };
      const body: unknown = await request.json();
      sent.push(body);
      return {
        body: {
          success: true,
          message: 'Thank you for your feedback.',
        } satisfies Schemas['SuccessMessage'],
      };
    });
    renderInPage(
      <>
        <h2 id="feedback-title">Feedback</h2>
        <FeedbackForm headingId="feedback-title" />
      </>,
      '/seeker/settings',
    );
    const form = region('Feedback');
    const seeker = userEvent.setup({ delay: null });
    await seeker.click(within(form).getByRole('button', { name: 'Send feedback' }));
    const text = within(form).getByLabelText('Your feedback');
    expect(descriptionOf(text)).toBe('Please fill in this field.');
    expect(sent).toEqual([]);

    await seeker.type(text, 'The profile page is clear.');
    // By its label's text: jsdom's name computation drops the space before the hidden " out of 5".
    await seeker.click(within(form).getByLabelText('5 out of 5'));
    await seeker.click(within(form).getByRole('button', { name: 'Send feedback' }));

    expect(await within(form).findByText('Thank you for your feedback.')).toBeTruthy();
    expect(sent).toEqual([{ rating: 5, message: 'The profile page is clear.' }]);
  });
});

/**
 * The site's Google sign-in script as the simulator's stand-in behaves once the seeker has chosen
 * `email`: its credential is `google:<email>`. jsdom loads no script, so the tag added to the head
 * is told it has loaded. Returns the client ids the page initialised it with.
 */
function googleChoosing(email: string): string[] {
  const clientIds: string[] = [];
  let callback: ((response: { credential: string }) => void) | undefined;
  Reflect.set(window, 'google', {
    accounts: {
      id: {
        initialize(config: {
          client_id: string;
          callback: (response: { credential: string }) => void;
        }) {
          clientIds.push(config.client_id);
          callback = config.callback;
        },
        prompt() {
          callback?.({ credential: `google:${email}` });
        },
      },
    },
  });
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes]))
      if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  headWatchers.push(observer);
  return clientIds;
}

/** The paragraph reading `text` whole (the page writes "Google" in bold, then the state). */
function line(text: string) {
  return (_: string, element: Element | null) =>
    element?.tagName === 'P' && element.textContent === text;
}

describe('Linked accounts', () => {
  for (const [code, clientId] of [
    ['IN', 'sim-google-client-in'],
    ['SA', 'sim-google-client-sa'],
    ['SG', 'sim-google-client-sg'],
  ] as const satisfies readonly (readonly [SiteCode, string])[]) {
    it(`When the seeker on the ${code} site links a Google account and unlinks it, then the settings say so each time`, async () => {
      const email = `google-${code.toLowerCase()}@example.com`;
      // The simulator's state: no link, then linked, then delinked (sim-server/domain/social-links.ts).
      let socialAccounts: Schemas['SocialAccount'][] = [];
      const sent: string[] = [];
      stubApi(async (request) => {
        const call = callOf(request);
        if (call === 'GET /middleware/accountSettings')
          return {
            body: {
              emailPreferences: PREFERENCES,
              socialAccounts,
            } satisfies Schemas['AccountSettings'],
          };
        const linking =
          call === 'POST /middleware/socialLink'
            ? ({ status: 'linked', word: 'linked' } as const)
            : call === 'POST /middleware/socialUnlink'
              ? ({ status: 'delinked', word: 'unlinked' } as const)
              : undefined;
        if (!linking) return { status: 404 };
        const body: unknown = await request.json();
        sent.push(JSON.stringify(body));
        socialAccounts = [{ provider: 'google', email, status: linking.status }];
        return {
          body: {
            success: true,
            message: `Your Google account is now ${linking.word}.`,
          } satisfies Schemas['SuccessMessage'],
        };
      });
      const clientIds = googleChoosing(email);
      const { SettingsPage } = await onSite(
        code,
        () => import('../../../web/src/features/account/components/settings-page'),
      );
      renderInPage(<SettingsPage />, '/seeker/settings');
      const linked = screen.getByRole('region', { name: 'Linked accounts' });
      expect(await within(linked).findByText(line('Google: not linked'))).toBeTruthy();

      const seeker = userEvent.setup({ delay: null });
      await seeker.click(within(linked).getByRole('button', { name: 'Link Google account' }));
      expect(await within(linked).findByText(line(`Google: linked (${email})`))).toBeTruthy();
      expect(clientIds).toEqual([clientId]);

      await seeker.click(within(linked).getByRole('button', { name: 'Unlink Google account' }));
      expect(
        await within(linked).findByText(line(`Google: not linked (was ${email})`)),
      ).toBeTruthy();
      expect(within(linked).getByRole('button', { name: 'Link Google account' })).toBeTruthy();
      expect(sent).toEqual([
        JSON.stringify({ socialAccessToken: `google:${email}`, socialProvider: 'google' }),
        JSON.stringify({ socialProvider: 'google' }),
      ]);
    });
  }
});
