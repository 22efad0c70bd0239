// The guest's search bar and results page on their own (moved from tests/e2e/search.spec.ts, which
// keeps the journeys on India, Singapore and Vietnam): the bar's validation toasts and how long they stay
// (spec section 5, F4), the phone overlay below 920 px (F7), the clear icon (C9), an empty search
// with its Clear filters, the sort, and the cart icon (spec sections 2, 4).
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import ResultsPage from '../../../web/src/app/routes/results';
import { CartLink } from '../../../web/src/components/layout/cart-link';
import { dismissToast, ToastHost } from '../../../web/src/components/toast';
import { SearchBar } from '../../../web/src/features/search/components/search-bar';
import { job, NO_FACETS, searchAnswer } from '../answers';
import { renderInPage, stubApi } from '../render';
import { showWidth } from '../viewport';

const FACETS: Schemas['SearchFacets'] = {
  ...NO_FACETS,
  jobFreshness: [{ id: '1', label: 'Last 1 day', count: 0 }],
};

const answer = (jobs: Schemas['Job'][], sort: Schemas['SortOrder'] = 1) =>
  searchAnswer(jobs, { sort, facets: FACETS });

/** Where the page is: the router's path and query, as the address bar would show them. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

/** The home page's bar with the page's toast, in a window `width` px wide. */
function homeBar(width = 1280) {
  showWidth(width);
  stubApi(() => ({ status: 404 }));
  renderInPage(
    <>
      <SearchBar />
      <ToastHost />
      <Address />
    </>,
  );
}

const toast = () => screen.queryByTestId('toast');

afterEach(() => {
  // Unmounted before the window's stubs go (the setup's cleanup would come after them).
  cleanup();
  // The page's one toast lives as long as the module: each test starts without one.
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('The search bar validation (spec section 5)', () => {
  it('When both boxes are blank, then the toast says what to enter', async () => {
    homeBar();

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(toast()?.textContent).toBe(
      'Please enter a keyword such as java, sales or name of the city',
    );
    expect(address()).toBe('/');
  });

  it('When the location matches no city, then the toast says Please enter a valid location.; another name of a city (Bangalore) still searches', async () => {
    homeBar();
    const bar = screen.getByRole('search', { name: 'Job search' });
    await userEvent.type(within(bar).getByRole('combobox', { name: 'Keywords' }), 'sales');
    const location = within(bar).getByRole('combobox', { name: 'Locations' });
    await userEvent.type(location, 'Atlantis');

    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(toast()?.textContent).toBe('Please enter a valid location.');
    expect(address()).toBe('/');

    await userEvent.clear(location);
    await userEvent.type(location, 'Bangalore');
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(address()).toMatch(/^\/search\/results\?.*locations=bangalore/i);
  });

  it('When a box holds only special characters, then the toast refuses them', async () => {
    homeBar();

    await userEvent.type(screen.getByRole('combobox', { name: 'Keywords' }), '@#$%');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(toast()?.textContent).toBe('Only special character(s) are not allowed');
    expect(address()).toBe('/');
  });

  it('When the validation toast has shown for 3 seconds, then it goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    homeBar();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(toast()).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(toast()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toast()).toBeNull();
  });
});

describe('The mobile overlay (920px or narrower)', () => {
  it('When the screen is 920px or narrower, then the bar opens as an overlay and searches', async () => {
    // 920 px is the widest phone layout (F7).
    homeBar(920);
    expect(screen.queryByRole('combobox', { name: 'Keywords' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Search jobs by skill/ }));
    const dialog = screen.getByRole('dialog', { name: 'Search jobs' });
    const keywords = within(dialog).getByRole('combobox', { name: 'Keywords' });
    expect(document.activeElement).toBe(keywords);
    await userEvent.type(keywords, 'sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(address()).toMatch(/[?&]query=sales/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('When the search has keywords, then the closed bar shows them and is named Edit search', async () => {
    showWidth(390);
    stubApi(() => ({ status: 404 }));
    renderInPage(
      <SearchBar
        initial={{ keyword: 'sales, java', location: '', experience: null, entities: [] }}
      />,
    );

    const trigger = screen.getByRole('button', { name: 'Edit search: sales, java' });
    expect(trigger.textContent).toContain('sales, java');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Search jobs' })).toBeDefined();
  });

  it('When the screen is 921px wide, then the bar is on the page, not behind a button', () => {
    homeBar(921);
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Search jobs by skill/ })).toBeNull();
  });
});

describe('The keyword box’s clear icon (C9)', () => {
  it('When the keyword text has more than one comma, then the clear icon shows and clears it', async () => {
    homeBar();
    const keywords = screen.getByRole('combobox', { name: 'Keywords' });

    await userEvent.type(keywords, 'java, react');
    expect(screen.queryByRole('button', { name: 'Clear keywords' })).toBeNull();
    await userEvent.type(keywords, ', sql');
    await userEvent.click(screen.getByRole('button', { name: 'Clear keywords' }));

    expect((keywords as HTMLInputElement).value).toBe('');
  });
});

/** The results page at `path`, its search answered by `search` (every other call 404). */
function resultsPage(path: string, search: (request: Request) => Schemas['SearchResults']) {
  showWidth(1280);
  vi.stubGlobal('scrollTo', () => undefined);
  const calls = stubApi((request) =>
    new URL(request.url).pathname === '/api/middleware/search/results'
      ? { body: search(request) }
      : { status: 404 },
  );
  renderInPage(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ResultsPage page={{ kind: 'SRP' }} />
            <Address />
          </>
        }
      />
    </Routes>,
    path,
  );
  /** The search calls made so far. */
  return () => calls.filter((r) => new URL(r.url).pathname === '/api/middleware/search/results');
}

describe('The results page', () => {
  it('When a search matches nothing, then the page says so and offers to clear filters', async () => {
    resultsPage('/search/results?query=zzqqxx&jobFreshness=1', () => answer([]));

    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeDefined();
    expect(document.querySelector('.results-count')?.textContent).toBe('No jobs found');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(address()).not.toMatch(/jobFreshness/);
    expect(address()).toMatch(/query=zzqqxx/);
  });

  it('When results are sorted by date, then the address says so, the newest job leads, and Relevance undoes it', async () => {
    // The simulator's order by date is tests/search/results.test.ts's; here the page asks for it.
    const searches = resultsPage('/search/results?query=manager', (request) =>
      new URL(request.url).searchParams.get('sort') === '2'
        ? answer([job('2', 'Newest Manager'), job('1', 'Best Manager')], 2)
        : answer([job('1', 'Best Manager'), job('2', 'Newest Manager')]),
    );
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLSelectElement).value).toBe('1');

    await userEvent.selectOptions(sort, 'Date');
    expect(address()).toMatch(/[?&]sort=2(&|$)/);
    // The page asks for the date order (the call starts once the new address renders).
    await vi.waitFor(() =>
      expect(new URL(searches().at(-1)?.url ?? '').searchParams.get('sort')).toBe('2'),
    );
    // The first card is the newest once the date-ordered answer has rendered.
    await vi.waitFor(() =>
      expect(document.querySelector('.job-card .job-title')?.textContent).toBe('Newest Manager'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(address()).not.toMatch(/sort=/);
  });
});

describe('The cart icon (spec sections 2, 4)', () => {
  it('When a guest opens a page with cart=1, then the empty cart links to career services; without it there is none', () => {
    stubApi(() => ({ status: 404 }));
    const { unmount } = renderInPage(<CartLink />, '/?cart=1');
    expect(screen.getByRole('link', { name: 'Cart, empty' }).getAttribute('href')).toBe(
      '/career-services',
    );
    unmount();

    renderInPage(<CartLink />, '/');
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
  });
});
