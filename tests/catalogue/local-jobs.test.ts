// The markets' own words in the seeded catalogue (issue 37, item 2): Vietnam, Indonesia, Thailand,
// Malaysia and the Gulf list a share of their jobs with local titles and skills beside their
// English designation; India, Singapore, Hong Kong and the Philippines stay English.
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../sim-server/catalogue';
import type { SeedJob } from '../../sim-server/catalogue/types';

const catalogue = generateCatalogue({ seed: 11, jobsTotal: 9_000 });

/** Letters of a script other than Latin, or Latin letters with a diacritic: not plain English. */
const LOCAL_LETTERS: Record<string, RegExp> = {
  VN: /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu,
  TH: /\p{Script=Thai}/u,
  SA: /\p{Script=Arabic}/u,
};

function localTitled(job: SeedJob): boolean {
  return (job.designations ?? []).length === 2 && job.designations?.[0] === job.title;
}

describe('Local-language jobs', () => {
  it.each([
    ['VN', 0.3, 0.5],
    ['ID', 0.3, 0.5],
    ['TH', 0.25, 0.45],
    ['MY', 0.12, 0.3],
    ['SA', 0.08, 0.25],
  ] as const)(
    'When the %s jobs are read, then a share between %d and %d carry a local title with their English designation beside it',
    (code, low, high) => {
      const jobs = catalogue.sites[code].jobs;
      const local = jobs.filter((job) => localTitled(job));
      expect(local.length / jobs.length).toBeGreaterThan(low);
      expect(local.length / jobs.length).toBeLessThan(high);
      for (const job of local) {
        expect(job.designations?.[1]).toMatch(/^[A-Za-z]/);
        expect(job.skills.length).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it.each(['VN', 'TH', 'SA'] as const)(
    "When %s's local jobs are read, then their titles and skills are written in the market's letters",
    (code) => {
      const local = catalogue.sites[code].jobs.filter((job) => localTitled(job));
      const letters = LOCAL_LETTERS[code] as RegExp;
      expect(local.filter((job) => letters.test(job.title)).length).toBeGreaterThan(
        0.8 * local.length,
      );
      expect(local.some((job) => job.skills.some((skill) => letters.test(skill)))).toBe(true);
    },
  );

  it.each(['IN', 'SG', 'HK', 'PH'] as const)(
    'When the %s jobs are read, then none carries a local title (their portals list in English)',
    (code) => {
      expect(catalogue.sites[code].jobs.filter((job) => localTitled(job))).toEqual([]);
    },
  );

  it('When the catalogue is generated with the local jobs, then the Vietnamese market has its common titles', () => {
    const titles = new Set(catalogue.sites.VN.jobs.map((job) => job.title));
    for (const title of ['Kế toán', 'Nhân viên kinh doanh']) expect(titles).toContain(title);
    expect(new Set(catalogue.sites.ID.jobs.map((job) => job.title))).toContain('Akuntan');
    expect(new Set(catalogue.sites.SA.jobs.map((job) => job.title))).toContain('محاسب');
  });
});
