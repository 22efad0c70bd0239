// The session ended under the page (the UX walk's N5): the seeker signs in again and comes back
// to this page, where what they were doing was kept (this tab's sessionStorage, by the page's
// path), and the sign-in page says once why it is asked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetReturn,
  keepForReturn,
  keptOnReturn,
  signInAgainUrl,
  takeSignInReason,
} from '../../../web/src/lib/sign-in-again';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Signing in again', () => {
  it('When the session ends on a page, then the sign-in page comes back to that page, its query and its anchor', () => {
    window.history.replaceState(null, '', '/seeker/profile?tab=jobs#it-skills');
    expect(signInAgainUrl()).toBe(
      '/rio/login/seeker?return_url=%2Fseeker%2Fprofile%3Ftab%3Djobs%23it-skills',
    );
  });

  it('When the sign-in page asks why, then the reason is told once', () => {
    sessionStorage.setItem('signInAgain:reason', 'Your session has ended.');
    expect(takeSignInReason()).toBe('Your session has ended.');
    expect(takeSignInReason()).toBeUndefined();
  });

  it("When a page kept a form's text, then the same page takes it back on return and another page does not", () => {
    window.history.replaceState(null, '', '/seeker/profile');
    keepForReturn('form', 'summary', { text: 'Ten years in sales' });
    expect(keptOnReturn('form', 'summary')).toEqual({ text: 'Ten years in sales' });
    expect(keptOnReturn('form', 'skills')).toBeUndefined();
    expect(keptOnReturn('delete', 'summary')).toBeUndefined();
    window.history.replaceState(null, '', '/seeker/dashboard');
    expect(keptOnReturn('form', 'summary')).toBeUndefined();
  });

  it('When what was kept is taken back and forgotten, then it is gone', () => {
    window.history.replaceState(null, '', '/seeker/profile');
    keepForReturn('form', 'summary', 'Ten years in sales');
    forgetReturn('form', 'summary');
    expect(keptOnReturn('form', 'summary')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('When what was kept is not JSON any more, then nothing is taken back', () => {
    window.history.replaceState(null, '', '/seeker/profile');
    keepForReturn('form', 'summary', 'Ten years in sales');
    const key = sessionStorage.key(0) ?? '';
    expect(key).toMatch(/^signInAgain:.*summary$/);
    sessionStorage.setItem(key, '{not json');
    expect(keptOnReturn('form', 'summary')).toBeUndefined();
  });

  it('When the storage refuses, then keeping, reading and forgetting go on without a failure', () => {
    for (const method of ['setItem', 'getItem', 'removeItem'] as const)
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
    expect(() => keepForReturn('form', 'summary', 'text')).not.toThrow();
    expect(keptOnReturn('form', 'summary')).toBeUndefined();
    expect(() => forgetReturn('form', 'summary')).not.toThrow();
    expect(takeSignInReason()).toBeUndefined();
  });
});
