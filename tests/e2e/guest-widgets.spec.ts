// The guest's widgets of spec sections 2, 4, 5 and 9 (issue 16), on India and Singapore: the
// company search form, the advanced form's location multi-select and its other long lists, the
// suggested-keywords popup, the notification bar, the NHP cookie and the new-search-results flag.
// The texts are spelled here as the spec spells them (typos included): this file is the oracle.
import { seriousViolations } from './axe-scan';
import { currentScenario, expect, test, type Page } from '../support/usage-fixture';
import { apiGet, CONTROL, faultFor, SITE_CODES, siteUrl, type SiteCode } from './support';

const SITES: SiteCode[] = ['IN', 'SG'];
const DAY_S = 24 * 60 * 60;
const SHOTS = process.env.H16_SHOTS ?? '';

/** Closes the home notice and keeps the app banner away, so they stay out of the test's clicks. */
async function quietPage(page: Page) {
  await page.context().addCookies(
    SITE_CODES.flatMap((code) => [
      { name: 'AD', value: '1', url: siteUrl(code) },
      { name: 'NHP', value: '1', url: siteUrl(code) },
    ]),
  );
}

async function firstCompany(request: Parameters<typeof apiGet>[0], code: SiteCode) {
  const companies = await apiGet<Array<{ id: number | string; value: string }>>(
    request,
    code,
    '/middleware/autocomplete/companies?limit=1',
  );
  const company = companies[0]?.value ?? '';
  expect(company).not.toBe('');
  return company;
}

function companyForm(page: Page) {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Find Companies' }) });
  return {
    form,
    box: form.getByRole('combobox', { name: 'Company name' }),
    search: form.getByRole('button', { name: 'Search companies' }),
  };
}

/** Holds the company search's combobox code until the returned release; `asked` notes each ask. */
async function holdComboboxCode(page: Page, asked: string[]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Routing also keeps the browser's cache out, so each page load asks again.
  await page.unrouteAll();
  await page.route('**/assets/searchable-select-*.js', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return release;
}

async function cookieOf(page: Page, code: SiteCode, name: string) {
  return (await page.context().cookies(siteUrl(code))).find((c) => c.name === name);
}

function expectLifetimeDays(expires: number | undefined, days: number) {
  const left = (expires ?? 0) - Date.now() / 1000;
  expect(left).toBeGreaterThan(days * DAY_S - 120);
  expect(left).toBeLessThanOrEqual(days * DAY_S + 5);
}

for (const code of SITES) {
  test.describe(`The ${code} site`, () => {
    test.beforeEach(async ({ page }) => {
      await quietPage(page);
    });

    test(`When a guest on the ${code} site uses Find Companies blank, with no match and with a company, then each gets its answer`, async ({
      page,
      request,
    }) => {
      const company = await firstCompany(request, code);
      await page.goto(siteUrl(code));
      const { form, box, search } = companyForm(page);
      await expect(form.getByRole('heading', { name: 'Find Companies' })).toBeVisible();

      // Blank.
      await search.click();
      await expect(form.getByRole('alert')).toHaveText('Please select comapny name');
      await expect(box).toBeFocused();

      // A name no company starts with: the list says so, and so does Search.
      await box.fill('Qqzx Nothing Ltd');
      await expect(form.getByRole('status')).toHaveText('No result found');
      await search.click();
      await expect(form.getByRole('alert')).toHaveText(
        'No result found for your search. Please enter a company.',
      );
      await expect(box).toHaveValue('Qqzx Nothing Ltd');

      // A letter several companies start with, none chosen: Search asks to select one, and stays
      // (the one company a start names is searched: tests/unit/guest-widget-rules.test.ts).
      await box.fill(company.slice(0, 1));
      await search.click();
      await expect(form.getByRole('alert')).toHaveText('Please select comapny name');
      await expect(page).toHaveURL(siteUrl(code));
      const option = page.getByRole('option', { name: company, exact: true });

      // A company chosen from the list opens its results, exact match.
      // The box shows each text before the next (two fills inside one render were read as one).
      await box.fill('');
      await expect(box).toHaveValue('');
      await box.fill(company.slice(0, 3));
      await expect(box).toHaveValue(company.slice(0, 3));
      await option.click();
      await expect(page).toHaveURL(/\/search\/jobs-by-company-cmpsrp\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('query')).toBe(company);
      expect(url.searchParams.get('exactMatch')).toBe('true');
      await expect(page.locator('.job-card:not(.skeleton)').first()).toBeVisible();
    });

    test(`When a typed company name on the ${code} site is a company, then Search opens its results without choosing`, async ({
      page,
      request,
    }) => {
      const company = await firstCompany(request, code);
      await page.goto(siteUrl(code));
      const { box, search } = companyForm(page);
      await box.fill(company.toLowerCase());
      await box.press('Escape');
      await search.click();
      await expect(page).toHaveURL(
        `${siteUrl(code, '/search/jobs-by-company-cmpsrp')}?query=${encodeURIComponent(company)}&exactMatch=true`,
      );
    });

    test(`When a guest on the ${code} site types in Find Companies or presses Search before its list code has come, then the form loads it only then and keeps what was done`, async ({
      page,
      request,
    }) => {
      const company = await firstCompany(request, code);
      // The combobox's code is held until the test lets it through.
      const asked: string[] = [];
      const release = await holdComboboxCode(page, asked);
      await page.goto(siteUrl(code));
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      const { form, box, search } = companyForm(page);
      await box.pressSequentially(company.slice(0, 3));
      await expect.poll(() => asked.length).toBe(1);
      await expect(box).toHaveValue(company.slice(0, 3));
      release();
      await expect(page.getByRole('option', { name: company, exact: true })).toBeVisible();
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(company.slice(0, 3));

      // Search pressed before the code came: its answer once it has.
      const releaseAgain = await holdComboboxCode(page, asked);
      await page.reload();
      await search.click();
      await expect.poll(() => asked.length).toBe(2);
      await expect(form.getByRole('alert')).toHaveCount(0);
      releaseAgain();
      await expect(form.getByRole('alert')).toHaveText('Please select comapny name');
      await expect(box).toBeFocused();

      // A whole name typed and Search pressed before the code came: that company's results.
      const releaseLast = await holdComboboxCode(page, asked);
      await page.reload();
      await box.fill(company);
      await search.click();
      await expect.poll(() => asked.length).toBe(3);
      releaseLast();
      await expect(page).toHaveURL(
        `${siteUrl(code, '/search/jobs-by-company-cmpsrp')}?query=${encodeURIComponent(company)}&exactMatch=true`,
      );
    });

    test(`When a guest on the ${code} site picks a suggested company or presses Enter in Find Companies, keyboard only, then the search runs as Search runs it`, async ({
      page,
      request,
    }) => {
      const company = await firstCompany(request, code);
      const results = `${siteUrl(code, '/search/jobs-by-company-cmpsrp')}?query=${encodeURIComponent(company)}&exactMatch=true`;
      await page.goto(siteUrl(code));
      const { box } = companyForm(page);

      // A suggestion picked with the arrows and Enter opens that company's results.
      await box.focus();
      await box.pressSequentially(company.slice(0, 3), { delay: 50 });
      await expect(box).toHaveValue(company.slice(0, 3));
      const options = page.getByRole('option');
      await expect(options.filter({ hasText: company }).first()).toBeVisible();
      const labels = await options.allTextContents();
      const at = labels.findIndex((label) => label === company);
      expect(at).toBeGreaterThanOrEqual(0);
      for (let step = 0; step <= at; step += 1) await page.keyboard.press('ArrowDown');
      await expect(options.nth(at)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(results);

      // The whole name typed, then Enter, with no suggestion chosen: the same results.
      await page.goto(siteUrl(code));
      await box.focus();
      await box.pressSequentially(company.toLowerCase(), { delay: 50 });
      await expect(box).toHaveValue(company.toLowerCase());
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(results);

      // Enter on a name no company has: the form's own answer, as Search gives it.
      await page.goto(siteUrl(code));
      await box.focus();
      await box.pressSequentially('Qqzx Nothing Ltd', { delay: 50 });
      await expect(box).toHaveValue('Qqzx Nothing Ltd');
      await expect(companyForm(page).form.getByRole('status')).toHaveText('No result found');
      await page.keyboard.press('Enter');
      await expect(companyForm(page).form.getByRole('alert')).toHaveText(
        'No result found for your search. Please enter a company.',
      );
      await expect(page).toHaveURL(siteUrl(code));
    });

    test(`When a location no city matches is typed on the ${code} site, then the list says No result found and Please enter a valid location. shows`, async ({
      page,
    }) => {
      await page.goto(siteUrl(code, '/search/job-search'));
      await page.getByLabel('Keywords').fill('engineer');
      const location = page.getByRole('combobox', { name: 'Location' });
      await location.fill('Atlantis');
      await expect(page.getByRole('status').filter({ hasText: 'No result found' })).toBeVisible();
      await location.press('Enter');
      await expect(page.getByText('Please enter a valid location.')).toBeVisible();
      await expect(location).toHaveAttribute('aria-invalid', 'true');

      // Search refuses it too, and keeps what was typed.
      await location.fill('Atlantisx');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Please enter a valid location.')).toBeVisible();
      await expect(page).toHaveURL(/\/search\/job-search$/);
      await expect(location).toHaveValue('Atlantisx');
    });

    test(`When a sixth location is chosen on the ${code} site, then the multi-select says You've already selected 5 locations. and keeps five`, async ({
      page,
    }) => {
      await page.goto(siteUrl(code, '/search/job-search'));
      const cities = await page.evaluate(() =>
        (
          JSON.parse(document.getElementById('site-props')?.textContent ?? '{}') as {
            cities: Array<{ city: string }>;
          }
        ).cities.map((c) => c.city),
      );
      const location = page.getByRole('combobox', { name: 'Location' });
      for (const city of cities.slice(0, 6)) {
        await location.fill(city);
        await page.getByRole('option', { name: city }).first().click();
      }
      await expect(page.getByText("You've already selected 5 locations.")).toBeVisible();
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(5);

      // The list is at most 240 px high.
      await location.fill('');
      await location.press('ArrowDown');
      const height = await page
        .getByRole('listbox', { name: 'Location' })
        .evaluate((list) => list.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(240);

      // Removing one lifts the limit; Search sends the five cities.
      await page.getByRole('button', { name: `Remove ${cities[0] ?? ''}` }).click();
      await expect(page.getByText("You've already selected 5 locations.")).toHaveCount(0);
      await page.getByLabel('Keywords').fill('engineer');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\/results\?/);
      expect(new URL(page.url()).searchParams.get('locations')?.split(', ')).toEqual(
        cities.slice(1, 5),
      );
    });

    test(`When Suggested keywords is opened on the ${code} site, then the popup titled Suggested Keywords adds a keyword and Close closes it`, async ({
      page,
    }) => {
      await page.goto(siteUrl(code));
      const keywords = page.getByRole('combobox', { name: 'Keywords' });
      await keywords.fill('manager');
      await keywords.blur();
      await page.getByRole('button', { name: 'Suggested keywords' }).click();
      const popup = page.getByRole('dialog', { name: 'Suggested Keywords' });
      await expect(popup).toBeVisible();
      const first = popup.getByRole('button', { name: /^Add / }).first();
      await expect(first).toBeVisible();
      const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
      await first.click();
      await expect(keywords).toHaveValue(`manager, ${name}, `);
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
    });
  });
}

test.describe('Cookies and the notification bar', () => {
  test('When a visitor first opens the home page, then the notification bar shows its notice and closing it writes NHP for 30 days', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    const bar = page.getByTestId('notification-bar');
    await expect(bar).toHaveClass(/notification-success/);
    await expect(bar).toContainText('Find Companies');
    expect(await cookieOf(page, 'IN', 'NHP')).toBeUndefined();

    await bar.getByRole('button', { name: 'Close notification' }).click();
    await expect(bar).toHaveCount(0);
    expectLifetimeDays((await cookieOf(page, 'IN', 'NHP'))?.expires, 30);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Find Companies' })).toBeVisible();
    // The download-app section loads as the page nears it: scroll there, as a visitor would.
    await page
      .getByRole('region', { name: 'Find Better, Faster with the Job App' })
      .first()
      .scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('heading', { name: 'Find Better, Faster with the Job App' }),
    ).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('When a guest on the SG site leaves the home page, then the notice goes with it', async ({
    page,
  }) => {
    await page.goto(siteUrl('SG'));
    await expect(page.getByTestId('notification-bar')).toBeVisible();
    await page.goto(siteUrl('SG', '/search/job-search'));
    await expect(page.getByRole('heading', { name: 'Advanced search' })).toBeVisible();
    await expect(page.getByTestId('notification-bar')).toHaveCount(0);
  });

  for (const code of SITES) {
    test(`When the company check call fails on the ${code} site, then the notification bar shows the failure: Something Went Wrong! without a message, the answer's own with one`, async ({
      page,
      request,
    }) => {
      await quietPage(page);
      await faultFor(request, { operationId: 'companyList', kind: 'network' });
      await page.goto(siteUrl(code));
      const { box, search } = companyForm(page);
      await box.fill('Qq');
      await box.press('Escape');
      await search.click();
      const bar = page.getByTestId('notification-bar');
      await expect(bar).toHaveClass(/notification-failure/);
      await expect(bar.getByText('Something Went Wrong!', { exact: true })).toBeVisible();
      await bar.getByRole('button', { name: 'Close notification' }).click();
      await expect(bar).toHaveCount(0);

      await request.delete(`${CONTROL}/faults?scenario=${currentScenario()}`);
      await faultFor(request, {
        operationId: 'companyList',
        kind: 'statusOne',
        message: 'company list is resting',
      });
      await box.fill('Qqa');
      await box.press('Escape');
      await search.click();
      await expect(bar).toHaveClass(/notification-failure/);
      await expect(bar).toHaveText(/Company list is resting/);
    });
  }

  for (const code of SITES) {
    test(`When a guest on the ${code} site submits a new search, then the new-search-results flag is written for 1 day`, async ({
      page,
    }) => {
      await quietPage(page);
      await page.goto(siteUrl(code));
      expect(await cookieOf(page, code, 'NEW_SEARCH_RESULTS')).toBeUndefined();
      await page.getByRole('combobox', { name: 'Keywords' }).fill('manager');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\/results\?/);
      expectLifetimeDays((await cookieOf(page, code, 'NEW_SEARCH_RESULTS'))?.expires, 1);
    });
  }
});

test.describe("India's advanced search: long lists and salary", () => {
  test.beforeEach(async ({ page }) => {
    await quietPage(page);
  });

  test('When the site has no industries, functions or roles, then each list says List is empty.', async ({
    page,
    request,
  }) => {
    await faultFor(request, {
      operationId: 'masterData',
      kind: 'body',
      status: 200,
      body: { type: 'INDUSTRY', data: [] },
    });
    await page.goto(siteUrl('IN', '/search/job-search'));
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'List is empty.' })).toBeVisible();
  });

  test('When industries are typed for, then the multi-select finds and keeps several, and the function and role dropdowns search', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', '/search/job-search'));
    const industry = page.getByRole('combobox', { name: 'Industry' });
    await industry.click();
    const options = page.getByRole('listbox', { name: 'Industry' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const first = (await options.first().textContent()) ?? '';
    await options.first().click();
    await options.first().click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await expect(page.getByRole('option', { name: first, exact: true })).toHaveCount(0);
    // The multi-select stays open for more; Escape closes it.
    await industry.press('Escape');
    await expect(options).toHaveCount(0);

    const fn = page.getByRole('combobox', { name: 'Function' });
    await fn.click();
    await page.getByRole('listbox', { name: 'Function' }).getByRole('option').first().click();
    const role = page.getByRole('combobox', { name: 'Role' });
    await expect(role).toBeEnabled();
    await role.click();
    await expect(
      page.getByRole('listbox', { name: 'Role' }).getByRole('option').first(),
    ).toBeVisible();
    await role.press('Escape');

    // Reset empties every list, the boxes of the single selects included.
    await expect(fn).not.toHaveValue('');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(fn).toHaveValue('');
    await expect(role).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });

  test("When only one salary bound is chosen on India's advanced search, then Please select minium salary or Please select maximum salary shows", async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', '/search/job-search'));
    await expect(page.getByLabel("Jobs that don't include salary")).toBeVisible();
    await page.getByLabel('Keywords').fill('engineer');
    await page.getByLabel('Minimum').selectOption('5');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select maximum salary' }),
    ).toBeVisible();

    await page.getByLabel('Minimum').selectOption('');
    await page.getByLabel('Maximum').selectOption('10');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select minium salary' }),
    ).toBeVisible();
  });
});

test.describe('Lazy images', () => {
  test('When the employer logos are more than 1.3 screens below, then none loads until the page scrolls near them', async ({
    page,
  }) => {
    await quietPage(page);
    await page.setViewportSize({ width: 1280, height: 300 });
    const logoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sim-assets/logos/')) logoRequests.push(r.url());
    });
    await page.goto(siteUrl('IN'));
    const employers = page.getByRole('region', { name: 'Employers of Choice' });
    await expect(employers.locator('.employer-card').first()).toBeAttached();
    const logo = employers.locator('.employer-logo').first();
    // The carousel starts well over 1.3 × 300 + 30 px down.
    const top = await logo.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(300 * 1.3 + 30);
    await expect(logo).toHaveAttribute('data-state', 'waiting');
    expect(logoRequests).toEqual([]);

    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('data-state', 'loaded');
    await expect(logo.locator('img')).toBeVisible();
  });
});

test.describe('Accessibility of the new widgets', () => {
  test('When axe scans the advanced form with chosen locations, an open list and a message, then it finds no serious or critical violation', async ({
    page,
  }) => {
    await quietPage(page);
    await page.goto(siteUrl('IN', '/search/job-search'));
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Pune');
    await page.getByRole('option', { name: 'Pune' }).first().click();
    await location.fill('Atlantis');
    await location.press('Enter');
    await expect(page.getByText('Please enter a valid location.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await expect(
      page.getByRole('listbox', { name: 'Industry' }).getByRole('option').first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('When axe scans the home page with its notice, the company list and the suggested-keywords popup, then it finds no serious or critical violation', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'AD', value: '1', url: siteUrl('IN') }]);
    await page.goto(siteUrl('IN'));
    await expect(page.getByTestId('notification-bar')).toBeVisible();
    const { form, box } = companyForm(page);
    await box.fill('Inf');
    await expect(form.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const keywords = page.getByRole('combobox', { name: 'Keywords' });
    await keywords.fill('manager');
    await keywords.blur();
    await page.getByRole('button', { name: 'Suggested keywords' }).click();
    const popup = page.getByRole('dialog', { name: 'Suggested Keywords' });
    await expect(popup.getByRole('button', { name: /^Add / }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Screenshots of the new widgets', () => {
  test.skip(!SHOTS, 'H16_SHOTS names the folder for the screenshots');
  for (const width of [1280, 390]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.context().addCookies([{ name: 'AD', value: '1', url: siteUrl('IN') }]);
      await page.goto(siteUrl('IN'));
      await expect(page.getByTestId('notification-bar')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/home-notice-${width}.png` });

      const { form, box, search } = companyForm(page);
      await search.click();
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/company-blank-${width}.png` });
      await box.fill('Inf');
      await expect(form.getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/company-list-${width}.png` });

      if (width === 390) await page.getByRole('button', { name: /Search jobs by skill/ }).click();
      const keywords = page.getByRole('combobox', { name: 'Keywords' });
      await keywords.fill('manager');
      await keywords.blur();
      await page.getByRole('button', { name: 'Suggested keywords' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Suggested Keywords' })
          .getByRole('button', { name: /^Add / })
          .first(),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/suggested-keywords-${width}.png` });

      await page.goto(siteUrl('IN', '/search/job-search'));
      const location = page.getByRole('combobox', { name: 'Location' });
      for (const city of ['Mumbai', 'Pune']) {
        await location.fill(city);
        await page.getByRole('option', { name: city }).first().click();
      }
      await location.fill('');
      await page.screenshot({ path: `${SHOTS}/location-multi-${width}.png` });
      await location.fill('Atlantis');
      await location.press('Enter');
      await page.screenshot({ path: `${SHOTS}/location-invalid-${width}.png` });
      await page.getByRole('combobox', { name: 'Industry' }).click();
      await page.screenshot({ path: `${SHOTS}/industry-list-${width}.png` });
    });
  }
});
