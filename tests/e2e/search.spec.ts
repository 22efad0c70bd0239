// A guest's job search on all nine sites: from home (typing, choosing suggestions) to results
// (filters, pages), a job, and its company's results. Plus the search bar's validation and the
// mobile overlay.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { apiGet, firstJobId, SITE_CODES, siteUrl, type SiteCode } from './support';

interface SiteProps {
  cities: Array<{ city: string }>;
  currency: string;
}

async function siteProps(page: Page): Promise<SiteProps> {
  return page.evaluate(
    () => JSON.parse(document.getElementById('site-props')?.textContent ?? '{}') as SiteProps,
  );
}

async function chooseFirstSuggestion(page: Page, box: string, text: string): Promise<string> {
  const input = page.getByRole('combobox', { name: box });
  await input.fill(text);
  const list = page.getByRole('listbox', { name: `${box} suggestions` });
  await expect(list.getByRole('option').first()).toBeVisible();
  const chosen =
    (await list.getByRole('option').first().locator('span').first().textContent()) ?? '';
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(`${chosen}, `);
  return chosen;
}

for (const code of SITE_CODES) {
  test(`When a guest on the ${code} site searches, filters, pages and opens a job, then each step shows real results`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.goto(siteUrl(code as SiteCode));
    const props = await siteProps(page);
    const city = props.cities[0]?.city ?? '';

    // Typing and choosing suggestions: a keyword, then the site's first city.
    const keyword = await chooseFirstSuggestion(page, 'Keywords', 'man');
    await chooseFirstSuggestion(page, 'Locations', city.slice(0, 3));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/results\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe(keyword);
    expect(url.searchParams.get('locations')).toBe(city);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city);

    // A city-wide search has several pages.
    await page.goto(
      siteUrl(code as SiteCode, `/search/results?locations=${encodeURIComponent(city)}`),
    );
    const count = page.locator('.results-count');
    await expect(count).toContainText(/of [\d,.]+ jobs/);
    const cards = page.locator('.job-card:not(.skeleton)');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(props.currency === 'INR' ? '₹' : /[\d]/);

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(count).toContainText(/^26–/);

    // A filter from the panel narrows the results and resets the page.
    const industry = page
      .locator('fieldset.facet', { hasText: 'Industry' })
      .locator('input:not([disabled])')
      .first();
    const industryCount = Number(
      await industry
        .locator('xpath=following-sibling::label//span[@class="facet-count"]')
        .textContent(),
    );
    await industry.click();
    await expect(page).toHaveURL(/industries=/);
    await expect(industry).toBeChecked();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(count).toContainText(new RegExp(`of ${industryCount.toLocaleString('en')} job`));

    // The job opens in a new tab; its company link leads to the company's results.
    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      cards.first().getByRole('link').first().click(),
    ]);
    await detail.waitForLoadState();
    await expect(detail).toHaveURL(/\/job\//);
    await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Apply' })).toBeVisible();
    const company = (await detail.locator('.jd-company a').textContent()) ?? '';
    await detail.locator('.jd-company a').click();
    await expect(detail).toHaveURL(/\/search\/jobs-by-company-cmpsrp\?query=.*&exactMatch=true/);
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Jobs at ${company}`);
    await expect(detail.locator('.job-card:not(.skeleton)').first()).toContainText(company);
  });
}

test.describe('The search bar validation (spec section 5)', () => {
  test('When both boxes are blank, then the toast says what to enter', async ({ page }) => {
    await page.goto(siteUrl('IN'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText(
      'Please enter a keyword such as java, sales or name of the city',
    );
    await expect(page).toHaveURL(siteUrl('IN'));
  });

  test('When the location matches no city, then the toast says Please enter a valid location.; another name of a city (Bangalore) still searches', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    const bar = page.getByRole('search', { name: 'Job search' });
    await bar.getByRole('combobox', { name: 'Keywords' }).fill('sales');
    const location = bar.getByRole('combobox', { name: 'Locations' });
    await location.fill('Atlantis');
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText('Please enter a valid location.');
    await expect(page).toHaveURL(siteUrl('IN'));

    await location.fill('Bangalore');
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/results\?.*locations=bangalore/i);
  });

  test('When a box holds only special characters, then the toast refuses them', async ({
    page,
  }) => {
    await page.goto(siteUrl('SG'));
    await page.getByRole('combobox', { name: 'Keywords' }).fill('@#$%');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText('Only special character(s) are not allowed');
  });

  test('When the validation toast has shown for 3 seconds, then it goes', async ({ page }) => {
    await page.clock.install();
    await page.goto(siteUrl('IN'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.clock.runFor(3100);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });
});

test.describe('The mobile overlay (920px or narrower)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('When the screen is 920px or narrower, then the bar opens as an overlay and searches', async ({
    page,
  }) => {
    await page.goto(siteUrl('MY'));
    await expect(page.getByRole('combobox', { name: 'Keywords' })).toHaveCount(0);
    await page.getByRole('button', { name: /Search jobs by skill/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search jobs' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Keywords' })).toBeFocused();
    await dialog.getByRole('combobox', { name: 'Keywords' }).fill('sales');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/query=sales/);
  });
});

test.describe('The mobile overlay on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('When the overlay opens at 390 px, then each box keeps its icon beside it on one line (UX walk N10)', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN'));
    await page.getByRole('button', { name: /Search jobs by skill/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search jobs' });
    for (const name of ['Keywords', 'Locations']) {
      const input = dialog.getByRole('combobox', { name });
      const icon = dialog
        .locator('.suggest')
        .filter({ has: page.getByRole('combobox', { name }) })
        .locator('.suggest-icon');
      const [box, mark] = await Promise.all([input.boundingBox(), icon.boundingBox()]);
      if (!box || !mark) throw new Error(`The ${name} box or its icon is not laid out`);
      // The icon's middle is within the box's height, and the icon is to its left.
      expect(mark.y + mark.height / 2).toBeGreaterThan(box.y);
      expect(mark.y + mark.height / 2).toBeLessThan(box.y + box.height);
      expect(mark.x + mark.width).toBeLessThanOrEqual(box.x + 1);
    }
  });
});

test('When the keyword text has more than one comma, then the clear icon shows and clears it', async ({
  page,
}) => {
  await page.goto(siteUrl('IN'));
  const keywords = page.getByRole('combobox', { name: 'Keywords' });
  await keywords.fill('java, react');
  await expect(page.getByRole('button', { name: 'Clear keywords' })).toHaveCount(0);
  await keywords.fill('java, react, sql');
  await page.getByRole('button', { name: 'Clear keywords' }).click();
  await expect(keywords).toHaveValue('');
});

test('When a search matches nothing, then the page says so and offers to clear filters', async ({
  page,
}) => {
  await page.goto(siteUrl('IN', '/search/results?query=zzqqxx&jobFreshness=1'));
  await expect(page.getByRole('heading', { name: 'No jobs match this search' })).toBeVisible();
  await expect(page.locator('.results-count')).toHaveText('No jobs found');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/jobFreshness/);
});

test('When results are sorted by date, then the address says so, the newest job leads, and Relevance undoes it', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('IN', '/search/results?query=manager'));
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('1');
  await sort.selectOption({ label: 'Date' });
  await expect(page).toHaveURL(/[?&]sort=2(&|$)/);
  const { jobs } = await apiGet<{ jobs: Array<{ title: string }> }>(
    request,
    'IN',
    '/middleware/search/results?query=manager&sort=2&limit=1',
  );
  await expect(page.locator('.job-card:not(.skeleton) .job-title').first()).toHaveText(
    jobs[0]?.title ?? '',
  );
  await sort.selectOption({ label: 'Relevance' });
  await expect(page).not.toHaveURL(/sort=/);
});

test('When an unknown path is opened, then a real not-found page answers', async ({ page }) => {
  const response = await page.goto(siteUrl('TH', '/no/such/page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
});

test('When a job path ends in an id that is not letters and digits, then the not-found page answers and no job is asked for', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/jobdetail')) asked.push(r.url());
  });
  const response = await page.goto(siteUrl('IN', '/job/java-developer-1000$003'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  expect(asked).toEqual([]);
});

test('When a guest presses Save or Apply on a job, then they go to the seeker login with the way back', async ({
  page,
  request,
}) => {
  const jobId = await firstJobId(request, '');
  await page.goto(siteUrl('IN', `/job/some-title-${jobId}`));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=%2Fjob%2Fsome-title-/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test.describe('The cart icon (spec sections 2, 4)', () => {
  test('When a guest opens a page with cart=1, then the empty cart links to career services; without it there is none', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', '/?cart=1'));
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute(
      'href',
      '/career-services',
    );
    await page.goto(siteUrl('IN'));
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  });

  test('When a seeker with items in the cart is signed in on a site that shows the cart, then the icon shows the count', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', '/rio/login/seeker?return_url=%2F'));
    await page.getByLabel('Email', { exact: true }).fill('seeker.in@example.com');
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(siteUrl('IN', '/'));
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute(
      'href',
      '/career-services/cart',
    );
  });
});
