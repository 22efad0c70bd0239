// The simulator's search as the guest's results pages ask for it, on the catalogue the browser
// suite runs against (9,000 jobs, the default seed): ordinary queries find jobs (issue 19), more
// words narrow unless none holds them all, place names fold diacritics and know each market's
// short forms (issue 27), a correction finds jobs, and Gulf salaries are in their country's
// currency. Moved from tests/e2e/search-quality.spec.ts and search-narrowing.spec.ts, whose pages
// only showed these answers; what the pages do with them is tests/web/features/search-quality.test.tsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode, paths, Schemas } from '../../openapi/client';
import { DEFAULT_JOBS_TOTAL } from '../../sim-server/catalogue';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

type Criteria = NonNullable<paths['/middleware/search/results']['get']['parameters']['query']>;

let sim: TestSimulator;

beforeAll(async () => {
  // The browser suite's simulator: its default catalogue, not the small test one.
  sim = await startSimulator({ SIM_JOBS: String(DEFAULT_JOBS_TOTAL) });
}, 120_000);

afterAll(async () => {
  await sim.dispose();
});

/** The results page's search on a site, as the page sends it. */
async function results(code: CountryCode, criteria: Criteria): Promise<Schemas['SearchResults']> {
  const { api } = visitor(sim, code);
  const reply = await api.GET('/middleware/search/results', { params: { query: criteria } });
  expect(reply.response.status, JSON.stringify(reply.error)).toBe(200);
  if (!reply.data) throw new Error('No results');
  return reply.data;
}

describe('Ordinary queries find jobs (issue 19)', () => {
  it.each([
    { query: 'sales marketing' },
    { query: 'data science' },
    { query: 'reactjs' },
    { query: 'fresher' },
    { query: 'work from home' },
    { locations: 'Bangalore' },
    { locations: 'Gurgaon' },
  ])('When India is searched for %o, then jobs are found', async (criteria) => {
    expect((await results('IN', { ...criteria, limit: 1 })).total).toBeGreaterThan(0);
  });

  it('When the old city names are searched on the Gulf and Vietnam sites, then their cities are found', async () => {
    const saigon = await results('VN', { locations: 'Saigon' });
    expect(saigon.total).toBeGreaterThan(0);
    expect(saigon.jobs[0]?.locations.map((l) => l.city)).toContain('Ho Chi Minh City');
    const jedda = await results('SA', { locations: 'Jedda' });
    expect(jedda.total).toBeGreaterThan(0);
  });

  it('When a title with brackets is typed, then the plain words the bar sends find jobs', async () => {
    // The bar sends "Principal Engineer (Java)" as "Principal Engineer Java" (search-quality.test.tsx).
    expect((await results('IN', { query: 'Principal Engineer Java' })).total).toBeGreaterThan(0);
  });

  it('When a search finds nothing, then did-you-mean offers "java developer", which finds jobs in Bangalore, with related searches', async () => {
    const typo = await results('IN', { query: 'javva developr', locations: 'Bangalore' });
    expect(typo.total).toBe(0);
    expect(typo.didYouMean).toBe('java developer');
    expect(typo.relatedSearches?.length).toBeGreaterThan(0);
    const corrected = await results('IN', { query: 'java developer', locations: 'Bangalore' });
    expect(corrected.total).toBeGreaterThan(0);
  });
});

describe('Search that narrows (issue 27)', () => {
  it('When a word is added on India and jobs hold both, then fewer jobs are found, not more, and the answer is not partial', async () => {
    const java = await results('IN', { query: 'java' });
    const javaDeveloper = await results('IN', { query: 'java developer' });
    expect(javaDeveloper.total).toBeGreaterThan(0);
    expect(javaDeveloper.total).toBeLessThanOrEqual(java.total);
    expect(javaDeveloper.partialMatch).toBeUndefined();
  });

  it('When a typo is searched on India, then did-you-mean offers "java developer", which finds jobs', async () => {
    expect((await results('IN', { query: 'jva developr' })).didYouMean).toBe('java developer');
    expect((await results('IN', { query: 'java developer' })).total).toBeGreaterThan(0);
  });

  it('When no job holds every word, then jobs holding some are found as a partial match', async () => {
    const found = await results('IN', { query: 'sales marketing' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.partialMatch).toBe(true);
  });

  it('When Vietnamese place names are typed, then diacritics and HCM find Ho Chi Minh City', async () => {
    const city = (await results('VN', { locations: 'Ho Chi Minh City' })).total;
    expect(city).toBeGreaterThan(0);
    expect((await results('VN', { locations: 'Hồ Chí Minh' })).total).toBe(city);
    expect((await results('VN', { locations: 'HCM' })).total).toBe(city);
  });

  it('When the Gulf and Singapore short forms are typed, then KSA and Jurong find jobs', async () => {
    const saudi = (await results('SA', { locations: 'Saudi Arabia' })).total;
    expect(saudi).toBeGreaterThan(0);
    expect((await results('SA', { locations: 'KSA' })).total).toBe(saudi);
    const east = (await results('SG', { locations: 'Jurong East' })).total;
    const west = (await results('SG', { locations: 'Jurong West' })).total;
    expect((await results('SG', { locations: 'Jurong' })).total).toBe(east + west);
  });
});

describe('Gulf salaries (issue 19, formats)', () => {
  it('When a Gulf job is in Riyadh or Doha, then its salary is in that country’s currency', async () => {
    const riyadh = await results('SA', { locations: 'Riyadh', limit: 50 });
    const job = riyadh.jobs.find(
      (j) => j.salary.disclosed && j.locations[0]?.country === 'Saudi Arabia',
    );
    expect(job?.salary.currency).toBe('SAR');
    const doha = await results('SA', { locations: 'Doha' });
    expect(
      doha.jobs.filter((j) => j.locations[0]?.country === 'Qatar').map((j) => j.salary.currency),
    ).toContain('QAR');
  });
});

describe('A job that does not exist (issue 19)', () => {
  it('When a job id no job has is asked for, then the answer is 404, the status the job page reads as gone', async () => {
    const { api } = visitor(sim, 'IN');
    const reply = await api.GET('/middleware/jobdetail/{jobId}', {
      params: { path: { jobId: '99999999' } },
    });
    expect(reply.response.status).toBe(404);
  });
});

describe('Career Advice (issue 19)', () => {
  it('When an article of another site is asked for, then the answer is 404; its own site has it', async () => {
    const params = { params: { path: { slug: 'saudization' } } };
    const india = await visitor(sim, 'IN').api.GET('/middleware/career-advice/{slug}', params);
    expect(india.response.status).toBe(404);
    const gulf = await visitor(sim, 'SA').api.GET('/middleware/career-advice/{slug}', params);
    expect(gulf.response.status).toBe(200);
  });
});
