// One part of a page waiting on one call (issue 27): loading, late, failed with Try again, session
// ended with Sign in again, empty, or its content.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartState, type PartQuery } from '../../../web/src/components/part-state';
import { CallFailure } from '../../../web/src/lib/call-failure';

const settled: PartQuery = { isPending: false, error: null, refetch: () => undefined };

function part(query: PartQuery, empty = false) {
  return render(
    <PartState what="your saved jobs" query={query} empty={empty} emptyText="No saved jobs yet.">
      <p>Job A</p>
    </PartState>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('A part of a page in each of its states', () => {
  it('When the call is pending, then it says what loads, and after 5000 ms that it is taking longer', () => {
    vi.useFakeTimers();
    part({ ...settled, isPending: true });
    expect(screen.getByText('Loading your saved jobs…')).toBeTruthy();
    expect(screen.queryByText('This is taking longer than usual. Still trying…')).toBeNull();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('This is taking longer than usual. Still trying…')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('This is taking longer than usual. Still trying…')).toBeTruthy();
  });

  it('When the call is pending, then placeholder rows keep about the part’s height: two, or as many as asked', () => {
    const { container, unmount } = part({ ...settled, isPending: true });
    expect(container.querySelectorAll('.part-loading .part-skeleton')).toHaveLength(2);
    unmount();
    const four = render(
      <PartState
        what="jobs"
        query={{ ...settled, isPending: true }}
        empty={false}
        emptyText=""
        rows={4}
      >
        <p>Job A</p>
      </PartState>,
    );
    expect(four.container.querySelectorAll('.part-loading .part-skeleton')).toHaveLength(4);
  });

  it('When the call failed, then it says so in words and Try again asks again', async () => {
    const refetch = vi.fn();
    part({ isPending: false, error: { errorMessage: 'service is down' }, refetch });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      "We couldn't load your saved jobs. Service is down",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("When a failure envelope has no words of its own, then section 8's generic message shows", () => {
    part({ ...settled, error: { success: false } });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      "We couldn't load your saved jobs. Network error. Please try again after sometime",
    );
  });

  it('When the call got no answer or an answer without a body, then it says whose side it is, never the HTTP client’s words (UX walk D4)', () => {
    const { rerender } = part({ ...settled, error: new TypeError('Network Error') });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      "We couldn't load your saved jobs. We could not reach jobportal just now. Please try again in a moment.",
    );
    rerender(
      <PartState
        what="your saved jobs"
        query={{ ...settled, error: new CallFailure(502, undefined) }}
        empty={false}
        emptyText="No saved jobs yet."
      >
        <p>Job A</p>
      </PartState>,
    );
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      "We couldn't load your saved jobs. Something went wrong on our side, not yours. Please try again.",
    );
  });

  it('When a signed-in seeker’s call answers 401, then the part offers Sign in again back to this page', () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
    window.history.replaceState(null, '', '/seeker/my-jobs?tab=saved');
    part({ ...settled, error: new CallFailure(401, undefined) });
    expect(screen.getByRole('alert').textContent).toContain(
      'Your session has ended. Sign in again to see your saved jobs.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/rio/login/seeker?return_url=%2Fseeker%2Fmy-jobs%3Ftab%3Dsaved',
    );
  });

  it('When the answer is empty, then the empty text shows; else the content', () => {
    const { rerender } = part(settled, true);
    expect(screen.getByText('No saved jobs yet.')).toBeTruthy();
    rerender(
      <PartState
        what="your saved jobs"
        query={settled}
        empty={false}
        emptyText="No saved jobs yet."
      >
        <p>Job A</p>
      </PartState>,
    );
    expect(screen.getByText('Job A')).toBeTruthy();
    expect(screen.queryByText('No saved jobs yet.')).toBeNull();
  });
});
