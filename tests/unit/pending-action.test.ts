// A guest's follow, save or apply finished after sign-in (spec sections 3, 4, 9: autoApplyAction):
// the cookie says which action, the return_url's parameter on what; both are needed, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimPendingAction,
  namesPendingTarget,
  returnPathWithTarget,
  signInThenDo,
  withoutTarget,
} from '../../web/src/lib/pending-action';
import { writeCookie } from '../../web/src/lib/cookies';

/** A cookie jar with document.cookie's read and write behaviour, enough for these rules. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((a) => a.startsWith('expires='));
      if (expires && new Date(expires.slice('expires='.length)).getTime() < Date.now())
        jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('A guest action waiting for sign-in', () => {
  beforeEach(() => {
    Object.assign(globalThis, { document: fakeDocument() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('When a return path names a target, then the rest of the query is kept and the target can be taken off again', () => {
    const back = returnPathWithTarget('/search/results', '?query=java&page=2', 'job', '10000003');
    expect(back).toBe('/search/results?query=java&page=2&autoApplyOn=job-10000003');
    expect(withoutTarget(back.slice(back.indexOf('?')))).toBe('?query=java&page=2');
    expect(withoutTarget('?autoApplyOn=company-7')).toBe('');
  });

  it('When the follow cookie and the target match, then the follow is claimed once and the cookie is gone', () => {
    document.cookie = 'autoApplyAction=follow_unFollow_company; path=/';
    const search = '?autoApplyOn=company-12';
    expect(claimPendingAction('follow', 'company', 12, search)).toBe(true);
    expect(claimPendingAction('follow', 'company', 12, search)).toBe(false);
    expect(document.cookie).not.toContain('autoApplyAction');
  });

  it('When only the link names a target, or the cookie is for another action or target, then nothing is claimed', () => {
    expect(claimPendingAction('apply', 'job', '5', '?autoApplyOn=job-5')).toBe(false);
    // The page's own write, as Save's sign-in detour makes it (a write the page reads at once).
    writeCookie('autoApplyAction', 'save_job');
    expect(claimPendingAction('apply', 'job', '5', '?autoApplyOn=job-5')).toBe(false);
    expect(claimPendingAction('save', 'job', '6', '?autoApplyOn=job-5')).toBe(false);
    expect(claimPendingAction('save', 'company', '5', '?autoApplyOn=job-5')).toBe(false);
    expect(claimPendingAction('save', 'job', '5', '?autoApplyOn=job-5')).toBe(true);
  });
});

describe("A guest's press that needs a sign-in", () => {
  const NOW = Date.parse('2026-11-28T12:00:00Z');
  let visited: string[] = [];
  let page: ReturnType<typeof fakeDocument>;

  beforeEach(() => {
    page = fakeDocument();
    visited = [];
    Object.assign(globalThis, {
      document: page,
      window: { location: { assign: (url: string) => visited.push(url) } },
    });
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'document');
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('When the site finishes actions after sign-in, then the action is kept for a day and the sign-in comes back to its target', () => {
    signInThenDo('follow', { pathname: '/company/7', search: '?tab=jobs' }, 'company', 7, true);
    expect(page.writes).toEqual([
      `autoApplyAction=follow_unFollow_company; path=/; SameSite=Lax; expires=${new Date(NOW + 86_400_000).toUTCString()}`,
    ]);
    expect(visited).toEqual([
      '/rio/login/seeker?return_url=%2Fcompany%2F7%3Ftab%3Djobs%26autoApplyOn%3Dcompany-7',
    ]);
  });

  it.each([
    ['save', 'save_job'],
    ['apply', 'apply_job'],
  ] as const)('When a guest presses %s, then the cookie says %s', (action, value) => {
    signInThenDo(action, { pathname: '/job/x-5', search: '' }, 'job', 5, true);
    expect(page.cookie).toBe(`autoApplyAction=${value}`);
  });

  it('When the site does not finish actions after sign-in, then nothing is kept and the sign-in comes back to the page alone', () => {
    signInThenDo('save', { pathname: '/job/x-5', search: '?spl=a' }, 'job', 5, false);
    expect(page.writes).toEqual([]);
    expect(visited).toEqual(['/rio/login/seeker?return_url=%2Fjob%2Fx-5%3Fspl%3Da']);
  });

  it('When a page address names a target, then it is known without reading a cookie', () => {
    expect(namesPendingTarget('?query=java&autoApplyOn=job-5')).toBe(true);
    expect(namesPendingTarget('?query=java')).toBe(false);
    expect(page.writes).toEqual([]);
  });
});
