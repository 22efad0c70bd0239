// What a seeker reads when a call fails, on the pages the UX walk's D4 found still showing the HTTP
// client's words ('Request failed with status code 502', 'Network Error') or section 8's generic
// 'Network error. Please try again after sometime', which blames the seeker's connection for a
// failure on our side: the email code, Manage Job Alert, saved searches and the code sign-in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCodeStep } from '../../../web/src/features/auth/components/use-code-step';
import { JobAlertList } from '../../../web/src/features/job-alerts/components/job-alert-list';
import { sendEmailOtp } from '../../../web/src/features/profile/api/get-email-otp';
import { SavedSearchList } from '../../../web/src/features/saved-searches/components/saved-search-list';
import { $api } from '../../../web/src/lib/api';
import { renderInPage } from '../render';

const OUR_SIDE = 'Something went wrong on our side, not yours. Please try again.';
const UNREACHABLE = 'We could not reach jobportal just now. Please try again in a moment.';

/** Every call answers `status` with an empty body, as a proxy in front of the service does. */
function answerEmpty(status: number) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status })));
}

/** Every call fails without an answer (the connection dropped). */
function dropConnection() {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('What a seeker reads when a call fails (UX walk D4)', () => {
  it('When the email code call answers 502 with an empty body, then the seeker reads that it is our side, not the status code', async () => {
    answerEmpty(502);

    const reply = await sendEmailOtp('asha@example.com');

    expect(reply).toEqual({ ok: false, message: OUR_SIDE });
  });

  it('When a call answers 502 with an empty body, then its query hook fails (not an empty success) and says it is our side', async () => {
    answerEmpty(502);
    renderInPage(<JobAlertList />, '/seeker/job-alert-list');

    const alert = await screen.findByRole('alert');

    expect(alert.querySelector('p')?.textContent).toBe(
      `We couldn't load your job alerts. ${OUR_SIDE}`,
    );
  });

  it('When a save answers 502 with an empty body, then the mutation fails rather than passing for saved', async () => {
    answerEmpty(502);
    const { result } = renderHook(() => $api.useMutation('post', '/middleware/jobSave'), {
      wrapper: ({ children }) => renderWrapper(children),
    });

    await expect(result.current.mutateAsync({ body: { jobId: '1' } })).rejects.toBeDefined();
  });

  it('When the connection drops on Manage Job Alert and saved searches, then the seeker reads that we could not be reached, with Try again', async () => {
    dropConnection();
    renderInPage(
      <>
        <JobAlertList />
        <SavedSearchList />
      </>,
      '/seeker/job-alert-list',
    );

    await screen.findByText(/We couldn't load your job alerts\./);
    const texts = (await screen.findAllByRole('alert')).map(
      (a) => a.querySelector('p')?.textContent,
    );

    expect(texts).toEqual(
      expect.arrayContaining([
        `We couldn't load your job alerts. ${UNREACHABLE}`,
        `We couldn't load your saved searches. ${UNREACHABLE}`,
      ]),
    );
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('When asking for a sign-in code finds no answer, then the code sign-in says we could not be reached, not that the seeker’s network failed', async () => {
    const { result } = renderHook(() => useCodeStep());

    await act(() =>
      result.current.step.requestCode(() => Promise.reject(new TypeError('Network Error'))),
    );

    expect(result.current.step.failure).toBe(UNREACHABLE);
  });
});

/** A query client of the test's own (no retries), around a hook. */
function renderWrapper(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
