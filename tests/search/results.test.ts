// The search module against the plain reference (reference.ts) on small generated catalogues:
// the page of results, the total and every facet count, for named cases of the spec's rules and
// for many seeded random queries that combine them.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../sim-server/catalogue';
import { Rng } from '../../sim-server/catalogue/rng';
import type { Catalogue, CountryCode, SiteCatalogue } from '../../sim-server/catalogue/types';
import { parseCriteria, type RawCriteria } from '../../sim-server/search/criteria';
import { type Facet } from '../../openapi/vocabulary/search';
import { search } from '../../sim-server/search/engine';
import { emptyResultHelp } from '../../sim-server/search/empty-help';
import type { FacetBucket } from '../../sim-server/search/facet-counts';
import { buildSearchIndexes, type SearchIndexes } from '../../sim-server/search/indexes';
import { referenceSearch, type ReferenceQuery } from './reference';

const SEED = 424_242;
const JOBS = 4_000;
/** Seeded random queries, in batches so that a slow machine does not hit a test's time limit. */
const RANDOM_BATCHES = 8;
const QUERIES_PER_BATCH = 50;
/** The reference is slow on purpose; this bounds a hang, it is not a speed check. */
const REFERENCE_TEST_TIMEOUT_MS = 60_000;

let catalogue: Catalogue;
let indexes: SearchIndexes;

beforeAll(() => {
  catalogue = generateCatalogue({ seed: SEED, jobsTotal: JOBS });
  indexes = buildSearchIndexes(catalogue);
}, REFERENCE_TEST_TIMEOUT_MS);

function site(code: CountryCode): SiteCatalogue {
  return catalogue.sites[code];
}

/** Buckets as data, without the JSON text they carry (sim-server/lib/json-text.ts). */
function asData(buckets: readonly FacetBucket[]) {
  return buckets.map(({ id, label, count }) => ({ id, label, count }));
}

function moduleSearch(code: CountryCode, query: ReferenceQuery) {
  const index = indexes.sites[code];
  const outcome = search(index, parseCriteria(query as RawCriteria, index.salaryFilters));
  return {
    jobIds: outcome.jobs.map((job) => job.jobId),
    total: outcome.total,
    facets: Object.fromEntries(
      Object.entries(outcome.facets).map(([facet, buckets]) => [facet, asData(buckets)]),
    ) as Record<Facet, ReturnType<typeof asData>>,
  };
}

/** The module's answer equals the reference's: same page, same total, same facets. */
function expectAsReference(code: CountryCode, query: ReferenceQuery) {
  const expected = referenceSearch(site(code), query);
  const actual = moduleSearch(code, query);
  expect(actual.total, JSON.stringify(query)).toBe(expected.total);
  expect(actual.jobIds, JSON.stringify(query)).toEqual(expected.jobIds);
  expect(actual.facets, JSON.stringify(query)).toEqual(expected.facets);
  return actual;
}

describe('Keywords', () => {
  it('When a keyword is searched, then the results, total and facets are the reference ones', () => {
    const found = expectAsReference('IN', { query: 'developer' });
    expect(found.total).toBeGreaterThan(0);
  });

  it('When keywords are comma-separated, then a job matching any of the phrases is found', () => {
    const both = expectAsReference('IN', { query: 'sales, java developer', limit: 100 });
    const sales = moduleSearch('IN', { query: 'sales', limit: 100 });
    const java = moduleSearch('IN', { query: 'java developer', limit: 100 });
    expect(both.total).toBeGreaterThanOrEqual(Math.max(sales.total, java.total));
    expect(both.total).toBeLessThanOrEqual(sales.total + java.total);
  });

  it('When the query has special characters, then they count as spaces', () => {
    const plain = expectAsReference('IN', { query: 'java developer' });
    const special = expectAsReference('IN', { query: '  Java/Developer!!  ' });
    expect(special).toEqual(plain);
  });

  it('When a word is cut short to its stem, then it finds the forms of the word, in any case', () => {
    const short = expectAsReference('SG', { query: 'ENGIN' });
    const whole = moduleSearch('SG', { query: 'engineer' });
    expect(short.total).toBeGreaterThanOrEqual(whole.total);
  });

  it('When the keywords match nothing, then the answer is empty, not an error, with zero counts', () => {
    const none = expectAsReference('IN', { query: 'qqqzzz xxyyzz' });
    expect(none.total).toBe(0);
    expect(none.jobIds).toEqual([]);
    expect(none.facets.companies).toEqual([]);
    expect(none.facets.jobFreshness.every((b) => b.count === 0)).toBe(true);
  });

  it('When only special characters are sent, then every job of the site matches', () => {
    const everything = expectAsReference('HK', { query: '!!, ??' });
    expect(everything.total).toBe(site('HK').jobs.length);
  });
});

describe('A search asked for its matches only (the check behind a did-you-mean)', () => {
  it.each([
    ['IN', { query: 'sales marketing' }],
    ['IN', { query: 'java', locations: 'Pune' }],
    ['SG', { query: 'accountant', jobTypes: 'permanent' }],
    ['VN', { query: 'ke toan' }],
  ] as const)(
    'When %s is searched for %j without facets, then the total, the partial mark and the first job are those of the full search, and no facet is counted',
    (code, raw) => {
      const index = indexes.sites[code];
      const criteria = { ...parseCriteria(raw, index.salaryFilters), start: 0, limit: 1 };
      const full = search(index, criteria);
      const lean = search(index, criteria, { facets: false });
      expect(lean.total).toBe(full.total);
      expect(lean.partial).toBe(full.partial);
      expect(lean.jobs.map((job) => job.jobId)).toEqual(full.jobs.map((job) => job.jobId));
      expect(Object.values(lean.facets).every((buckets) => buckets.length === 0)).toBe(true);
      // The full search after a lean one still counts its facets.
      expect(asData(search(index, criteria).facets.jobCities)).toEqual(
        asData(full.facets.jobCities),
      );
    },
  );
});

describe('What seekers mean (issue 19)', () => {
  it('When no job holds every word of a phrase, then the jobs holding the most of them, the first typed, are found as a partial match, never more than for those words alone (issue 37)', () => {
    const both = expectAsReference('IN', { query: 'sales marketing', limit: 100 });
    const index = indexes.sites.IN;
    expect(search(index, parseCriteria({ query: 'sales marketing' }, true)).partial).toBe(true);
    const sales = moduleSearch('IN', { query: 'sales', limit: 100 });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(sales.total);
    expect(both.total).toBe(sales.total);
    const reversed = expectAsReference('IN', { query: 'marketing sales', limit: 1 });
    expect(reversed.total).toBe(moduleSearch('IN', { query: 'marketing', limit: 1 }).total);
    expectAsReference('IN', { query: 'senior java developer', sort: 2 });
    const pune = expectAsReference('IN', { query: 'java developer pune' });
    expect(pune.total).toBeLessThanOrEqual(moduleSearch('IN', { query: 'java developer' }).total);
  });

  it('When "product manager" is searched, then titles with the words as typed rank above titles with another form of them (Production Manager; issue 37)', () => {
    const found = expectAsReference('IN', { query: 'product manager', limit: 100 });
    const titles = found.jobIds.map(
      (id) => site('IN').jobs.find((j) => j.jobId === id)?.title ?? '',
    );
    const firstProduction = titles.findIndex((t) => /\bProduction\b/.test(t));
    const lastProduct = titles.map((t) => /\bProduct\b.*\bManager\b/.test(t)).lastIndexOf(true);
    // This seed's IN jobs hold both kinds (7 Production titles, 1 Product Manager in 22 found).
    expect(lastProduct).toBeGreaterThanOrEqual(0);
    expect(firstProduction).toBeGreaterThanOrEqual(0);
    expect(firstProduction).toBeGreaterThan(lastProduct);
  });

  it('When a word is added and some job holds them all, then no more jobs are found than with fewer words, and the answer is not partial', () => {
    const index = indexes.sites.IN;
    for (const [fewer, more] of [
      ['java', 'java developer'],
      ['developer', 'java developer'],
      ['manager', 'product manager'],
      ['data', 'data scientist'],
    ] as const) {
      const few = expectAsReference('IN', { query: fewer });
      const many = expectAsReference('IN', { query: more });
      expect(many.total, more).toBeGreaterThan(0);
      expect(many.total, more).toBeLessThanOrEqual(few.total);
      expect(search(index, parseCriteria({ query: more }, true)).partial, more).toBe(false);
    }
  });

  it('When "java" is searched, then no job is found only for JavaScript (a skill never matches a longer different skill)', () => {
    const java = expectAsReference('IN', { query: 'java', limit: 100 });
    const holdsJava = (text: string) => /(^|[^a-z0-9])java([^a-z0-9]|$)/i.test(text);
    for (const id of java.jobIds) {
      const job = site('IN').jobs.find((j) => j.jobId === id);
      const texts = [job?.title ?? '', ...(job?.skills ?? []), ...(job?.itSkills ?? [])];
      const designations = job?.designations ?? [];
      expect(
        [...texts, ...designations].some(holdsJava) || /^java/i.test(job?.companyName ?? ''),
        job?.title,
      ).toBe(true);
    }
  });

  it('When a job title is exactly the query, then it ranks first', () => {
    const titles = site('IN').jobs.map((j) => j.title);
    const plain = titles.find(
      (t) => /^[A-Za-z]+ [A-Za-z]+$/.test(t) && titles.filter((x) => x === t).length === 1,
    );
    expect(plain).toBeDefined();
    const results = expectAsReference('IN', { query: plain?.toLowerCase() ?? '' });
    const first = site('IN').jobs.find((j) => j.jobId === results.jobIds[0]);
    expect(first?.title).toBe(plain);
  });

  it('When a place is typed with diacritics or a common short form, then it finds the catalogue place', () => {
    const hcmc = expectAsReference('VN', { locations: 'Ho Chi Minh City' });
    expect(hcmc.total).toBeGreaterThan(0);
    for (const typed of ['Hồ Chí Minh', 'HCM', 'TP. HCM', 'Sài Gòn'])
      expect(expectAsReference('VN', { locations: typed }).total, typed).toBe(hcmc.total);
    for (const [code, typed, city] of [
      ['SA', 'الرياض', 'Riyadh'],
      ['TH', 'กรุงเทพ', 'Bangkok'],
      ['TH', 'กรุงเทพฯ', 'Bangkok'],
      ['MY', 'KL', 'Kuala Lumpur'],
      ['VN', 'Hà Nội', 'Hanoi'],
      ['VN', 'Đà Nẵng', 'Da Nang'],
    ] as const) {
      const own = moduleSearch(code, { locations: city }).total;
      expect(own, city).toBeGreaterThan(0);
      expect(expectAsReference(code, { locations: typed }).total, typed).toBe(own);
    }
    const saudi = expectAsReference('SA', { locations: 'Saudi Arabia' });
    expect(expectAsReference('SA', { locations: 'KSA' }).total).toBe(saudi.total);
    const east = moduleSearch('SG', { locations: 'Jurong East' }).total;
    const west = moduleSearch('SG', { locations: 'Jurong West' }).total;
    expect(expectAsReference('SG', { locations: 'Jurong' }).total).toBe(east + west);
  });

  it('When a query has typos, then did-you-mean offers a whole-word correction that finds jobs (jva developr is java developer)', () => {
    const index = indexes.sites.IN;
    const criteria = parseCriteria({ query: 'jva developr' }, true);
    const help = emptyResultHelp(index, criteria.phrases, (phrases) => {
      const corrected = search(index, { ...criteria, phrases });
      return corrected.total > 0;
    });
    expect(help.didYouMean).toBe('java developer');
  });

  it('When a word is another form of a catalogue word, then its jobs are found (science, scientist)', () => {
    const science = expectAsReference('IN', { query: 'data science' });
    const top = site('IN').jobs.find((j) => j.jobId === science.jobIds[0]);
    expect(top?.title).toMatch(/Data Scientist/);
    expectAsReference('IN', { query: 'development' });
    expectAsReference('SG', { query: 'accounting manager, nursing' });
  });

  it('When a skill is spelled as seekers spell it, then the catalogue spelling is found', () => {
    const reactjs = expectAsReference('IN', { query: 'reactjs' });
    const react = moduleSearch('IN', { query: 'react' });
    expect(reactjs.total).toBeGreaterThan(0);
    expect(reactjs.total).toBe(react.total);
    expect(expectAsReference('IN', { query: 'nodejs' }).total).toBeGreaterThan(0);
  });

  it('When a city is named by its older name, then the city is found', () => {
    for (const [old, now] of [
      ['Bangalore', 'Bengaluru'],
      ['Gurgaon', 'Gurugram'],
      ['Bombay', 'Mumbai'],
    ] as const) {
      const before = expectAsReference('IN', { locations: old });
      expect(before.total, old).toBeGreaterThan(0);
      expect(before.total, old).toBe(moduleSearch('IN', { locations: now }).total);
    }
    expect(expectAsReference('VN', { locations: 'Saigon' }).total).toBeGreaterThan(0);
    expect(expectAsReference('SA', { locations: 'Jedda, Khobar' }).total).toBeGreaterThan(0);
  });

  it('When the query says fresher, then the Fresher experience is searched', () => {
    const fresher = expectAsReference('IN', { query: 'fresher' });
    expect(fresher.total).toBe(moduleSearch('IN', { experience: 51 }).total);
    expectAsReference('IN', { query: 'java freshers' });
  });

  it('When the query says work from home, then the jobs listed in Remote are found', () => {
    const home = expectAsReference('IN', { query: 'Work from home' });
    expect(home.total).toBeGreaterThan(0);
    expect(home.total).toBe(moduleSearch('IN', { locations: 'Remote' }).total);
    expectAsReference('SG', { query: 'wfh accountant', locations: 'Changi' });
  });

  it('When a title with brackets or angle brackets is searched, then they count as spaces', () => {
    const brackets = expectAsReference('IN', { query: 'Principal Engineer (Java)' });
    expect(brackets.total).toBeGreaterThan(0);
    expect(expectAsReference('IN', { query: '<Principal> Engineer Java' })).toEqual(brackets);
  });
});

describe('Query entities, locations and experience', () => {
  it('When a query entity names a company, a skill or a designation, then only its jobs are found', () => {
    const job = site('IN').jobs[7];
    if (!job) throw new Error('The seed has too few jobs.');
    const company = expectAsReference('IN', { queryEntity: [`${job.companyName}:company`] });
    expect(company.total).toBeGreaterThan(0);
    const skill = job.itSkills[0] ?? job.skills[0] ?? '';
    expectAsReference('IN', { queryEntity: [`${skill}:skill`] });
    const designation = job.designations?.[0] ?? job.title;
    expectAsReference('IN', { queryEntity: [`${designation}:designation`], query: 'a' });
    expectAsReference('IN', {
      queryEntity: [`${designation}:designation`, `${job.companyName}:company`],
    });
  });

  it('When locations are given, then a city, a state or a country matches', () => {
    const city = site('IN').site.cities[0];
    if (!city) throw new Error('India has no cities.');
    expectAsReference('IN', { locations: city.city });
    expectAsReference('IN', { locations: `${city.state}, Nowhere` });
    const gulf = expectAsReference('SA', { locations: site('SA').site.countries[1] ?? '' });
    expect(gulf.total).toBeGreaterThan(0);
  });

  it('When the experience is Fresher (51), then only jobs open from 0 years are found', () => {
    const fresher = expectAsReference('IN', { experience: 51, limit: 100 });
    const open = site('IN').jobs.filter((j) => j.exp.min === 0).length;
    expect(fresher.total).toBe(open);
  });

  it('When an experience in years is given, then jobs whose range holds it are found', () => {
    expectAsReference('IN', { query: 'manager', experience: 8 });
    expectAsReference('PH', { experience: 0 });
  });

  it('When experience ranges are given, then jobs whose range overlaps one of them are found', () => {
    expectAsReference('IN', { experienceRanges: '0~1' });
    expectAsReference('IN', { experienceRanges: '3~5,10~15', query: 'engineer' });
    expectAsReference('IN', { experienceRanges: '5~3' });
  });
});

describe('Filters and their facets', () => {
  it('When a filter is chosen, then its own facet still counts the values not chosen', () => {
    const job = site('IN').jobs[3];
    if (!job) throw new Error('The seed has too few jobs.');
    const chosen = String(job.industries[0]?.id ?? '');
    const filtered = expectAsReference('IN', { industries: chosen });
    const unfiltered = moduleSearch('IN', {});
    // Disjunctive: the industries facet ignores the industries filter itself.
    expect(filtered.facets.industries).toEqual(unfiltered.facets.industries);
    expect(filtered.total).toBe(
      filtered.facets.industries.find((b) => b.id === chosen)?.count ?? -1,
    );
  });

  it('When every filter is combined, then results and facets are the reference ones', () => {
    const job = site('IN').jobs[11];
    if (!job) throw new Error('The seed has too few jobs.');
    const location = job.locations[0];
    expectAsReference('IN', {
      query: 'a, e',
      industries: job.industries.map((i) => i.id).join(','),
      functions: job.functions.map((f) => f.id).join(','),
      roles: job.roles.map((r) => r.id).join(','),
      employerTypes: `${job.employerType},Consultant`,
      jobTypes: job.jobTypes.join(','),
      companies: `${job.companyId},1`,
      jobCities: location?.city ?? '',
      qualifications: job.qualifications.join(','),
      jobCountries: location?.country ?? '',
      jobStates: location?.state ?? '',
      jobFreshness: '30',
      experienceRanges: `${job.exp.min}~${job.exp.max}`,
      salaryRanges: 'not specified,0~10000000',
    });
  });

  it('When the chosen filters exclude each other, then the answer is empty and facets still count', () => {
    const empty = expectAsReference('IN', {
      jobTypes: 'walkin',
      jobFreshness: '1',
      experience: 50,
    });
    expect(empty.total).toBe(0);
  });

  it('When a freshness bucket is chosen, then jobs posted within that many days are found', () => {
    for (const days of ['1', '3', '7', '15', '30']) expectAsReference('MY', { jobFreshness: days });
  });

  it("When India's salary ranges are chosen, then 'not specified' and annual ranges apply", () => {
    const unspecified = expectAsReference('IN', { salaryRanges: 'not specified', limit: 100 });
    expect(unspecified.total).toBe(
      site('IN').jobs.filter((j) => j.minimumSalaryFilter === null).length,
    );
    expectAsReference('IN', { salaryRanges: '300000~600000' });
    expectAsReference('IN', { salaryRanges: 'not specified,1000000~1500000', query: 'sales' });
    expect(unspecified.facets.salaryRanges.map((b) => b.id)).toContain('not specified');
  });

  it('When a salary range is sent on a site other than India, then it is ignored and no salary facet is shown', () => {
    for (const code of ['SA', 'SG', 'VN'] as const) {
      const withSalary = expectAsReference(code, { salaryRanges: 'not specified', query: 'a' });
      const without = moduleSearch(code, { query: 'a' });
      expect(withSalary).toEqual(without);
      expect(withSalary.facets.salaryRanges).toEqual([]);
    }
  });

  it('When a listing page filters by company or job type, then only those jobs are found', () => {
    const job = site('TH').jobs[0];
    if (!job) throw new Error('The seed has too few jobs.');
    const company = expectAsReference('TH', { companies: String(job.companyId), sort: 2 });
    expect(company.total).toBe(site('TH').jobs.filter((j) => j.companyId === job.companyId).length);
    const walkins = expectAsReference('TH', { jobTypes: 'walkin' });
    expect(walkins.total).toBe(site('TH').jobs.filter((j) => j.jobTypes.includes('walkin')).length);
  });
});

describe('Sort and pagination', () => {
  it('When results are sorted by date, then the newest come first', () => {
    const byDate = expectAsReference('IN', { query: 'engineer', sort: 2, limit: 50 });
    const posted = byDate.jobIds.map(
      (id) => site('IN').jobs.find((j) => j.jobId === id)?.postedMinutesAgo ?? -1,
    );
    expect(posted).toEqual([...posted].sort((a, b) => a - b));
  });

  it('When results are sorted by relevance, then titles holding the phrase come before others', () => {
    expectAsReference('IN', { query: 'data analyst', sort: 1, limit: 100 });
  });

  it('When pages are fetched one after another, then they are consecutive slices of one order', () => {
    const query = { query: 'manager', sort: 1 };
    const pages = [0, 25, 50, 75].flatMap(
      (start) => moduleSearch('IN', { ...query, start }).jobIds,
    );
    const all = referenceSearch(site('IN'), { ...query, limit: 100 }).jobIds;
    expect(pages).toEqual(all);
  });

  it('When a page lies past the last result, then it is empty and the total still counts', () => {
    const past = expectAsReference('IN', { query: 'engineer', start: 100_000 });
    expect(past.jobIds).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });

  it('When a deep page is asked for in either order, then it is the reference page', () => {
    for (const sort of [1, 2]) {
      expectAsReference('IN', { start: 400, limit: 100, sort });
      expectAsReference('IN', { query: 'e', start: 300, limit: 50, sort });
    }
  });
});

describe('Many combined queries', () => {
  const batches = Array.from({ length: RANDOM_BATCHES }, (_, batch) => batch + 1);
  it.each(batches)(
    'When seeded random queries run (batch %i), then each equals the reference',
    (batch) => {
      const rng = new Rng(SEED + batch);
      const codes = Object.keys(catalogue.sites) as CountryCode[];
      const words = [
        'java',
        'developer',
        'sales',
        'manager',
        'data',
        'engineer',
        'nurse',
        'account',
        'senior',
        'c++',
        'node.js',
        'zzz',
      ];
      for (let n = 0; n < QUERIES_PER_BATCH; n++) {
        const code = rng.pick(codes);
        const job = rng.pick(site(code).jobs);
        const location = job.locations[0];
        const q: ReferenceQuery = {};
        if (rng.chance(0.6))
          q.query = Array.from({ length: rng.int(1, 2) }, () => rng.pick(words)).join(
            rng.chance(0.3) ? ', ' : ' ',
          );
        if (rng.chance(0.1)) q.queryEntity = [`${job.companyName}:company`];
        if (rng.chance(0.25))
          q.locations = rng.chance(0.5) ? (location?.city ?? '') : (location?.country ?? '');
        if (rng.chance(0.2)) q.experience = rng.pick([0, 3, 10, 51]);
        if (rng.chance(0.2)) q.experienceRanges = rng.pick(['0~1', '3~5,10~15', '7~10']);
        if (rng.chance(0.25)) q.industries = String(job.industries[0]?.id ?? 1);
        if (rng.chance(0.2)) q.functions = String(job.functions[0]?.id ?? 1);
        if (rng.chance(0.15)) q.roles = String(job.roles[0]?.id ?? 1);
        if (rng.chance(0.25))
          q.salaryRanges = rng.pick([
            'not specified',
            '300000~600000',
            'not specified,1000000~2500000',
          ]);
        if (rng.chance(0.25)) q.jobFreshness = rng.pick(['1', '3', '7', '15', '30']);
        if (rng.chance(0.2))
          q.employerTypes = rng.pick(['Company', 'Consultant,MNC', 'Government']);
        if (rng.chance(0.2)) q.jobTypes = rng.pick(['permanent', 'walkin,contract', 'women']);
        if (rng.chance(0.15)) q.companies = String(job.companyId);
        if (rng.chance(0.1)) q.jobCities = location?.city ?? '';
        if (rng.chance(0.1)) q.qualifications = job.qualifications[0] ?? '';
        if (rng.chance(0.05)) q.jobStates = location?.state ?? '';
        if (rng.chance(0.05)) q.jobCountries = location?.country ?? '';
        if (rng.chance(0.5)) q.sort = 2;
        if (rng.chance(0.3)) q.start = rng.pick([0, 25, 100, 300]);
        if (rng.chance(0.2)) q.limit = rng.pick([1, 10, 100]);
        expectAsReference(code, q);
      }
    },
    REFERENCE_TEST_TIMEOUT_MS,
  );
});

describe('A facet with many values', () => {
  let big: Catalogue;
  let bigIndexes: SearchIndexes;

  beforeAll(() => {
    // 8,000 jobs give India 134 companies (the test asserts more than 100): 20,000 added nothing.
    big = generateCatalogue({ seed: SEED + 1, jobsTotal: 8_000 });
    bigIndexes = buildSearchIndexes(big);
  }, REFERENCE_TEST_TIMEOUT_MS);

  it(
    'When more than 100 companies match, then the 100 most frequent and the chosen ones are shown',
    {
      timeout: REFERENCE_TEST_TIMEOUT_MS,
    },
    () => {
      const india = big.sites.IN;
      const index = bigIndexes.sites.IN;
      const all = search(index, parseCriteria({}, true));
      const companies = new Set(india.jobs.map((j) => j.companyId)).size;
      expect(companies).toBeGreaterThan(100);
      expect(all.facets.companies).toHaveLength(100);
      expect(asData(all.facets.companies)).toEqual(referenceSearch(india, {}).facets.companies);
      // The least frequent company, once chosen, is listed after the hundred.
      const counts = new Map<number, number>();
      for (const job of india.jobs) counts.set(job.companyId, (counts.get(job.companyId) ?? 0) + 1);
      const rare = [...counts].sort((a, b) => a[1] - b[1])[0]?.[0] ?? 0;
      const chosen = search(index, parseCriteria({ companies: String(rare) }, true));
      expect(chosen.facets.companies).toHaveLength(101);
      expect(chosen.facets.companies.at(-1)?.id).toBe(String(rare));
      expect(asData(chosen.facets.companies)).toEqual(
        referenceSearch(india, { companies: String(rare) }).facets.companies,
      );
    },
  );
});
