// The signed-in home's recommended jobs in each state a seeker can meet (issue 27, items 5 and 7):
// a failure in the answer's words with Try again while the profile nudge still shows, a session
// that ended under the page (Sign in again back to the home, no Try again), a late answer (the
// slow notice, then the jobs), and no recommendation yet (a way to the skills). The journeys
// (real recommendations from a profile, the recent searches, two widths, axe) stay in
// tests/e2e/seeker-home.spec.ts.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { job, seeker } from '../answers';
import { renderInPage, stubApi, type StubAnswer } from '../render';

const JOB = job('20001', 'Warehouse Supervisor');

/** A fresh seeker: the resume and the skills are what the profile lacks most. */
const SEEKER = seeker(40, [
  { part: 'itSkills', weight: 15 },
  { part: 'resume', weight: 15 },
]);

const jobList = (jobs: Schemas['Job'][]) =>
  ({ jobs, total: jobs.length, start: 0, limit: 5 }) satisfies Schemas['JobList'];

/** What the simulator's status-1 fault answers (sim-server/api/fault-step.ts). */
const resting = {
  status: 1,
  errors: { errs: [{ msg: 'recommendations are resting' }] },
} satisfies Schemas['StatusOneError'];

const ENDED = {
  success: false,
  error: 'Please login to continue.',
  errorCode: 'UNAUTHORIZED',
} satisfies Schemas['SuccessFalseError'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The home of a signed-in seeker (the older cookies say so, userMe answers the seeker), the
 * recommendations answered by `suggested` on each call; the other calls of the cards answer 404.
 */
async function homeOfSeeker(suggested: (call: number) => StubAnswer | Promise<StubAnswer>) {
  document.cookie = 'USER_NAME=Meera%20Nair';
  document.cookie = 'USER_TYPE=SEEKER';
  window.history.replaceState(null, '', '/');
  let calls = 0;
  const requests = stubApi((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/middleware/userMe') return { body: SEEKER };
    if (path === '/api/middleware/suggestedJobs') return suggested(++calls);
    return { status: 404 };
  });
  const { default: SeekerHome } =
    await import('../../../web/src/features/seeker-home/components/seeker-home');
  renderInPage(<SeekerHome />, '/');
  const forYou = screen.getByRole('region', { name: 'For you' });
  return {
    requests,
    forYou,
    recommended: within(forYou).getByRole('region', { name: 'Recommended jobs for you' }),
  };
}

describe('The recommended jobs on the signed-in home', () => {
  it('When the recommendations fail, then the home says so in words with Try again, the nudge still shows, and Try again brings the jobs', async () => {
    const { forYou, recommended } = await homeOfSeeker((call) =>
      call === 1 ? { status: 500, body: resting } : { body: jobList([JOB]) },
    );

    const alert = await within(recommended).findByRole('alert');
    expect(alert.textContent).toMatch(
      /We couldn't load your recommended jobs\. Recommendations are resting/,
    );
    expect(await within(forYou).findByText('Profile 40% complete')).toBeTruthy();
    // The nudge names the heaviest gaps with what each adds.
    expect(within(forYou).getByRole('link', { name: 'Upload your resume' })).toBeTruthy();
    expect(within(forYou).getAllByText('+15%')).toHaveLength(2);

    await userEvent.click(within(recommended).getByRole('button', { name: 'Try again' }));
    expect(
      await within(recommended).findByRole('link', { name: 'Warehouse Supervisor' }),
    ).toBeTruthy();
    expect(within(recommended).queryByRole('alert')).toBeNull();
  });

  it('When the session has ended under the home, then the recommendations offer to sign in again instead of Try again', async () => {
    const { recommended } = await homeOfSeeker(() => ({ status: 401, body: ENDED }));

    const alert = await within(recommended).findByRole('alert');
    expect(alert.textContent).toBe(
      'Your session has ended. Sign in again to see your recommended jobs.Sign in again',
    );
    expect(within(recommended).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(
      within(recommended).getByRole('link', { name: 'Sign in again' }).getAttribute('href'),
    ).toBe('/rio/login/seeker?return_url=%2F');
  });

  it('When the recommendations are late, then the home says it is taking longer than usual and shows them when they come', async () => {
    vi.useFakeTimers();
    // The simulator's latency fault: the answer comes 8000 ms after the call.
    const { recommended } = await homeOfSeeker(
      () =>
        new Promise<StubAnswer>((resolve) => {
          setTimeout(() => resolve({ body: jobList([JOB]) }), 8000);
        }),
    );
    const late = 'This is taking longer than usual. Still trying…';

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(within(recommended).queryByText(late)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(within(recommended).getByText(late)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(recommended).getByRole('link', { name: 'Warehouse Supervisor' })).toBeTruthy();
    expect(within(recommended).queryByText(late)).toBeNull();
  });

  it('When a seeker has no recommendation yet, then the home says so and leads to the skills', async () => {
    const { recommended } = await homeOfSeeker(() => ({ body: jobList([]) }));

    expect(await within(recommended).findByText(/No recommendations yet\./)).toBeTruthy();
    expect(
      within(recommended).getByRole('link', { name: 'Add your skills' }).getAttribute('href'),
    ).toBe('/seeker/profile?apop=my-profile#skills');
  });
});
