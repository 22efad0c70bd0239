// The guest's search as a seeker judges it (issue 19) and the search that narrows (issue 27), on
// the pages' own parts: what the results and job pages say for an answer, a failure or a slow
// call, the cards' skills, the site's number and date forms, and the advanced search form. Moved
// from tests/e2e/search-quality.spec.ts and search-narrowing.spec.ts; the answers themselves (the
// simulator's search) are tests/search/search-quality.test.ts, and what needs a browser (scroll,
// layout, axe, Back, focus across the page, real routing) stays in those specs.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components, Schemas } from '../../../openapi/client';
import { PageChrome } from '../../../web/src/app/page-chrome';
import ResultsPage from '../../../web/src/app/routes/results';
import { dismissToast, ToastHost } from '../../../web/src/components/toast';
import { CareerAdvicePage } from '../../../web/src/features/career-advice/components/career-advice-page';
import { AdvancedSearchForm } from '../../../web/src/features/advanced-search/components/advanced-search-form';
import { JobDetailView } from '../../../web/src/features/job-detail/components/job-detail-view';
import { FilterPanel } from '../../../web/src/features/results/components/filter-panel';
import { JobCard } from '../../../web/src/features/results/components/job-card';
import { SearchBar } from '../../../web/src/features/search/components/search-bar';
import { job, NO_FACETS, searchAnswer } from '../answers';
import { hanging, renderInPage, stubApi, type StubAnswer } from '../render';
import { onSite } from '../site';
import { showWidth } from '../viewport';

const SEARCH = '/api/middleware/search/results';
const JOB_DETAIL = '/api/middleware/jobdetail/';

const FACETS: Schemas['SearchFacets'] = {
  ...NO_FACETS,
  industries: [{ id: 'banking', label: 'Banking', count: 123456 }],
};

const answer = (jobs: Schemas['Job'][], change: Partial<Schemas['SearchResults']> = {}) =>
  searchAnswer(jobs, { facets: FACETS, ...change });

const DETAIL: Schemas['JobDetail'] = {
  job: job('10001', 'Java Developer'),
  company: { id: 7, companyId: 7, name: 'Novastar', isFollowed: false },
  similarJobs: [],
};

const SERVER_FAILURE: Schemas['SuccessFalseError'] = {
  success: false,
  error: 'Simulated failure.',
};

const JOB_NOT_FOUND: components['responses']['NotFound']['content']['application/json'] = {
  success: false,
  error: 'Job not found.',
  errorCode: 'NOT_FOUND',
};

const REFUSED: components['responses']['BadRequest']['content']['application/json'] = {
  status: 1,
  errors: { errs: [{ msg: 'query is not valid' }] },
};

/** Where the page is: the router's path and query, as the address bar would show them. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
const queryOf = () => new URLSearchParams(address().split('?')[1]).get('query');

/** The answer to a call of the page, by its path; none is a 404. */
type Answerer = (
  request: Request,
  path: string,
) => StubAnswer | undefined | Promise<StubAnswer | undefined>;

/** A page of the app at `path`, its calls answered by `answerFor` (by path), the rest 404. */
function page(ui: React.ReactNode, path: string, answerFor: Answerer) {
  showWidth(1280);
  vi.stubGlobal('scrollTo', () => undefined);
  const calls = stubApi(
    async (request) => (await answerFor(request, new URL(request.url).pathname)) ?? { status: 404 },
  );
  renderInPage(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <ToastHost />
            <Address />
          </>
        }
      />
    </Routes>,
    path,
  );
  return (pathname: string) => calls.filter((r) => new URL(r.url).pathname.startsWith(pathname));
}

const resultsPage = (path: string, answerFor: Answerer) =>
  page(<ResultsPage page={{ kind: 'SRP' }} />, path, answerFor);

/** A constructor named DOMException (the one a failed clone throws is Node's). */
function isDOMExceptionClass(made: unknown): made is typeof DOMException {
  return typeof made === 'function' && made.name === 'DOMException';
}

/** Node's DOMException, which is an Error as a browser's is. */
function nodeDOMException(): typeof DOMException {
  try {
    structuredClone(() => undefined);
  } catch (error) {
    const made: unknown = error instanceof Error ? error.constructor : undefined;
    if (isDOMExceptionClass(made)) return made;
  }
  throw new Error('No DOMException of Node’s');
}

/** A promise the test keeps, and the function that lets it go. */
function held() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

afterEach(() => {
  // Unmounted before the window's stubs go (the setup's cleanup would come after them).
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('1. Titles with brackets', () => {
  it('When a title with brackets is typed and searched, then the query leaves as plain words, with no refusal', async () => {
    page(<SearchBar />, '/', () => undefined);

    await userEvent.type(
      screen.getByRole('combobox', { name: 'Keywords' }),
      'Principal Engineer (Java)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(address()).toMatch(/^\/search\/results\?/);
    expect(queryOf()).toBe('Principal Engineer Java');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

describe('2. A search that finds nothing', () => {
  it('When a search finds nothing, then the page offers did-you-mean, related searches and a job alert', async () => {
    resultsPage('/search/results?query=javva%20developr&locations=Bangalore', (request, path) => {
      if (path !== SEARCH) return undefined;
      const query = new URL(request.url).searchParams.get('query');
      return {
        body:
          query === 'java developer'
            ? answer([job('10001', 'Java Developer')])
            : answer([], {
                didYouMean: 'java developer',
                relatedSearches: ['java developer', 'java architect'],
              }),
      };
    });

    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeDefined();
    const related = screen.getByRole('navigation', { name: 'Related searches' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['java developer', 'java architect']);
    expect(
      screen.getByRole('link', { name: 'Create a job alert for this search' }).getAttribute('href'),
    ).toMatch(/^\/seeker\/free-job-alert\?query=javva\+developr/);

    const didYouMean = document.querySelector('.did-you-mean');
    if (!(didYouMean instanceof HTMLElement)) throw new Error('No did-you-mean');
    await userEvent.click(within(didYouMean).getByRole('link', { name: 'java developer' }));

    expect(queryOf()).toBe('java developer');
    expect(await screen.findByRole('link', { name: 'Java Developer' })).toBeDefined();
  });
});

describe('3. Error and slow states', () => {
  it('When the job page gets a 500, then it says it could not load the job, not that the job is gone', async () => {
    let failing = true;
    page(<JobDetailView jobId="10001" />, '/job/java-10001', (_, path) => {
      if (!path.startsWith(JOB_DETAIL)) return undefined;
      return failing ? { status: 500, body: SERVER_FAILURE } : { body: DETAIL };
    });

    // The page tries a 500 once more before it says so (call-failure.ts, retryOnce).
    expect(
      await screen.findByRole('heading', { name: "We couldn't load this job" }, { timeout: 5_000 }),
    ).toBeDefined();
    expect(screen.queryByText(/no longer available/)).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Java Developer');
  });

  it('When the job page is slow, then a skeleton of the job stands where it will be, then the job', async () => {
    const wait = held();
    page(<JobDetailView jobId="10001" />, '/job/java-10001', async (_, path) => {
      if (!path.startsWith(JOB_DETAIL)) return undefined;
      await wait.promise;
      return { body: DETAIL };
    });

    expect(screen.getByText('Loading the job…').getAttribute('role')).toBe('status');
    const skeleton = () => document.querySelectorAll('.jd-layout .skeleton-bar');
    expect(skeleton().length).toBeGreaterThan(8);
    expect(document.querySelector('.spinner')).toBeNull();

    wait.release();
    expect(await screen.findByRole('heading', { name: 'Java Developer' })).toBeDefined();
    expect(document.querySelector('#jd-title')).not.toBeNull();
    expect(skeleton()).toHaveLength(0);
  });

  it('When the job does not exist, then the page says it is no longer available', async () => {
    page(<JobDetailView jobId="99999999" />, '/job/nothing-here-99999999', (_, path) =>
      path.startsWith(JOB_DETAIL) ? { status: 404, body: JOB_NOT_FOUND } : undefined,
    );

    expect(
      await screen.findByRole('heading', { name: 'This job is no longer available' }),
    ).toBeDefined();
  });

  it('When a search hangs past the 60 s timeout, then the page says so once, without a retry', async () => {
    // A browser's DOMException is an Error (the client's timeout is one); jsdom's is not: Node's is.
    vi.stubGlobal('DOMException', nodeDOMException());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searches = resultsPage('/search/results?query=java', (_, path) =>
      path === SEARCH ? hanging() : undefined,
    );
    expect(document.querySelector('.results-main .job-card.skeleton')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(61_000));

    expect(
      await screen.findByRole('heading', { name: 'The search took longer than 60 seconds' }),
    ).toBeDefined();
    // The HTTP client's own words stay in the error, not on the page (the UX walk's D4).
    expect(screen.getByText('jobportal took too long to answer. Please try again.')).toBeDefined();
    expect(screen.queryByText('timeout of 60000ms exceeded')).toBeNull();
    expect(searches(SEARCH)).toHaveLength(1);
  });

  it('When the search is refused (4xx), then it is not retried and no useless Try again is offered', async () => {
    const searches = resultsPage('/search/results?query=java', (_, path) =>
      path === SEARCH ? { status: 400, body: REFUSED } : undefined,
    );

    expect(
      await screen.findByRole('heading', { name: 'This search could not be run' }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(searches(SEARCH)).toHaveLength(1);
  });

  it('When a filter is chosen and the answer is slow, then the old results say they are updating', async () => {
    const wait = held();
    resultsPage('/search/results?query=sales', async (request, path) => {
      if (path !== SEARCH) return undefined;
      if (new URL(request.url).searchParams.has('industries')) await wait.promise;
      return { body: answer([job('10001', 'Sales Executive')]) };
    });
    await screen.findByRole('link', { name: 'Sales Executive' });

    await userEvent.click(screen.getByRole('checkbox', { name: /Banking/ }));

    expect(
      await screen.findByText('Updating results…', { selector: '[role="status"]' }),
    ).toBeDefined();
    expect(document.querySelector('.results-main')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => wait.release());
    await vi.waitFor(() => expect(screen.queryByText('Updating results…')).toBeNull());
  });
});

describe('4. Toasts belong to their page', () => {
  /** A results page's search bar with a validation toast up, and links to two other pages. */
  async function toastUp() {
    page(
      <>
        <PageChrome />
        <SearchBar />
        <Link to="/job/java-developer-novastar-10001">Java Developer</Link>
        <Link to="/search/results?query=manager&page=2">Next</Link>
      </>,
      '/search/results?query=manager',
      () => undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('toast').textContent).toBe(
      'Please enter a keyword such as java, sales or name of the city',
    );
  }

  it('When a validation toast is up and the seeker opens another page of the app, then the toast goes', async () => {
    await toastUp();

    // The toast lasts 3 s; it goes with the page, not with its time.
    await userEvent.click(screen.getByRole('link', { name: 'Java Developer' }));

    expect(address()).toBe('/job/java-developer-novastar-10001');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('When a validation toast is up and the seeker goes to the next page of results, then the toast goes', async () => {
    await toastUp();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    expect(address()).toMatch(/page=2/);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

describe('7. Keyboard', () => {
  it('When Tab leaves the keyword box while suggestions are open, then focus moves on and the list closes', async () => {
    const suggestions: Schemas['Suggestion'][] = [
      { id: '1', name: 'Java', type: 'SKILL', suggestType: 'in Skills' },
      { id: '2', name: 'Java Developer', type: 'DESIGNATION', suggestType: 'in Jobs' },
    ];
    page(<SearchBar />, '/', (_, path) =>
      path === '/api/middleware/autocomplete/keywords' ? { body: suggestions } : undefined,
    );
    const keywords = screen.getByRole('combobox', { name: 'Keywords' });

    await userEvent.type(keywords, 'jav');
    expect(await screen.findByRole('listbox', { name: 'Keywords suggestions' })).toBeDefined();
    await userEvent.keyboard('{ArrowDown}');
    expect(keywords.getAttribute('aria-activedescendant')).toMatch(/option-0/);
    await userEvent.tab();

    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).not.toBe(keywords);
    expect(keywords.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('8. Cards explain the match', () => {
  it('When Java is searched, then a card that matched by skill shows that skill first', () => {
    stubApi(() => ({ status: 404 }));
    showWidth(1280);
    renderInPage(
      <JobCard
        job={job('10002', 'Backend Engineer', { skills: ['SQL', 'Spring'], itSkills: ['Java'] })}
        query="java"
      />,
    );

    const first = document.querySelector('.job-skills li');
    expect(first?.classList.contains('skill-matched')).toBe(true);
    expect(first?.textContent).toMatch(/java/i);
  });
});

describe('10. Formats', () => {
  it('When India lists results, then facet counts are grouped by the site locale', () => {
    showWidth(1280);
    renderInPage(
      <FilterPanel
        facets={FACETS}
        params={new URLSearchParams('locations=India')}
        total={1}
        onChange={vi.fn()}
        onClear={vi.fn()}
      />,
    );

    const counts = [...document.querySelectorAll('.facet-count')].map((c) => c.textContent);
    expect(counts).toContain('1,23,456');
    expect(counts.some((c) => /^\d{1,2}(,\d\d)*,\d{3}$/.test(c ?? ''))).toBe(true);
    expect(counts.filter((c) => /^\d{4,}$/.test(c ?? ''))).toEqual([]);
  });

  it('When a Thai walk-in date is shown, then its month is in English, the page language', async () => {
    const { WalkInNote } = await onSite(
      'TH',
      () => import('../../../web/src/components/job-facts'),
    );
    renderInPage(
      <WalkInNote venue={{ startDate: '2026-12-03', city: 'Bangkok', address: 'Silom Road' }} />,
    );

    const walkIn = document.querySelector('.job-walkin')?.textContent ?? '';
    expect(walkIn).toMatch(/Walk-in \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(walkIn).toContain('Walk-in 3 Dec 2026');
    // Thai letters (the baht sign ฿ is the site's currency, not a word).
    expect(walkIn).not.toMatch(/[\u0E01-\u0E3A\u0E40-\u0E5B]/);
  });

  it('When a Gulf job in Riyadh shows its salary, then it is in riyals (SAR)', async () => {
    const { JobFacts } = await onSite('SA', () => import('../../../web/src/components/job-facts'));
    renderInPage(
      <JobFacts
        job={job('10003', 'Accountant', {
          locations: [{ city: 'Riyadh', country: 'Saudi Arabia' }],
          salary: { currency: 'SAR', mode: 1, disclosed: true, min: 8000, max: 12000 },
          isoCode: 'SA',
        })}
        withPosted
        className="job-facts jd-facts"
      />,
    );

    expect(document.querySelector('.jd-facts')?.textContent).toContain('SAR');
  });
});

describe('10. Advanced search', () => {
  function advancedSearch() {
    page(<AdvancedSearchForm />, '/search/job-search', () => undefined);
  }

  it('When More options is pressed on advanced search, then job freshness and company type appear', async () => {
    advancedSearch();
    const freshness = screen.getByLabelText('Job freshness');
    expect(freshness.closest('[hidden]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'More options' }));

    expect(freshness.closest('[hidden]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Company type' }).closest('[hidden]')).toBeNull();
  });

  it('When advanced search has Any or Fresher experience, then the month field stays hidden; a number of years shows it with 0 to 11', async () => {
    advancedSearch();
    const years = screen.getByLabelText('Experience (years)');
    const months = () => screen.queryByLabelText('Months', { exact: true });
    expect(months()).toBeNull();

    await userEvent.selectOptions(years, 'Fresher');
    expect(months()).toBeNull();
    await userEvent.selectOptions(years, '3');

    expect([...(months()?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual(
      Array.from({ length: 12 }, (_, m) => String(m)),
    );
  });
});

describe('Search that narrows: what the results page says (issue 27)', () => {
  it('When a word is added and jobs hold both, then the heading names the words and there is no partial note', async () => {
    resultsPage('/search/results?query=java%20developer', (_, path) =>
      path === SEARCH ? { body: answer([job('10001', 'Java Developer')]) } : undefined,
    );

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Java Developer jobs',
    );
    await screen.findByRole('link', { name: 'Java Developer' });
    expect(screen.queryByRole('note', { name: 'Partial matches' })).toBeNull();
  });

  it('When no job holds every word, then the page says so above the partial matches', async () => {
    resultsPage('/search/results?query=sales%20marketing', (_, path) =>
      path === SEARCH
        ? { body: answer([job('10004', 'Sales Executive')], { partialMatch: true }) }
        : undefined,
    );

    const note = await screen.findByRole('note', { name: 'Partial matches' });
    expect(note.textContent).toContain('No job matches all of “sales marketing”');
    // Above the partial matches: the note comes before the first card.
    const card = screen.getByRole('link', { name: 'Sales Executive' });
    expect(note.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('When a Vietnamese word is typed, then the heading keeps its letters', async () => {
    resultsPage('/search/results?query=k%E1%BA%BF%20to%C3%A1n', (_, path) =>
      path === SEARCH ? { body: answer([job('10005', 'Kế toán tổng hợp')]) } : undefined,
    );

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kế Toán jobs');
  });
});

describe('10. Career Advice', () => {
  it('When an article of another site is asked for, then the page says it is not there', async () => {
    const missing: Schemas['SuccessFalseError'] = { success: false, error: 'Article not found.' };
    page(<CareerAdvicePage slug="saudization" />, '/career-advice/saudization', (_, path) =>
      path === '/api/middleware/career-advice/saudization'
        ? { status: 404, body: missing }
        : undefined,
    );

    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find that article' }),
    ).toBeDefined();
  });
});
