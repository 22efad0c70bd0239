// Search that narrows (issue 27, item 4), through the results page: more words never find more
// jobs unless none holds them all (then the page says so above the partial matches), the
// did-you-mean finds jobs, place names fold diacritics and know each market's short forms, and
// headings keep the typed letters. India, the Gulf, Singapore and Vietnam, desktop and phone.
import { expect, test, type Page } from '../support/usage-fixture';
import { seriousViolations } from './axe-scan';
import { siteUrl, type SiteCode } from './support';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

function resultsUrl(code: SiteCode, query: string, locations = ''): string {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (locations) params.set('locations', locations);
  return siteUrl(code, `/search/results?${params.toString()}`);
}

/** The results count's total ("1–20 of 185 jobs"), 0 for "No jobs found". */
async function totalOf(page: Page, code: SiteCode, query: string, locations = ''): Promise<number> {
  await page.goto(resultsUrl(code, query, locations));
  const count = page.locator('.results-count');
  await expect(count).toHaveText(/of [\d,.]+ jobs|No jobs found/);
  const text = (await count.textContent()) ?? '';
  const found = /of ([\d,.]+) jobs/.exec(text);
  return found?.[1] ? Number(found[1].replace(/[,.]/g, '')) : 0;
}

const partialNote = (page: Page) => page.getByRole('note', { name: 'Partial matches' });

for (const size of WIDTHS) {
  test.describe(`Search that narrows at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('When a word is added on India and jobs hold both, then fewer jobs are found, not more, with no partial note', async ({
      page,
    }) => {
      const java = await totalOf(page, 'IN', 'java');
      const javaDeveloper = await totalOf(page, 'IN', 'java developer');
      expect(javaDeveloper).toBeGreaterThan(0);
      expect(javaDeveloper).toBeLessThanOrEqual(java);
      await expect(partialNote(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Java Developer jobs');
    });

    test('When a typo is searched on India, then did-you-mean offers "java developer", which finds jobs', async ({
      page,
    }) => {
      await page.goto(resultsUrl('IN', 'jva developr'));
      const suggestion = page.getByRole('link', { name: 'java developer', exact: true });
      await expect(suggestion).toBeVisible();
      await suggestion.click();
      await expect(page.locator('.results-count')).toHaveText(/of [\d,]+ jobs/);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('When no job holds every word, then the page says so above the partial matches', async ({
      page,
    }) => {
      const total = await totalOf(page, 'IN', 'sales marketing');
      expect(total).toBeGreaterThan(0);
      await expect(partialNote(page)).toContainText('No job matches all of “sales marketing”');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('When Vietnamese place names and words are typed, then diacritics and HCM find Ho Chi Minh City and the heading keeps the letters', async ({
      page,
    }) => {
      const city = await totalOf(page, 'VN', '', 'Ho Chi Minh City');
      expect(city).toBeGreaterThan(0);
      expect(await totalOf(page, 'VN', '', 'Hồ Chí Minh')).toBe(city);
      expect(await totalOf(page, 'VN', '', 'HCM')).toBe(city);
      await page.goto(resultsUrl('VN', 'kế toán'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kế Toán jobs');
    });

    test('When the Gulf and Singapore short forms are typed, then KSA and Jurong find jobs', async ({
      page,
    }) => {
      const saudi = await totalOf(page, 'SA', '', 'Saudi Arabia');
      expect(saudi).toBeGreaterThan(0);
      expect(await totalOf(page, 'SA', '', 'KSA')).toBe(saudi);
      const east = await totalOf(page, 'SG', '', 'Jurong East');
      const west = await totalOf(page, 'SG', '', 'Jurong West');
      expect(await totalOf(page, 'SG', '', 'Jurong')).toBe(east + west);
    });
  });
}
