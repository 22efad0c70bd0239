// A guest's follow, save or apply finished after sign-in (spec sections 3, 4, 9: autoApplyAction):
// the cookie says which action, the return_url's parameter on what; both are needed, once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimPendingAction,
  returnPathWithTarget,
  withoutTarget,
} from '../../web/src/lib/pending-action';
import { writeCookie } from '../../web/src/lib/cookies';

/** A cookie jar with document.cookie's read and write behaviour, enough for these rules. */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
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
