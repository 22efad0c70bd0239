// A seeker's jobs, moved down from tests/e2e/seeker-jobs.spec.ts: what a link naming a pending
// action's target does without the autoApplyAction cookie (the rule of web/src/lib/pending-action.ts
// as the Save button applies it), and the company search's Follow with its follower count. The
// journeys (save, apply and follow across pages, a guest's sign-in detour, the new tab of a
// company-site job) stay in the browser.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { SaveJobButton } from '../../../web/src/components/save-job-button';
import { callOf, renderInPage, stubApi } from '../render';
import { onSite } from '../site';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn() {
  document.cookie = 'USER_NAME=Meera';
  document.cookie = 'USER_TYPE=SEEKER';
}

const SAVED = {
  jobId: '10000003',
  isSaved: true,
  message: 'Job saved',
} satisfies Schemas['SaveResult'];

/** The results page, opened with a link naming job 10000003 as a pending action's target. */
const LINK = '/search/results?query=engineer&autoApplyOn=job-10000003';

function showSaveButton() {
  const calls = stubApi((request) =>
    callOf(request) === 'POST /middleware/jobSave' ? { body: SAVED } : { status: 404 },
  );
  renderInPage(
    <SaveJobButton jobId="10000003" saved={false} invalidates={[]} title="Data Analyst" />,
    LINK,
  );
  return calls;
}

describe('A link naming a pending target', () => {
  it('When a signed-in seeker opens a link naming a target without the cookie, then nothing is done for them', async () => {
    signedIn();

    const calls = showSaveButton();
    // Let any effect's call go out before looking.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(calls.map(callOf)).toEqual([]);
    expect(
      screen.getByRole('button', { name: 'Save: Data Analyst' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('When the same link comes with the save cookie this browser left, then the job is saved once and the cookie is gone', async () => {
    signedIn();
    document.cookie = 'autoApplyAction=save_job; path=/';

    const calls = showSaveButton();

    await waitFor(() => expect(calls.map(callOf)).toEqual(['POST /middleware/jobSave']));
    expect(await calls[0]?.clone().json()).toEqual({ jobId: '10000003' });
    expect(document.cookie).not.toContain('autoApplyAction');
  });
});

describe('The company search', () => {
  it('When a company search shows companies, then each has Follow with its follower count', async () => {
    const companies = [
      { id: 1, companyId: 41, name: 'Acme Manufacturing', isFollowed: false, followerCount: 1 },
      { id: 2, companyId: 42, name: 'Tanmay Labs', isFollowed: true, followerCount: 2345 },
      { id: 3, companyId: 43, name: 'Birla Soft', isFollowed: false },
    ] satisfies Schemas['Company'][];
    const { CompanyList } = await onSite(
      'SG',
      () => import('../../../web/src/features/results/components/company-list'),
    );

    renderInPage(<CompanyList companies={companies} />, '/search/jobs-by-company-cmpsrp?query=a');

    const list = screen.getByRole('region', { name: 'Companies' });
    const rows = within(list)
      .getAllByRole('button', { name: /^(Un)?[Ff]ollow / })
      .map((button) => [
        button.textContent,
        button.getAttribute('aria-pressed'),
        button.parentElement?.querySelector('.follow-count')?.textContent,
      ]);
    expect(rows).toEqual([
      ['Follow Acme Manufacturing', 'false', '1 follower'],
      ['Unfollow Tanmay Labs', 'true', '2,345 followers'],
      ['Follow Birla Soft', 'false', '0 followers'],
    ]);
  });
});
