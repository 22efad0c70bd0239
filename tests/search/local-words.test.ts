// Search in the markets' own words (issue 37, item 2): accents and case fold ("ke toan" finds what
// "kế toán" finds), each market's job words mean their English designations and back, Thai is cut
// into words, and a search that finds nothing never offers a correction in another script or a
// nonsense one ("key toán"), but an honest hint. Module against the plain reference.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../sim-server/catalogue';
import type { Catalogue, CountryCode } from '../../sim-server/catalogue/types';
import { parseCriteria } from '../../sim-server/search/criteria';
import { emptyResultHelp } from '../../sim-server/search/empty-help';
import { search } from '../../sim-server/search/engine';
import { buildSearchIndexes, type SearchIndexes } from '../../sim-server/search/indexes';
import { suggest } from '../../sim-server/search/autocomplete';
import { referenceSearch } from './reference';

const TIMEOUT_MS = 60_000;
let catalogue: Catalogue;
let indexes: SearchIndexes;

beforeAll(() => {
  catalogue = generateCatalogue({ seed: 424_242, jobsTotal: 4_000 });
  indexes = buildSearchIndexes(catalogue);
}, TIMEOUT_MS);

/** The module's answer, held to the reference's. */
function found(code: CountryCode, query: string): { total: number; titles: string[] } {
  const index = indexes.sites[code];
  const outcome = search(index, parseCriteria({ query, limit: 100 }, index.salaryFilters));
  const reference = referenceSearch(catalogue.sites[code], { query, limit: 100 });
  expect(outcome.total, `${code} ${query}`).toBe(reference.total);
  expect(
    outcome.jobs.map((job) => job.jobId),
    `${code} ${query}`,
  ).toEqual(reference.jobIds);
  return { total: outcome.total, titles: outcome.jobs.map((job) => job.title) };
}

/** What the results page offers when a search finds nothing (or only part of it). */
function help(code: CountryCode, query: string) {
  const index = indexes.sites[code];
  const criteria = parseCriteria({ query }, index.salaryFilters);
  return emptyResultHelp(index, criteria.phrases, (phrases) => {
    const outcome = search(index, { ...criteria, phrases, start: 0, limit: 1 });
    return outcome.total > 0 && !outcome.partial;
  });
}

describe('Local words', () => {
  it('When a Vietnamese keyword is typed with or without its accents or in capitals, then the same local jobs are found', () => {
    const accented = found('VN', 'kế toán');
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.titles).toContain('Kế toán');
    expect(found('VN', 'ke toan')).toEqual(accented);
    expect(found('VN', 'KẾ TOÁN')).toEqual(accented);
    // Typed decomposed, as some keyboards write it.
    expect(found('VN', 'kế toán'.normalize('NFD'))).toEqual(accented);
  });

  it.each([
    ['VN', 'kế toán', 'accountant'],
    ['VN', 'nhân viên kinh doanh', 'sales executive'],
    ['ID', 'akuntan', 'accountant'],
    ['MY', 'akauntan', 'accountant'],
    ['SA', 'محاسب', 'accountant'],
    ['TH', 'นักบัญชี', 'accountant'],
  ] as const)(
    'When %s searches "%s", then it finds what "%s" finds (the market\'s word and its English designation mean one job)',
    (code, local, english) => {
      const inLocal = found(code, local);
      expect(inLocal.total).toBeGreaterThan(0);
      expect(found(code, english).total).toBe(inLocal.total);
    },
  );

  it('When a Thai keyword is typed without spaces, then its words are found inside longer titles', () => {
    const sales = found('TH', 'ขาย');
    expect(sales.titles.some((title) => title.startsWith('พนักงานขาย'))).toBe(true);
  });

  it('When Arabic is typed with or without its optional marks, then the same jobs are found', () => {
    expect(found('SA', 'مُحَاسِب')).toEqual(found('SA', 'محاسب'));
  });

  it("When the India site is searched in another market's words, then nothing nonsensical is offered: no correction, and the English job as a hint", () => {
    for (const query of ['kế toán', 'ke toan', 'محاسب', 'นักบัญชี']) {
      const offered = help('IN', query);
      expect(offered.didYouMean, query).toBeUndefined();
      expect(offered.relatedSearches, query).toContain('Accountant');
      expect(offered.relatedSearches.join(' '), query).not.toMatch(/Key|Loan/);
    }
  });

  it('When a Thai or Arabic word no job holds is searched, then no correction is offered and the hint is in its own script', () => {
    for (const [code, query, script] of [
      ['TH', 'หมอ', /\p{Script=Thai}/u],
      ['SA', 'طبيب', /\p{Script=Arabic}/u],
    ] as const) {
      const offered = help(code, query);
      expect(offered.didYouMean, query).toBeUndefined();
      expect(offered.relatedSearches.length, query).toBeGreaterThan(0);
      for (const hint of offered.relatedSearches) expect(hint, query).toMatch(script);
    }
  });

  it('When the English typo is searched, then the correction is still offered (jva developr)', () => {
    expect(help('IN', 'jva developr').didYouMean).toBe('java developer');
  });

  it('When a Vietnamese keyword is typed without accents in the suggestion box, then the accented job is suggested', () => {
    const names = suggest(indexes.sites.VN.keywords, 'ke toan', 15).map((s) => s.name);
    expect(names).toContain('Kế toán');
    const akuntan = suggest(indexes.sites.ID.keywords, 'akun', 15).map((s) => s.name);
    expect(akuntan).toContain('Akuntan');
  });
});
