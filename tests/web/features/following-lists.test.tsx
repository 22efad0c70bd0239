// My jobs' Following tab (issue 27, item 5): the companies and recruiters the seeker follows, each
// with Unfollow, or what an empty list says (our words: the spec is silent).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FollowingLists } from '../../../web/src/features/my-jobs/components/following-lists';
import { renderInPage, stubApi } from '../render';

function answerFollows(companies: unknown[], recruiters: unknown[]) {
  stubApi((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/middleware/followedCompanies')
      return { body: { Status: 200, Response: { data: companies } } };
    if (path === '/api/middleware/followedRecruiters')
      return { body: { Status: 200, Response: { data: recruiters } } };
    return { status: 404 };
  });
}

describe("My jobs' Following tab", () => {
  it('When the seeker follows nobody, then each list says so and where to follow from', async () => {
    answerFollows([], []);
    renderInPage(<FollowingLists />, '/seeker/my-jobs?tab=following');
    const companies = screen.getByRole('region', { name: 'Companies' });
    const recruiters = screen.getByRole('region', { name: 'Recruiters' });
    expect(
      await within(companies).findByText(
        'You follow no company yet. Follow one from a job or the employers carousel.',
      ),
    ).toBeTruthy();
    expect(
      await within(recruiters).findByText(
        'You follow no recruiter yet. Follow one from a job they posted.',
      ),
    ).toBeTruthy();
  });

  it('When the seeker follows a company and a recruiter, then each is listed with its Unfollow', async () => {
    answerFollows(
      [{ companyId: 7, name: 'Tata Consultancy Services', followerCount: 12 }],
      [
        {
          recruiterId: 9,
          name: 'Jun Jie Wong',
          designation: 'Talent Partner',
          companyName: 'DBS Bank',
          followedAt: '2026-11-20T09:00:00Z',
          followerCount: 1,
        },
      ],
    );
    renderInPage(<FollowingLists />, '/seeker/my-jobs?tab=following');
    const companies = screen.getByRole('region', { name: 'Companies' });
    const recruiters = screen.getByRole('region', { name: 'Recruiters' });
    const unfollowCompany = await within(companies).findByRole('button', {
      name: 'Unfollow Tata Consultancy Services',
    });
    expect(unfollowCompany.getAttribute('aria-pressed')).toBe('true');
    expect(within(companies).getByRole('link', { name: 'Tata Consultancy Services' })).toBeTruthy();
    expect(within(recruiters).getByText('Talent Partner, DBS Bank')).toBeTruthy();
    expect(within(recruiters).getByRole('button', { name: 'Unfollow Jun Jie Wong' })).toBeTruthy();
    expect(within(recruiters).getByText('1 follower')).toBeTruthy();
    expect(screen.queryByText(/You follow no/)).toBeNull();
  });
});
