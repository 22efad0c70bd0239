// The guest's widgets of spec sections 2, 4, 5 and 9 (issue 16), moved down from
// tests/e2e/guest-widgets.spec.ts, on India and Singapore: the company search form and its
// messages, the notification bar (the home notice with NHP, a failed company check), the
// new-search-results flag, and the advanced form's lists and salary. The texts are spelled here as
// the spec spells them (typos included). The journeys stay in the browser: a company's results
// page, the combobox code loaded on demand, the lists' height, lazy logos, axe.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { paths, Schemas } from '../../../openapi/client';
import { renderInPage, stubApi, type StubAnswer } from '../render';
import { cookiesWritten, onSite, pageSiteProps, type SiteCode } from '../site';
import { stubMatchMedia } from '../viewport';

// Lists follow the typing after a debounce, and a failed call is tried once more after 1 s: on a
// busy machine RTL's 1 s default wait for them is too short.
configure({ asyncUtilTimeout: 3000 });

const SITES: SiteCode[] = ['IN', 'SG'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A desktop window 1280 px wide: width queries answer for it, any other (reduced motion) no. jsdom
 * has no matchMedia.
 */
function desktopWindow() {
  vi.stubGlobal('innerWidth', 1280);
  stubMatchMedia((query) => {
    const widths = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
    return (
      widths.length > 0 &&
      widths.every(([, side, px]) => (side === 'min' ? 1280 >= Number(px) : 1280 <= Number(px)))
    );
  });
}

/** Where the page's router is: the results a search opened, or still here. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://in.localhost');

/** The site's companies (the simulator's list answers those whose name starts with the text). */
const COMPANIES = ['Acme Corp', 'Acme Logistics', 'Birla Soft'];

function companyList(request: Request): StubAnswer {
  const typed = (new URL(request.url).searchParams.get('query') ?? '').trim().toLowerCase();
  const body: Schemas['DropdownOption'][] = COMPANIES.filter((name) =>
    name.toLowerCase().startsWith(typed),
  ).map((value, index) => ({ id: index + 1, value }));
  return { body };
}

/** The company search form of `code`'s home page, with the page's notification bar. */
async function showCompanySearch(code: SiteCode, answer = companyList) {
  const calls = stubApi(answer);
  const { CompanySearch, NotificationBarHost } = await onSite(code, async () => ({
    ...(await import('../../../web/src/features/search/components/company-search')),
    ...(await import('../../../web/src/components/notification-bar')),
  }));
  renderInPage(
    <>
      <NotificationBarHost />
      <CompanySearch />
      <Where />
    </>,
  );
  const form = screen.getByRole('region', { name: 'Find Companies' });
  return {
    calls,
    form,
    box: within(form).getByRole<HTMLInputElement>('combobox', { name: 'Company name' }),
    search: within(form).getByRole('button', { name: 'Search companies' }),
  };
}

function expectCompanyResults(company: string) {
  const url = where();
  expect(url.pathname).toBe('/search/jobs-by-company-cmpsrp');
  expect(url.searchParams.get('query')).toBe(company);
  expect(url.searchParams.get('exactMatch')).toBe('true');
}

for (const code of SITES) {
  describe(`Find Companies on the ${code} site`, () => {
    it(`When a guest on the ${code} site uses Find Companies blank, with no match and with a company, then each gets its answer`, async () => {
      const { form, box, search } = await showCompanySearch(code);

      // Blank.
      await userEvent.click(search);
      expect(within(form).getByRole('alert').textContent).toBe('Please select comapny name');
      expect(document.activeElement).toBe(box);

      // A name no company starts with: the list says so, and so does Search.
      await userEvent.type(box, 'Qqzx Nothing Ltd');
      await waitFor(() =>
        expect(within(form).getByRole('status').textContent).toBe('No result found'),
      );
      await userEvent.click(search);
      await waitFor(() =>
        expect(within(form).getByRole('alert').textContent).toBe(
          'No result found for your search. Please enter a company.',
        ),
      );
      expect(box.value).toBe('Qqzx Nothing Ltd');

      // A start several companies share, none chosen: Search asks to select one, and stays.
      await userEvent.clear(box);
      await userEvent.type(box, 'Acme');
      await userEvent.click(search);
      await waitFor(() =>
        expect(within(form).getByRole('alert').textContent).toBe('Please select comapny name'),
      );
      expect(where().pathname).toBe('/');

      // A company chosen from the list opens its results, exact match.
      await userEvent.clear(box);
      await userEvent.type(box, 'Acm');
      await userEvent.click(await screen.findByRole('option', { name: 'Acme Logistics' }));
      expectCompanyResults('Acme Logistics');
    });

    it(`When a typed company name on the ${code} site is a company, then Search opens its results without choosing`, async () => {
      const { box, search } = await showCompanySearch(code);

      await userEvent.type(box, 'acme corp');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(search);

      await waitFor(() => expectCompanyResults('Acme Corp'));
    });

    it(`When a guest on the ${code} site picks a suggested company or presses Enter in Find Companies, keyboard only, then the search runs as Search runs it`, async () => {
      const first = await showCompanySearch(code);

      // A suggestion picked with the arrows and Enter opens that company's results.
      first.box.focus();
      await userEvent.keyboard('Acm');
      await screen.findByRole('option', { name: 'Acme Logistics' });
      const labels = screen.getAllByRole('option').map((option) => option.textContent);
      const at = labels.indexOf('Acme Logistics');
      expect(at).toBeGreaterThanOrEqual(0);
      for (let step = 0; step <= at; step += 1) await userEvent.keyboard('{ArrowDown}');
      expect(screen.getAllByRole('option')[at]?.getAttribute('aria-selected')).toBe('true');
      await userEvent.keyboard('{Enter}');
      expectCompanyResults('Acme Logistics');
    });

    it(`When the whole name is typed on the ${code} site and Enter pressed, with no suggestion chosen, then that company's results open; a name no company has gets the form's answer`, async () => {
      const { form, box } = await showCompanySearch(code);

      box.focus();
      await userEvent.keyboard('qqzx nothing ltd');
      await waitFor(() =>
        expect(within(form).getByRole('status').textContent).toBe('No result found'),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(within(form).getByRole('alert').textContent).toBe(
          'No result found for your search. Please enter a company.',
        ),
      );
      expect(where().pathname).toBe('/');

      await userEvent.clear(box);
      await userEvent.keyboard('birla soft');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expectCompanyResults('Birla Soft'));
    });

    it(`When the company check call fails on the ${code} site, then the notification bar shows the failure: Something Went Wrong! without a message, the answer's own with one`, async () => {
      // First no answer at all, then a status-1 refusal with its own message.
      let refusal: Schemas['StatusOneError'] | null = null;
      const { box, search } = await showCompanySearch(code, () => {
        if (!refusal) throw new TypeError('Failed to fetch');
        return { status: 500, body: refusal };
      });

      await userEvent.type(box, 'Qq');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(search);
      // The check is tried once more (1 s later) before it fails.
      const bar = await screen.findByTestId('notification-bar');
      expect(bar.className).toMatch(/notification-failure/);
      expect(within(bar).getByText('Something Went Wrong!')).toBeDefined();
      await userEvent.click(within(bar).getByRole('button', { name: 'Close notification' }));
      expect(screen.queryByTestId('notification-bar')).toBeNull();

      refusal = { status: 1, errors: { errs: [{ msg: 'company list is resting' }] } };
      await userEvent.type(box, 'a');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(search);
      await waitFor(() =>
        expect(screen.getByTestId('notification-bar').textContent).toMatch(
          /Company list is resting/,
        ),
      );
      expect(screen.getByTestId('notification-bar').className).toMatch(/notification-failure/);
    });
  });
}

/** The India home page with the page's notification bar; its calls answer empty lists. */
async function showHome() {
  desktopWindow();
  // The sections far down wait for the page to come near them: here it never does.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  stubApi((request) =>
    request.url.includes('/employersOfChoice') ? { body: { companies: [] } } : { body: [] },
  );
  const { HomePage, NotificationBarHost } = await onSite('IN', async () => ({
    HomePage: (await import('../../../web/src/app/routes/home')).default,
    ...(await import('../../../web/src/components/notification-bar')),
  }));
  const view = renderInPage(
    <>
      <NotificationBarHost />
      <HomePage />
    </>,
  );
  return { view, HomePage, NotificationBarHost };
}

describe('The home notice and the new-search-results flag', () => {
  it('When a visitor first opens the home page, then the notification bar shows its notice and closing it writes NHP for 30 days', async () => {
    const NOW = Date.now();
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { view, HomePage, NotificationBarHost } = await showHome();
    const bar = screen.getByTestId('notification-bar');
    expect(bar.className).toMatch(/notification-success/);
    expect(bar.textContent).toContain('Find Companies');
    expect(document.cookie).not.toMatch(/\bNHP=/);

    const written = cookiesWritten(() =>
      fireEvent.click(within(bar).getByRole('button', { name: 'Close notification' })),
    );

    expect(written).toEqual([
      `NHP=1; path=/; SameSite=Lax; expires=${new Date(NOW + 30 * 86_400_000).toUTCString()}`,
    ]);
    expect(screen.queryByTestId('notification-bar')).toBeNull();
    // The next visit to home reads NHP as the page opens.
    view.unmount();
    renderInPage(
      <>
        <NotificationBarHost />
        <HomePage />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Find Companies' })).toBeDefined();
    expect(screen.queryByTestId('notification-bar')).toBeNull();
  });

  it('When a guest leaves the home page, then the notice goes with it', async () => {
    const { view, NotificationBarHost } = await showHome();
    expect(screen.getByTestId('notification-bar')).toBeDefined();

    // Another page takes the home page's place; the bar (the layout's) stays mounted.
    view.rerender(<NotificationBarHost />);

    expect(screen.queryByTestId('notification-bar')).toBeNull();
  });

  for (const code of SITES) {
    it(`When a guest on the ${code} site submits a new search, then the new-search-results flag is written for 1 day`, async () => {
      const NOW = Date.now();
      desktopWindow();
      stubApi(() => ({ body: [] }));
      const { SearchBar } = await onSite(
        code,
        () => import('../../../web/src/features/search/components/search-bar'),
      );
      renderInPage(
        <>
          <SearchBar variant="hero" />
          <Where />
        </>,
      );
      expect(document.cookie).not.toMatch(/NEW_SEARCH_RESULTS/);
      await userEvent.type(screen.getByRole('combobox', { name: 'Keywords' }), 'manager');
      await userEvent.keyboard('{Escape}');

      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const written = cookiesWritten(() =>
        fireEvent.click(screen.getByRole('button', { name: 'Search' })),
      );

      expect(written).toContain(
        `NEW_SEARCH_RESULTS=1; path=/; SameSite=Lax; expires=${new Date(NOW + 86_400_000).toUTCString()}`,
      );
      expect(where().pathname).toBe('/search/results');
    });
  }
});

/** Keywords related to those in the box (the suggestions call's answer). */
const RELATED: Schemas['Suggestion'][] = [
  { id: 's-1', name: 'Project Manager', type: 'DESIGNATION', suggestType: 'in Jobs' },
  { id: 's-2', name: 'Team Lead', type: 'DESIGNATION', suggestType: 'in Jobs' },
];

for (const code of SITES) {
  describe(`The search bar's suggested keywords on the ${code} site`, () => {
    it(`When Suggested keywords is opened on the ${code} site, then the popup titled Suggested Keywords adds a keyword and Close closes it`, async () => {
      desktopWindow();
      stubApi(() => ({ body: RELATED }));
      const { SearchBar } = await onSite(
        code,
        () => import('../../../web/src/features/search/components/search-bar'),
      );
      renderInPage(<SearchBar variant="hero" />);
      const keywords = screen.getByRole<HTMLInputElement>('combobox', { name: 'Keywords' });
      await userEvent.type(keywords, 'manager');
      act(() => keywords.blur());

      await userEvent.click(screen.getByRole('button', { name: 'Suggested keywords' }));
      const popup = screen.getByRole('dialog', { name: 'Suggested Keywords' });
      const first = (await within(popup).findAllByRole('button', { name: /^Add / }))[0];
      const name = (first?.getAttribute('aria-label') ?? '').replace(/^Add /, '');
      expect(name).not.toBe('');
      if (first) await userEvent.click(first);
      expect(keywords.value).toBe(`manager, ${name}, `);
      await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog', { name: 'Suggested Keywords' })).toBeNull();
    });
  });
}

type MasterData =
  paths['/middleware/master-data']['get']['responses'][200]['content']['application/json'];

/** A master-data entry of `type`, as the site's lists hold them. */
function entry(
  type: Schemas['MasterDataType'],
  id: number,
  name: string,
  parentUuid?: string,
): Schemas['MasterDataEntry'] {
  return {
    id,
    kiwiId: id,
    language: 'EN',
    name,
    orderBy: id,
    type,
    uuid: `${type.toLowerCase()}-${id}`,
    enabled: true,
    ...(parentUuid === undefined ? {} : { parentUuid }),
  };
}

const MASTER_DATA: Record<'INDUSTRY' | 'FUNCTION' | 'ROLE', Schemas['MasterDataEntry'][]> = {
  INDUSTRY: [entry('INDUSTRY', 1, 'Banking'), entry('INDUSTRY', 2, 'Retail')],
  FUNCTION: [entry('FUNCTION', 11, 'Sales'), entry('FUNCTION', 12, 'Finance')],
  ROLE: [entry('ROLE', 21, 'Sales Executive', 'function-11')],
};

/** The site's master data, or none at all (`empty`). */
function masterData(empty = false) {
  return (request: Request): StubAnswer => {
    const type = new URL(request.url).searchParams.get('type');
    if (type !== 'INDUSTRY' && type !== 'FUNCTION' && type !== 'ROLE') return { body: [] };
    const body: MasterData = { type, data: empty ? [] : MASTER_DATA[type] };
    return { body };
  };
}

/** The advanced search page of `code`'s site. */
async function showAdvancedSearch(code: SiteCode, answer = masterData()) {
  desktopWindow();
  stubApi(answer);
  const { AdvancedSearchForm } = await onSite(
    code,
    () => import('../../../web/src/features/advanced-search/components/advanced-search-form'),
  );
  renderInPage(
    <>
      <AdvancedSearchForm />
      <Where />
    </>,
    '/search/job-search',
  );
  return {
    keywords: screen.getByLabelText<HTMLInputElement>('Keywords'),
    location: screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' }),
    search: screen.getByRole('button', { name: 'Search' }),
  };
}

for (const code of SITES) {
  describe(`The advanced form's locations on the ${code} site`, () => {
    it(`When a location no city matches is typed on the ${code} site, then the list says No result found and Please enter a valid location. shows`, async () => {
      const { keywords, location, search } = await showAdvancedSearch(code);
      await userEvent.type(keywords, 'engineer');
      await userEvent.type(location, 'Atlantis');
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'No result found')).toBe(
        true,
      );
      await userEvent.keyboard('{Enter}');
      expect(screen.getByText('Please enter a valid location.')).toBeDefined();
      expect(location.getAttribute('aria-invalid')).toBe('true');

      // Search refuses it too, and keeps what was typed.
      await userEvent.clear(location);
      await userEvent.type(location, 'Atlantisx');
      await userEvent.click(search);
      expect(screen.getByText('Please enter a valid location.')).toBeDefined();
      expect(where().pathname).toBe('/search/job-search');
      expect(location.value).toBe('Atlantisx');
    });

    it(`When a sixth location is chosen on the ${code} site, then the multi-select says You've already selected 5 locations. and keeps five`, async () => {
      const cities = pageSiteProps(code).cities.map((c) => c.city);
      const { keywords, location, search } = await showAdvancedSearch(code);
      for (const city of cities.slice(0, 6)) {
        await userEvent.clear(location);
        await userEvent.type(location, city);
        await userEvent.click(
          screen.getAllByRole('option', { name: new RegExp(city) })[0] ?? location,
        );
      }
      expect(screen.getByText("You've already selected 5 locations.")).toBeDefined();
      expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(5);

      // The list is at most 240 px high (its height on screen: the browser's, in the e2e axe scan).
      await userEvent.clear(location);
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('listbox', { name: 'Location' }).style.maxHeight).toBe('240px');

      // Removing one lifts the limit; Search sends the other four cities.
      await userEvent.click(screen.getByRole('button', { name: `Remove ${cities[0] ?? ''}` }));
      expect(screen.queryByText("You've already selected 5 locations.")).toBeNull();
      await userEvent.type(keywords, 'engineer');
      await userEvent.click(search);
      expect(where().pathname).toBe('/search/results');
      expect(where().searchParams.get('locations')?.split(', ')).toEqual(cities.slice(1, 5));
    });
  });
}

describe("India's advanced search: long lists and salary", () => {
  it('When the site has no industries, functions or roles, then each list says List is empty.', async () => {
    await showAdvancedSearch('IN', masterData(true));

    const industry = screen.getByRole('combobox', { name: 'Industry' });
    await waitFor(() => expect(industry.closest('[aria-busy="true"]')).toBeNull());
    await userEvent.click(industry);

    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'List is empty.')).toBe(
        true,
      ),
    );
  });

  it('When industries are typed for, then the multi-select finds and keeps several, and the function and role dropdowns search', async () => {
    await showAdvancedSearch('IN');
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    await userEvent.click(industry);
    const industries = () => {
      const list = screen.queryByRole('listbox', { name: 'Industry' });
      return list ? within(list).queryAllByRole('option') : [];
    };
    await waitFor(() => expect(industries().length).toBeGreaterThan(0));
    const first = industries()[0]?.textContent ?? '';
    await userEvent.click(industries()[0] ?? industry);
    await userEvent.click(industries()[0] ?? industry);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(screen.queryByRole('option', { name: first })).toBeNull();
    // The multi-select stays open for more; Escape closes it.
    await userEvent.keyboard('{Escape}');
    expect(industries()).toHaveLength(0);

    const fn = screen.getByRole<HTMLInputElement>('combobox', { name: 'Function' });
    await userEvent.click(fn);
    await userEvent.click(
      within(screen.getByRole('listbox', { name: 'Function' })).getAllByRole('option')[0] ?? fn,
    );
    const role = screen.getByRole<HTMLInputElement>('combobox', { name: 'Role' });
    await waitFor(() => expect(role.disabled).toBe(false));
    await userEvent.click(role);
    expect(
      await within(screen.getByRole('listbox', { name: 'Role' })).findAllByRole('option'),
    ).not.toHaveLength(0);
    await userEvent.keyboard('{Escape}');

    // Reset empties every list, the boxes of the single selects included.
    expect(fn.value).not.toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(fn.value).toBe('');
    expect(role.disabled).toBe(true);
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
  });

  it("When only one salary bound is chosen on India's advanced search, then Please select minium salary or Please select maximum salary shows", async () => {
    const { keywords, search } = await showAdvancedSearch('IN');
    expect(screen.getByLabelText("Jobs that don't include salary")).toBeDefined();
    await userEvent.type(keywords, 'engineer');
    await userEvent.selectOptions(screen.getByLabelText('Minimum'), '5');
    await userEvent.click(search);
    expect(
      screen
        .getAllByRole('alert')
        .some((a) => a.textContent?.includes('Please select maximum salary')),
    ).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Minimum'), '');
    await userEvent.selectOptions(screen.getByLabelText('Maximum'), '10');
    await userEvent.click(search);
    expect(
      screen
        .getAllByRole('alert')
        .some((a) => a.textContent?.includes('Please select minium salary')),
    ).toBe(true);
  });
});

const COMPANY_FORM = '../../../web/src/features/search/components/company-search';

/**
 * The home page's company search before its combobox code has come: the code's module is held
 * until the returned release; `asked` counts the asks. (That the build puts the code in a chunk of
 * its own, fetched only then, is the browser's to see: tests/e2e/guest-widgets.spec.ts.)
 */
async function showCompanySearchOnDemand(code: SiteCode) {
  stubApi(companyList);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = { count: 0 };
  const { CompanySearchOnDemand } = await onSite(code, async () => {
    vi.doMock(COMPANY_FORM, async () => {
      asked.count += 1;
      await held;
      return vi.importActual(COMPANY_FORM);
    });
    return import('../../../web/src/features/search/components/company-search-on-demand');
  });
  renderInPage(
    <>
      <CompanySearchOnDemand />
      <Where />
    </>,
  );
  const form = () => screen.getByRole('region', { name: 'Find Companies' });
  return {
    asked,
    release: () => act(async () => release()),
    form,
    box: () => within(form()).getByRole<HTMLInputElement>('combobox', { name: 'Company name' }),
    search: () => within(form()).getByRole('button', { name: 'Search companies' }),
  };
}

for (const code of SITES) {
  describe(`Find Companies before its code has come, on the ${code} site`, () => {
    afterEach(() => {
      vi.doUnmock(COMPANY_FORM);
    });

    it(`When a guest on the ${code} site types in Find Companies before its list code has come, then the form loads it only then and keeps what was typed, focused`, async () => {
      const page = await showCompanySearchOnDemand(code);
      expect(page.asked.count).toBe(0);

      await userEvent.type(page.box(), 'Acm');
      expect(page.asked.count).toBe(1);
      expect(page.box().value).toBe('Acm');
      await page.release();

      expect(await screen.findByRole('option', { name: 'Acme Logistics' })).toBeDefined();
      expect(document.activeElement).toBe(page.box());
      expect(page.box().value).toBe('Acm');
    });

    it(`When a guest on the ${code} site presses Search before the list code has come, then its answer shows once it has`, async () => {
      const page = await showCompanySearchOnDemand(code);

      await userEvent.click(page.search());
      expect(page.asked.count).toBe(1);
      expect(within(page.form()).queryByRole('alert')).toBeNull();
      await page.release();

      await waitFor(() =>
        expect(within(page.form()).getByRole('alert').textContent).toBe(
          'Please select comapny name',
        ),
      );
      expect(document.activeElement).toBe(page.box());
    });

    it(`When a guest on the ${code} site types a whole name and presses Search before the list code has come, then that company's results open`, async () => {
      const page = await showCompanySearchOnDemand(code);

      await userEvent.type(page.box(), 'Birla Soft');
      await userEvent.click(page.search());
      expect(page.asked.count).toBe(1);
      await page.release();

      await waitFor(() => expectCompanyResults('Birla Soft'));
    });
  });
}
