// Failures that stay beside their control, a profile page that never waits for all of its calls,
// and edit forms that keep the keyboard seeker's place (issue 27, items 7 and 9), moved down from
// tests/e2e/forms-and-banner.spec.ts, with the failures in the seeker's words of
// tests/e2e/failures-and-phone.spec.ts. The browser keeps the app banner's layout and the phone
// layout; what a part shows for an answer, and where the focus goes, is the app's own.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { FollowButton } from '../../../web/src/components/follow-button';
import { ToastHost } from '../../../web/src/components/toast';
import { ChangePassword } from '../../../web/src/features/account/components/change-password';
import { JobAlertList } from '../../../web/src/features/job-alerts/components/job-alert-list';
import { PersonalDetailsSection } from '../../../web/src/features/profile/components/personal-details';
import { ProfilePage } from '../../../web/src/features/profile/components/profile-page';
import { SkillsSection } from '../../../web/src/features/profile/components/skills';
import { SearchActions } from '../../../web/src/features/results/components/search-actions';
import { SavedSearchList } from '../../../web/src/features/saved-searches/components/saved-search-list';
import { descriptionOf } from '../page-reading';
import { callOf, hanging, renderInPage, stubApi, type StubAnswer } from '../render';
import { showWidth } from '../viewport';

const STAMP = '2026-11-20T10:00:00.000Z';

/** The simulator's answer to a call with a status fault (sim-server/api/fault-step.ts). */
function failing(status: number, message: string): StubAnswer {
  return {
    status,
    body: {
      success: false,
      error: message,
      errorCode: 'SIMULATED',
    } satisfies Schemas['SuccessFalseError'],
  };
}

function signedIn() {
  document.cookie = 'USER_NAME=Asha';
  document.cookie = 'USER_TYPE=SEEKER';
}

beforeEach(() => {
  // The toast's 1000 ms (spec section 9) and its removal run on a clock the test moves.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signedIn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** The spec's toast says it and goes; the words stay beside `control` (as the e2e's expectStays). */
async function expectStays(control: HTMLElement, words: string) {
  expect((await screen.findByTestId('toast')).textContent).toBe(words);
  act(() => vi.advanceTimersByTime(3000));
  expect(screen.queryByTestId('toast')).toBeNull();
  expect(descriptionOf(control)).toBe(words);
  expect(screen.getByText(words, { exact: true })).toBeTruthy();
}

/** Presses `control` and the confirming button of the dialog it opens. */
async function deleteWith(control: HTMLElement, confirm: string) {
  const seeker = user();
  await seeker.click(control);
  await seeker.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
}

function jobAlert(name: string, keywords: string, frequency: Schemas['JobAlert']['frequency']) {
  return {
    id: 'alert-3f2c8a1e-5b7d-4e09-8c61-2a4f9d0b7e35',
    name,
    keywords,
    frequency,
    email: 'asha.rao@example.com',
    createdAt: STAMP,
    updatedAt: STAMP,
  } satisfies Schemas['JobAlert'];
}

describe('Failures that stay beside their control', () => {
  it('When deleting a job alert fails, then the words stay beside Delete until it is pressed again', async () => {
    const alert = jobAlert('Accountant jobs', 'accountant', 1);
    let alerts: Schemas['JobAlert'][] = [alert];
    let deletes = 0;
    stubApi((request) => {
      const call = callOf(request);
      if (call === 'GET /middleware/jobAlerts')
        return { body: { alerts, total: alerts.length } satisfies Schemas['JobAlertList'] };
      if (call === `DELETE /middleware/deleteJobAlert/${alert.id}`) {
        // The simulator's fault with `remaining: 1`: the first delete fails, the next one deletes.
        deletes += 1;
        if (deletes === 1) return failing(500, 'Alerts are down');
        alerts = [];
        return {
          body: {
            success: true,
            message: 'Job alert deleted successfully.',
          } satisfies Schemas['SuccessMessage'],
        };
      }
      return { status: 404 };
    });
    renderInPage(
      <>
        <JobAlertList />
        <ToastHost />
      </>,
      '/seeker/job-alert-list',
    );
    const remove = await screen.findByRole('button', { name: 'Delete job alert Accountant jobs' });

    await deleteWith(remove, 'Delete job alert');
    const words = 'Could not delete job alert Accountant jobs. Alerts are down';
    await expectStays(remove, words);

    await deleteWith(remove, 'Delete job alert');
    expect(await screen.findByText('You have no job alerts yet.')).toBeTruthy();
    expect(screen.queryByText(words)).toBeNull();
  });

  it('When deleting a saved search or an IT skill fails, then each says so beside its Delete', async () => {
    stubApi((request) => {
      const call = callOf(request);
      if (call === 'GET /middleware/savedSearches')
        return {
          body: {
            searches: [
              {
                id: 'search-1',
                name: 'Sales roles',
                criteria: { query: 'sales' },
                createdAt: STAMP,
                updatedAt: STAMP,
              },
            ],
            total: 1,
          } satisfies Schemas['SavedSearchList'],
        };
      if (
        call === 'DELETE /middleware/savedSearches/search-1' ||
        call === 'DELETE /middleware/deleteSkill/Java'
      )
        return failing(500, 'Storage is down');
      return { status: 404 };
    });
    const java = {
      skill: 'Java',
      experienceYears: 2,
      experienceMonths: 0,
    } satisfies Schemas['ItSkill'];
    renderInPage(
      <>
        <SavedSearchList />
        <SkillsSection skills={[java]} />
        <ToastHost />
      </>,
      '/seeker/job-alert-list',
    );

    const search = await screen.findByRole('button', { name: 'Delete saved search Sales roles' });
    await deleteWith(search, 'Delete saved search');
    await expectStays(search, 'Could not delete saved search Sales roles. Storage is down');

    const skills = screen.getByRole('region', { name: 'IT skills' });
    // jsdom's accessible name drops the space before the visually hidden words.
    const skill = within(skills).getByRole('button', { name: /^Delete ?IT skill Java/ });
    await deleteWith(skill, 'Delete');
    await expectStays(skill, 'Could not delete IT skill Java. Storage is down');
  });

  it('When a follow fails, then its words stay beside Follow after the toast has gone', async () => {
    stubApi((request) =>
      callOf(request) === 'POST /middleware/companyFollow/41'
        ? failing(500, 'Simulated failure.')
        : { status: 404 },
    );
    renderInPage(
      <>
        <FollowButton
          target="company"
          id={41}
          followed={false}
          followers={12}
          name="Acme Manufacturing"
        />
        <ToastHost />
      </>,
      '/job/manager-1001',
    );
    const follow = screen.getByRole('button', { name: /^Follow / });

    await user().click(follow);

    await expectStays(follow, 'Opps something went wrong please try again.');
  });

  it('When a profile edit fails, then its words stay beside Save and the form keeps what was typed', async () => {
    const details = {
      displayName: 'Asha Rao',
      emails: [{ email: 'asha.rao@example.com', status: 1 }],
      mobileNumbers: [],
      currentLocation: 'Bengaluru',
    } satisfies Schemas['PersonalDetails'];
    let saves = 0;
    stubApi((request) => {
      if (callOf(request) !== 'PUT /middleware/personalDetails') return { status: 404 };
      saves += 1;
      return saves === 1
        ? failing(500, 'Profile service down')
        : { body: { ...details, currentLocation: 'Chennai' } satisfies Schemas['PersonalDetails'] };
    });
    renderInPage(
      <>
        <PersonalDetailsSection details={details} />
        <ToastHost />
      </>,
      '/seeker/profile',
    );
    const seeker = user();
    await seeker.click(screen.getByRole('button', { name: /^Edit ?personal details$/ }));
    const form = screen.getByRole('form', { name: 'Personal details' });
    const location = within(form).getByLabelText('Current location');
    await seeker.clear(location);
    await seeker.type(location, 'Chennai');
    const save = within(form).getByRole('button', { name: 'Save' });

    await seeker.click(save);
    await expectStays(save, 'Profile service down');
    expect(within(form).getByLabelText('Current location')).toHaveProperty('value', 'Chennai');

    await seeker.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Personal details' })).toBeNull(),
    );
    expect(screen.queryByText('Profile service down')).toBeNull();
  });
});

const ASHA_EMAIL = { email: 'asha.rao@example.com', status: 1 } satisfies Schemas['EmailEntry'];
const ASHA = {
  uuid: 'seeker-asha',
  displayName: 'Asha Rao',
  emails: [ASHA_EMAIL],
  mobileNumbers: [],
  primaryEmail: ASHA_EMAIL,
  profileGaps: [],
} satisfies Schemas['ProfileData'];

/** The profile page's four calls; `profiles` answers the profile's own (profiles). */
function profilePageAnswering(profiles: () => StubAnswer | Promise<StubAnswer>) {
  stubApi((request) => {
    switch (callOf(request)) {
      case 'GET /middleware/userMe':
        return { body: ASHA };
      case 'GET /middleware/seeker-cards':
        return { body: { cards: [] } satisfies Schemas['SeekerCardList'] };
      case 'GET /middleware/resumes':
        return { body: { resumes: [] } satisfies Schemas['ResumeList'] };
      case 'GET /middleware/profiles':
        return profiles();
      default:
        return { status: 404 };
    }
  });
  return renderInPage(<ProfilePage />, '/seeker/profile?apop=my-profile');
}

const PROFILE = {
  profilesStatus: 200,
  profilesResponse: {
    personalDetailSection: {
      personalDetails: { displayName: 'Asha Rao', emails: [ASHA_EMAIL], mobileNumbers: [] },
    },
  },
} satisfies Schemas['ProfileResponse'];

describe('The profile page', () => {
  it('When the profile call hangs, then the summary, the cards and the resume show while the sections wait', async () => {
    profilePageAnswering(hanging);

    // A late call holds nothing back past its 5000 ms (shown-together.ts).
    act(() => vi.advanceTimersByTime(5000));

    const summary = await screen.findByRole('complementary', { name: 'Profile summary' });
    expect(within(summary).getByText('Asha Rao', { exact: true })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByLabelText('Loading your profile')).toBeTruthy();
  });

  it('When the profile call fails, then its own error offers Try again, which shows the sections', async () => {
    let answer = failing(500, 'Simulated failure.');
    profilePageAnswering(() => answer);

    const summary = await screen.findByRole('complementary', { name: 'Profile summary' });
    expect(within(summary).getByText('Asha Rao', { exact: true })).toBeTruthy();
    const failed = await screen.findByRole('alert');
    expect(failed.querySelector('p')?.textContent).toMatch(/^We could not load your profile\./);

    answer = { body: PROFILE };
    await user().click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Personal details' })).toBeTruthy();
  });
});

describe("Failures in the seeker's words", () => {
  it('When the profile cannot load, then the message names no operation or status code', async () => {
    // The simulator's answer to a status fault with no message of its own.
    profilePageAnswering(() => failing(500, 'Simulated failure.'));

    const message = await screen.findByText(/We could not load your profile/);
    expect(message.textContent).not.toContain('answered');
    expect(message.textContent).not.toContain('profiles');
    expect(message.textContent).not.toContain('500');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('When the new password is the current one, then it is refused under New password in plain words', async () => {
    const calls = stubApi(() => ({ status: 404 }));
    renderInPage(
      <>
        <h2 id="password-title">Change password</h2>
        <ChangePassword headingId="password-title" />
      </>,
      '/seeker/settings?menu=account&subMenu=change-password',
    );
    const seeker = user();
    await seeker.type(screen.getByLabelText('Current password'), 'Passw0rd!');
    await seeker.type(screen.getByLabelText('New password'), 'Passw0rd!');
    await seeker.type(screen.getByLabelText('Confirm new password'), 'Passw0rd!');

    await seeker.click(screen.getByRole('button', { name: 'Change password' }));

    expect(descriptionOf(screen.getByLabelText('New password'))).toBe(
      'Your new password must be different from your current password.',
    );
    expect(screen.queryByText(/NewPassword|must differ/)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('When the server refuses the new password by its field name, then the seeker reads the same plain words under New password', async () => {
    stubApi((request) =>
      callOf(request) === 'POST /middleware/changePassword'
        ? {
            status: 422,
            body: {
              success: false,
              error: 'newPassword: must differ from the current password',
              errorCode: 'SAME_PASSWORD',
              param: 'newPassword',
            } satisfies Schemas['SuccessFalseError'],
          }
        : { status: 404 },
    );
    renderInPage(
      <>
        <h2 id="password-title">Change password</h2>
        <ChangePassword headingId="password-title" />
      </>,
    );
    const seeker = user();
    await seeker.type(screen.getByLabelText('Current password'), 'Passw0rd!');
    await seeker.type(screen.getByLabelText('New password'), 'Passw0rd!2');
    await seeker.type(screen.getByLabelText('Confirm new password'), 'Passw0rd!2');

    await seeker.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('New password'))).toBe(
        'Your new password must be different from your current password.',
      ),
    );
    expect(screen.queryByText(/newPassword|must differ/)).toBeNull();
  });
});

describe('Edit forms from the keyboard', () => {
  it('When a job alert is edited from the keyboard, then focus goes in, Esc closes it, focus comes back and the save is announced', async () => {
    const alert = jobAlert('Ward nursing', 'nurse', 3);
    let saved: Schemas['JobAlert'] = alert;
    const calls = stubApi((request) => {
      const call = callOf(request);
      if (call === 'GET /middleware/jobAlerts')
        return { body: { alerts: [saved], total: 1 } satisfies Schemas['JobAlertList'] };
      if (call === `PUT /middleware/editJobAlert/${alert.id}`) {
        saved = { ...alert, keywords: 'nurse, midwife' };
        return { body: saved };
      }
      return { status: 404 };
    });
    renderInPage(<JobAlertList />, '/seeker/job-alert-list');
    const seeker = user();
    const edit = await screen.findByRole('button', { name: 'Edit job alert Ward nursing' });

    edit.focus();
    await seeker.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Alert name'));
    await seeker.keyboard('{Escape}');
    expect(screen.queryByLabelText('Alert name')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit job alert Ward nursing' }),
      ),
    );

    await seeker.keyboard('{Enter}');
    const keywords = screen.getByLabelText('Keywords');
    await seeker.clear(keywords);
    await seeker.type(keywords, 'nurse, midwife');
    screen.getByRole('button', { name: 'Save changes' }).focus();
    await seeker.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByLabelText('Alert name')).toBeNull());
    const put = calls.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({ keywords: 'nurse, midwife' });
    const item = screen.getByRole('listitem', { name: 'Ward nursing' });
    await waitFor(() =>
      expect(within(item).getByRole('status').textContent).toBe('Job alert updated'),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Edit job alert Ward nursing' }),
    );
  });

  it('When "Save this search" opens its form from the keyboard, then the name has focus and Esc gives it back to the button', async () => {
    stubApi((request) =>
      callOf(request) === 'GET /middleware/savedSearches'
        ? { body: { searches: [], total: 0 } satisfies Schemas['SavedSearchList'] }
        : { status: 404 },
    );
    // The results page at the e2e's desktop width (its links ask the width).
    showWidth(1280);
    renderInPage(<SearchActions heading="Manager jobs" />, '/search/results?query=manager');
    const seeker = user();
    const open = screen.getByRole('button', { name: 'Save this search' });

    open.focus();
    await seeker.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Name of this search'));
    await seeker.keyboard('{Escape}');

    expect(screen.queryByLabelText('Name of this search')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save this search' })),
    );
  });
});
