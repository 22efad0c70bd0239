// A guest's job search: from home (typing, choosing suggestions) to results (filters, pages), a
// job, and its company's results. Plus the phone overlay's layout, the pages the server answers
// 404, a guest's way to sign in and back, and a signed-in seeker's cart. The search bar's
// validation, the overlay's behaviour, the clear icon, an empty search, the sort and the empty
// cart's link are tests/web/features/search.test.tsx.
// Sites (issue 38): each choice once, not all nine: India (rupees, a one-word city, ads), Singapore
// (a two-word city, no ads) and Vietnam (its locale, a three-word city); each market's money on
// its result cards is markets.spec.ts's, the Gulf's results also seeker-jobs.spec.ts's.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { firstJobId, siteUrl, type SiteCode } from './support';

const JOURNEY_SITES: readonly SiteCode[] = ['IN', 'SG', 'VN'];

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

for (const code of JOURNEY_SITES) {
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
