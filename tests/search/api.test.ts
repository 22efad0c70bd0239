// The search operations through the simulator's API: the results page and the listing pages,
// filter options, isApplied, empty results, recent searches, master data and the voice readers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../openapi/client';
import type { MasterDataEntry } from '../../sim-server/catalogue/master-data';
import { MASTER_DATA_LIMITS, masterDataEntries } from '../../sim-server/search/master-data';
import { buildSearchIndexes } from '../../sim-server/search/indexes';
import { parseSpokenSearch } from '../../sim-server/search/voice';
import { expectRaw, expectReply } from '../sim/helpers';
import { rawRequest } from '../support/raw';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe('The results page', () => {
  it('When filter=true is sent, then the freshness and employer-type options come with the results', async () => {
    const { api } = visitor(sim, 'IN');
    const reply = await api.GET('/middleware/search/results', {
      params: { query: { query: 'developer', filter: true } },
    });
    const body = expectReply('searchResults', reply, 200) as Schemas['SearchResults'];
    expect(body.filters?.jobFreshness).toEqual(
      ['1', '3', '7', '15', '30'].map((id) => ({
        id,
        value: id === '1' ? 'Last 1 day' : `Last ${id} days`,
      })),
    );
    expect(body.filters?.employerTypes.map((e) => e.name)).toEqual([
      'Company',
      'Consultant',
      'MNC',
      'Startup',
      'Government',
    ]);
    const without = await api.GET('/middleware/search/results', {
      params: { query: { query: 'developer' } },
    });
    expect((expectReply('searchResults', without, 200) as Schemas['SearchResults']).filters).toBe(
      undefined,
    );
  });

  it('When the search matches nothing, then 200 comes with no jobs and zero counts', async () => {
    const { api } = visitor(sim, 'SG');
    const reply = await api.GET('/middleware/search/results', {
      params: { query: { query: 'qqqzzz', locations: 'Atlantis' } },
    });
    const body = expectReply('searchResults', reply, 200) as Schemas['SearchResults'];
    expect(body).toMatchObject({ jobs: [], total: 0, start: 0, limit: 25, sort: 1 });
    expect(body.facets.companies).toEqual([]);
    expect(body.facets.salaryRanges).toEqual([]);
  });

  it('When no page is asked for, then the first 25 by relevance come, and start, limit and sort are echoed', async () => {
    const { api } = visitor(sim, 'IN');
    const first = await api.GET('/middleware/search/results', { params: { query: {} } });
    const body = expectReply('searchResults', first, 200) as Schemas['SearchResults'];
    expect(body).toMatchObject({ start: 0, limit: 25, sort: 1 });
    expect(body.jobs).toHaveLength(25);
    const second = await api.GET('/middleware/search/results', {
      params: { query: { start: 25, limit: 10, sort: 2 } },
    });
    expect(expectReply('searchResults', second, 200)).toMatchObject({
      start: 25,
      limit: 10,
      sort: 2,
    });
  });

  it('When a signed-in seeker has applied to a job, then that job shows isApplied; for a guest it does not', async () => {
    const seeker = await signedIn(sim, 'seeker', 'IN');
    const job = sim.context.catalogue.sites.IN.jobs.find((j) => !j.applyOnRedirect && !j.walkIn);
    if (!job) throw new Error('The seed has no job to apply to.');
    const applied = await seeker.api.POST('/middleware/jobApply', {
      body: { jobId: job.jobId, source: 'SRP' },
    });
    expect(applied.response.status).toBeLessThan(300);
    const query = { queryEntity: [`${job.companyName}:company`], limit: 100 };
    const mine = expectReply(
      'searchResults',
      await seeker.api.GET('/middleware/search/results', { params: { query } }),
      200,
    ) as Schemas['SearchResults'];
    expect(mine.jobs.find((j) => j.jobId === job.jobId)?.isApplied).toBe(true);
    const guest = expectReply(
      'searchResults',
      await visitor(sim, 'IN').api.GET('/middleware/search/results', { params: { query } }),
      200,
    ) as Schemas['SearchResults'];
    expect(guest.jobs.find((j) => j.jobId === job.jobId)?.isApplied).toBe(false);
  });

  it('When the query names a company, then the company comes with the results', async () => {
    const company = sim.context.catalogue.sites.IN.companies[0];
    if (!company) throw new Error('India has no companies.');
    const { api } = visitor(sim, 'IN');
    const reply = await api.GET('/middleware/search/results', {
      params: { query: { query: company.name } },
    });
    const body = expectReply('searchResults', reply, 200) as Schemas['SearchResults'];
    expect(body.companies?.map((c) => c.companyId)).toContain(company.companyId);
  });
});

describe('The listing pages (jobsearch)', () => {
  it('When the walk-in listing is asked for, then only walk-in jobs come, newest first', async () => {
    const { api } = visitor(sim, 'IN');
    const reply = await api.POST('/middleware/jobsearch', {
      body: { filterName: 'walkin', filterValue: 'walkin', sort: 2, start: 0, limit: 100 },
    });
    const body = expectReply('jobsearch', reply, 200) as Schemas['SearchResults'];
    const walkIns = sim.context.catalogue.sites.IN.jobs.filter((j) =>
      j.jobTypes.includes('walkin'),
    );
    expect(body.total).toBe(walkIns.length);
    expect(body.jobs.every((j) => j.jobTypes.includes('walkin'))).toBe(true);
    const posted = body.jobs.map((j) => j.postedAt);
    expect(posted).toEqual([...posted].sort().reverse());
  });

  it('When a company listing is asked for, then only that company’s jobs come', async () => {
    const job = sim.context.catalogue.sites.SG.jobs[0];
    if (!job) throw new Error('Singapore has no jobs.');
    const { api } = visitor(sim, 'SG');
    const reply = await api.POST('/middleware/jobsearch', {
      body: { filterName: 'company', filterValue: String(job.companyId), start: 0, limit: 25 },
    });
    const body = expectReply('jobsearch', reply, 200) as Schemas['SearchResults'];
    expect(body.total).toBe(
      sim.context.catalogue.sites.SG.jobs.filter((j) => j.companyId === job.companyId).length,
    );
    expect(body.jobs.every((j) => j.companyId === job.companyId)).toBe(true);
  });

  it('When a location or skill listing is asked for, then it searches that location or skill', async () => {
    const { api } = visitor(sim, 'IN');
    const city = sim.context.catalogue.sites.IN.site.cities[0]?.city ?? '';
    const byCity = expectReply(
      'jobsearch',
      await api.POST('/middleware/jobsearch', {
        body: { filterName: 'location', filterValue: city, start: 0, limit: 25 },
      }),
      200,
    ) as Schemas['SearchResults'];
    expect(byCity.total).toBeGreaterThan(0);
    expect(byCity.jobs.every((j) => j.locations.some((l) => l.city === city))).toBe(true);
    const bySkill = expectReply(
      'jobsearch',
      await api.POST('/middleware/jobsearch', {
        body: { filterName: 'skill', filterValue: 'java', start: 0, limit: 25 },
      }),
      200,
    ) as Schemas['SearchResults'];
    expect(bySkill.total).toBeGreaterThan(0);
  });
});

describe('Recent searches', () => {
  it('When a seeker searches, then the search is first in their recent searches, duplicates folded', async () => {
    const seeker = await signedIn(sim, 'seeker', 'SG');
    for (const query of ['java', 'sales', 'java']) {
      await seeker.api.GET('/middleware/search/results', {
        params: { query: { query, locations: 'Singapore', experience: 3 } },
      });
    }
    const reply = await seeker.api.GET('/penguin/api/public/events/v1/ml/recent-searches', {
      params: { query: {} },
    });
    const { searches } = expectReply('recentSearches', reply, 200) as {
      searches: Schemas['RecentSearch'][];
    };
    expect(searches.map((s) => s.query)).toEqual(['java', 'sales']);
    expect(searches[0]).toMatchObject({ locations: 'Singapore', experience: 3 });
    expect(searches[0]?.url).toBe('/search/results?query=java&locations=Singapore&experience=3');
  });

  it('When a visitor searches more than ten times, then only the ten newest are kept', async () => {
    const cookies = new Map([['MSUID', 'visitor-recent-1']]);
    for (let n = 0; n < 12; n++) {
      await rawRequest(sim.url, {
        method: 'GET',
        path: '/middleware/search/results',
        query: { query: `word${n}` },
        cookies,
      });
    }
    const reply = await rawRequest(sim.url, {
      method: 'GET',
      path: '/penguin/api/public/events/v1/ml/recent-searches',
      cookies,
    });
    const { searches } = expectRaw('recentSearches', reply, 200) as {
      searches: Schemas['RecentSearch'][];
    };
    expect(searches.map((s) => s.query)).toEqual(
      Array.from({ length: 10 }, (_, i) => `word${11 - i}`),
    );
  });

  it('When a guest without a visitor id asks, then there are no recent searches', async () => {
    const reply = await rawRequest(sim.url, {
      method: 'GET',
      path: '/penguin/api/public/events/v1/ml/recent-searches',
    });
    expect(expectRaw('recentSearches', reply, 200)).toEqual({ searches: [] });
  });
});

describe('Master data', () => {
  function entries(type: MasterDataEntry['type'], count: number): MasterDataEntry[] {
    return Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      kiwiId: i + 1,
      language: 'EN',
      name: `${type} ${i + 1}`,
      orderBy: i + 1,
      type,
      uuid: `${type}-${i + 1}`,
      enabled: true,
      ...(type === 'ROLE' ? { parentUuid: `FUNCTION-${(i % 3) + 1}` } : {}),
    }));
  }

  it('When more is asked for than a type allows, then the fetch limit of section 7 caps it', () => {
    expect(masterDataEntries(entries('SKILL', 5_000), 'SKILL', 73_098)).toHaveLength(4_035);
    expect(masterDataEntries(entries('SKILL', 5_000), 'SKILL')).toHaveLength(4_035);
    expect(MASTER_DATA_LIMITS).toMatchObject({
      INDUSTRY: 10_000,
      FUNCTION: 10_000,
      ROLE: 10_000,
      COMPANY: 73_098,
      DESIGNATION: 39_519,
      SKILL: 4_035,
    });
  });

  it('When a smaller limit or parent functions are given, then they are kept', () => {
    expect(masterDataEntries(entries('INDUSTRY', 50), 'INDUSTRY', 7)).toHaveLength(7);
    const roles = masterDataEntries(entries('ROLE', 30), 'ROLE', undefined, ['FUNCTION-2']);
    expect(roles).toHaveLength(10);
    expect(roles.every((r) => r.parentUuid === 'FUNCTION-2')).toBe(true);
  });

  it('When the API is asked for a type, then the site’s entries come in orderBy order, up to the limit', async () => {
    const { api } = visitor(sim, 'IN');
    const reply = await api.GET('/middleware/master-data', {
      params: { query: { type: 'FUNCTION', limit: 10 } },
    });
    const { data } = expectReply('masterData', reply, 200) as { data: MasterDataEntry[] };
    expect(data).toHaveLength(10);
    expect(data.map((d) => d.orderBy)).toEqual(
      [...data.map((d) => d.orderBy)].sort((a, b) => a - b),
    );
    const functionUuid = data[0]?.uuid ?? '';
    const roles = await api.GET('/middleware/master-data', {
      params: { query: { type: 'ROLE', parentUuids: [functionUuid] } },
    });
    const roleData = (expectReply('masterData', roles, 200) as { data: MasterDataEntry[] }).data;
    expect(roleData.length).toBeGreaterThan(0);
    expect(roleData.every((r) => r.parentUuid === functionUuid)).toBe(true);
  });
});

describe('The voice readers', () => {
  it("When 'Designer job for 10 years experienced' is read, then the job is designer, no location, 10 years", () => {
    const index = buildSearchIndexes(sim.context.catalogue).sites.IN;
    expect(parseSpokenSearch(index, 'Designer job for 10 years experienced')).toEqual({
      job: ['designer'],
      locations: [],
      experience: 10,
    });
  });

  it('When a city and fresher are spoken, then the location and experience 51 are read', () => {
    const index = buildSearchIndexes(sim.context.catalogue).sites.IN;
    const city = sim.context.catalogue.sites.IN.site.cities[0]?.city ?? '';
    expect(parseSpokenSearch(index, `Java developer jobs in ${city} for freshers`)).toEqual({
      job: ['java developer'],
      locations: [city],
      experience: 51,
    });
    expect(parseSpokenSearch(index, 'um hmm okay')).toEqual({
      job: [],
      locations: [],
      experience: null,
    });
  });

  it('When the reader and getSemantic are called, then both answer with the same reading', async () => {
    const { api } = visitor(sim, 'IN');
    const reader = await api.POST('/middleware/voice/reader', {
      body: { data: 'designer job for 10 years experienced' },
    });
    expect(expectReply('voiceReader', reader, 200)).toEqual({
      job: 'designer',
      location: '',
      exp: 10,
    });
    const semantic = await api.POST('/middleware/voice-search/getSemantic', {
      body: { text: 'designer job for 10 years experienced' },
    });
    expect(expectReply('getSemantic', semantic, 200)).toMatchObject({
      job: ['designer'],
      locations: [],
      experience: 10,
    });
  });
});
