// The phone's Filters sheet ends with what Indeed's and LinkedIn's end with (UX walk N11): "Show N
// jobs", which closes the sheet onto the results, and the panel's "Clear all" for the chosen
// filters, so that a seeker who scrolled down the filters does not scroll back up to ×. On a
// desktop the panel sits beside the results and keeps its Clear all at the top. × and Escape
// close the sheet onto the Filters button.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { FilterPanel } from '../../../web/src/features/results/components/filter-panel';
import { NO_FACETS } from '../answers';
import { renderInPage } from '../render';
import { showWidth } from '../viewport';

const FACETS: Schemas['SearchFacets'] = {
  ...NO_FACETS,
  industries: [{ id: 'banking', label: 'Banking', count: 1 }],
  jobFreshness: [{ id: '1', label: 'Last 1 day', count: 1 }],
};

afterEach(() => vi.unstubAllGlobals());

function panel(total: number, onClear = vi.fn()) {
  renderInPage(
    <>
      <FilterPanel
        facets={FACETS}
        params={new URLSearchParams('query=accountant&industries=banking')}
        total={total}
        onChange={vi.fn()}
        onClear={onClear}
      />
      <section id="results" tabIndex={-1} aria-label="Results" />
    </>,
  );
  return onClear;
}

describe('The end of the phone’s Filters sheet', () => {
  it('When the sheet is open on a 390 px phone, then it ends with Clear all and "Show 1 job"', async () => {
    showWidth(390);
    const onClear = panel(1);

    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('complementary', { name: 'Filters' });
    const last = within(sheet).getAllByRole('button').slice(-2);
    expect(last.map((button) => button.textContent)).toEqual(['Clear all', 'Show 1 job']);
    // The keyboard: Tab from the last filter reaches both, in that order.
    within(sheet)
      .getByRole('checkbox', { name: /Banking/ })
      .focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(last[0]);
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(document.activeElement).toBe(last[1]);
  });

  it('When "Show 25 jobs" is pressed, then the sheet closes and focus is on the results', async () => {
    showWidth(390);
    panel(25);
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(toggle);

    await userEvent.click(screen.getByRole('button', { name: 'Show 25 jobs' }));

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Results' }));
  });

  it('When the sheet is closed with Escape or ×, then the focus is back on the Filters button', async () => {
    showWidth(390);
    panel(25);
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(toggle);
    const sheet = screen.getByRole('complementary', { name: 'Filters' });

    within(sheet)
      .getByRole('checkbox', { name: /Banking/ })
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('When the window is 1280 px wide, then the panel has no Show button and one Clear all', () => {
    showWidth(1280);
    panel(25);

    const sheet = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sheet).queryByRole('button', { name: /^Show \d/ })).toBeNull();
    expect(within(sheet).getAllByRole('button', { name: 'Clear all' })).toHaveLength(1);
  });
});
