// Result titles and "Create job alert" open a new tab on a desktop, as spec section 2 says, and the
// same tab on a phone (UX walk N8: Naukri and Indeed stay in the tab; a phone's tabs are out of
// sight). The phone is the 920 px layout of the stylesheets' --mobile.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobCard } from '../../../web/src/features/results/components/job-card';
import { SearchActions } from '../../../web/src/features/results/components/search-actions';
import { job } from '../answers';
import { renderInPage, stubApi } from '../render';
import { showWidth } from '../viewport';

const JOB = job('10001', 'Senior Accountant', {
  companyName: 'Novastar',
  locations: [{ city: 'Mumbai', country: 'India' }],
  skills: ['Tally'],
});

const RESULTS_PATH = '/search/results?query=accountant&locations=Mumbai';

afterEach(() => vi.unstubAllGlobals());

/** A result card and the search's actions in a window `width` px wide: their two links. */
function linksAt(width: number) {
  showWidth(width);
  stubApi(() => ({ status: 404 }));
  renderInPage(
    <>
      <JobCard job={JOB} />
      <SearchActions heading="Accountant jobs in Mumbai" />
    </>,
    RESULTS_PATH,
  );
  return {
    title: screen.getByRole('link', { name: 'Senior Accountant' }),
    alert: screen.getByRole('link', { name: /^Create job alert/ }),
  };
}

describe('Where a result title and Create job alert open', () => {
  it('When the window is 1280 px wide, then both open a new tab and Create job alert says so', () => {
    const { title, alert } = linksAt(1280);
    expect([title.getAttribute('target'), alert.getAttribute('target')]).toEqual([
      '_blank',
      '_blank',
    ]);
    // The text, not the computed name: jsdom's name drops the hidden hint's leading space.
    expect(alert.textContent).toBe('Create job alert (opens in a new tab)');
  });

  it('When the window is 390 px wide, then both open in the same tab and neither says new tab', () => {
    const { title, alert } = linksAt(390);
    expect([title.hasAttribute('target'), alert.hasAttribute('target')]).toEqual([false, false]);
    expect([title.textContent, alert.textContent]).toEqual([
      'Senior Accountant',
      'Create job alert',
    ]);
    expect(title.getAttribute('href')).toBe('/job/senior-accountant-novastar-10001');
  });
});
