import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CatalogueOptionError,
  DEFAULT_JOBS_TOTAL,
  generateCatalogue,
  splitJobs,
} from '../../sim-server/catalogue';
import type { Catalogue } from '../../sim-server/catalogue/types';

const SEED = 20_261_121;
const SIZE = 3_000;

function hash(catalogue: Catalogue): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('The seeded catalogue is deterministic', () => {
  it('When the same seed and size are generated twice, then the JSON is byte-identical', () => {
    const first = hash(generateCatalogue({ seed: SEED, jobsTotal: DEFAULT_JOBS_TOTAL }));
    const second = hash(generateCatalogue({ seed: SEED, jobsTotal: DEFAULT_JOBS_TOTAL }));

    expect(second).toBe(first);
  });

  it('When other catalogues were generated first in the process, then the data is the same', () => {
    const expected = hash(generateCatalogue({ seed: SEED, jobsTotal: SIZE }));
    generateCatalogue({ seed: 5, jobsTotal: 777 });
    generateCatalogue({ seed: SEED, jobsTotal: SIZE * 2 });

    expect(hash(generateCatalogue({ seed: SEED, jobsTotal: SIZE }))).toBe(expected);
  });

  it('When the clock and Math.random differ, then the data does not change', () => {
    const expected = hash(generateCatalogue({ seed: SEED, jobsTotal: SIZE }));
    vi.spyOn(Math, 'random').mockReturnValue(0.987654321);
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 6, 9, 13, 14, 15));

    const actual = hash(generateCatalogue({ seed: SEED, jobsTotal: SIZE }));

    expect(actual).toBe(expected);
  });

  it('When the seed changes, then the data changes', () => {
    const a = generateCatalogue({ seed: SEED, jobsTotal: SIZE });
    const b = generateCatalogue({ seed: SEED + 1, jobsTotal: SIZE });

    expect(hash(b)).not.toBe(hash(a));
    expect(b.sites.IN.companies.map((c) => c.name)).not.toEqual(
      a.sites.IN.companies.map((c) => c.name),
    );
    expect(b.sites.SG.jobs.map((j) => j.title)).not.toEqual(a.sites.SG.jobs.map((j) => j.title));
  });

  it('When the seed changes, then the fixture master data keeps its ids and uuids', () => {
    const fixed = (c: Catalogue) => c.masterData.filter((e) => e.type !== 'COMPANY');

    expect(fixed(generateCatalogue({ seed: 1, jobsTotal: 9 }))).toEqual(
      fixed(generateCatalogue({ seed: 2, jobsTotal: 9 })),
    );
  });

  it('When no size is given, then the development default is 9,000 jobs', () => {
    expect(DEFAULT_JOBS_TOTAL).toBe(9_000);
  });
});

describe('Jobs are split across the nine sites', () => {
  it.each([9, 1_000, 9_000, 100_000, 123_457])(
    'When %i jobs are asked for, then the sites hold exactly that many, India the most',
    (total) => {
      const split = splitJobs(total);
      const counts = Object.values(split);

      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
      expect(split.IN).toBe(Math.max(...counts));
    },
  );

  it('When 100,000 jobs are generated, then every site holds its share', () => {
    const catalogue = generateCatalogue({ seed: SEED, jobsTotal: 100_000 });
    const split = splitJobs(100_000);

    for (const [code, site] of Object.entries(catalogue.sites)) {
      expect(site.jobs.length).toBe(split[site.site.countryCode]);
      expect(code).toBe(site.site.countryCode);
    }
  });
});

describe('Bad options stop generation with a message that names them', () => {
  it.each([
    [{ seed: 1.5, jobsTotal: 10 }, /seed/],
    [{ seed: 1, jobsTotal: -1 }, /jobsTotal/],
    [{ seed: 1, jobsTotal: Number.NaN }, /jobsTotal/],
  ])('When given %o, then it throws', (options, message) => {
    expect(() => generateCatalogue(options)).toThrow(CatalogueOptionError);
    expect(() => generateCatalogue(options)).toThrow(message);
  });
});
