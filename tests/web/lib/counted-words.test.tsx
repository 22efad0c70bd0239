// Counts read as English writes them (the UX walk's N15: "(1 jobs)", "1–1 of 1 jobs", "Last 1
// days", "Find your next job in Gulf").
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { counted } from '../../../openapi/vocabulary/plural';
import { CompanyList } from '../../../web/src/features/results/components/company-list';
import { renderInPage } from '../render';
import { onSite } from '../site';

const siteModule = () => import('../../../web/src/lib/site');

describe('A count and its word', () => {
  it('When the count is one, then the word is singular; otherwise plural', () => {
    expect(counted(1, 'job', 'jobs')).toBe('1 job');
    expect(counted(0, 'job', 'jobs')).toBe('0 jobs');
    expect(counted(1250, 'job', 'jobs', '1,250')).toBe('1,250 jobs');
  });

  it('When a company has one open job, then its card says "1 open job"', () => {
    renderInPage(
      <CompanyList
        companies={[
          { id: 1, companyId: 1, name: 'Novastar', isFollowed: false, openJobs: 1 },
          { id: 2, companyId: 2, name: 'Tanmay Labs', isFollowed: false, openJobs: 3 },
        ]}
      />,
    );

    expect(screen.getByText(/1 open job$/).textContent).toBe('Company · 1 open job');
    expect(screen.getByText(/3 open jobs$/).textContent).toBe('Company · 3 open jobs');
  });
});

describe("The site's name inside a sentence", () => {
  it('When the site is the Gulf or the Philippines, then it takes "the"; Singapore does not', async () => {
    expect((await onSite('SA', siteModule)).siteInSentence).toBe('the Gulf');
    expect((await onSite('PH', siteModule)).siteInSentence).toBe('the Philippines');
    expect((await onSite('SG', siteModule)).siteInSentence).toBe('Singapore');
  });
});
