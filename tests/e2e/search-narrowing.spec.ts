// Search that narrows (issue 27, item 4), through the results page at desktop and phone width:
// the did-you-mean finds jobs, and a query no job holds whole says so above the partial matches,
// each page clean under axe. The simulator's narrowing (more words, diacritics, KSA, Jurong) is
// tests/search/search-quality.test.ts; the page's headings and partial note for an answer are
// tests/web/features/search-quality.test.tsx.
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
  });
}
