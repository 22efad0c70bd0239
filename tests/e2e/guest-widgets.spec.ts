// The guest's widgets of spec sections 2, 4, 5 and 9 (issue 16), on India and Singapore, where they
// need a real browser: a typed company opening its results page, the company form's combobox code
// loaded only when the visitor reaches for it, lazy logos below the fold, a long list's height,
// axe. The widgets' own texts and rules (the company form's messages and keys, the location
// multi-select, the long lists and salary, the suggested-keywords popup, the notification bar, NHP
// and the new-search-results flag) are proven in jsdom: tests/web/features/guest-widgets.test.tsx.
// The texts are spelled here as the spec spells them (typos included).
// Sites (issue 38): each of the two company-form journeys on one of India and Singapore, the same
// code on both.
import { seriousViolations } from './axe-scan';
import { expect, test, type Page } from '../support/usage-fixture';
import { apiGet, SITE_CODES, siteUrl, type SiteCode } from './support';

/** Where each company-form journey runs. */
const TYPED_COMPANY_SITES: readonly SiteCode[] = ['IN'];
const LIST_CODE_SITES: readonly SiteCode[] = ['SG'];
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

for (const code of [...new Set([...TYPED_COMPANY_SITES, ...LIST_CODE_SITES])]) {
  test.describe(`The ${code} site`, () => {
    test.beforeEach(async ({ page }) => {
      await quietPage(page);
    });

    if (TYPED_COMPANY_SITES.includes(code))
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
        // The results page serves that company's jobs.
        await expect(page.locator('.job-card:not(.skeleton)').first()).toBeVisible();
      });

    if (LIST_CODE_SITES.includes(code))
      test(`When a guest on the ${code} site types in Find Companies, then the page fetches the list code only then and the form keeps what was typed`, async ({
        page,
        request,
      }) => {
        const company = await firstCompany(request, code);
        // The combobox's code is its own chunk, held until the test lets it through. What the form
        // keeps meanwhile (the text, the focus, a pressed Search) is proven in jsdom.
        const asked: string[] = [];
        const release = await holdComboboxCode(page, asked);
        await page.goto(siteUrl(code));
        await page.waitForLoadState('networkidle');
        expect(asked).toEqual([]);

        const { box } = companyForm(page);
        await box.pressSequentially(company.slice(0, 3));
        await expect.poll(() => asked.length).toBe(1);
        await expect(box).toHaveValue(company.slice(0, 3));
        release();
        await expect(page.getByRole('option', { name: company, exact: true })).toBeVisible();
        await expect(box).toBeFocused();
        await expect(box).toHaveValue(company.slice(0, 3));
      });
  });
}

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
    // A long list is at most 240 px high on screen.
    const height = await page
      .getByRole('listbox', { name: 'Industry' })
      .evaluate((list) => list.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(240);
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
