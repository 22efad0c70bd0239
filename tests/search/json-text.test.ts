// The JSON text of search answers (sim-server/lib/json-text.ts): written from the stored text
// of listed jobs and facet buckets, it must be exactly what JSON.stringify writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../sim-server/catalogue';
import type { Catalogue, CountryCode } from '../../sim-server/catalogue/types';
import { presentJob, type SeekerMarks } from '../../sim-server/domain/jobs';
import { JSON_TEXT, jsonText, jsonTextOf } from '../../sim-server/lib/json-text';
import { parseCriteria, type RawCriteria } from '../../sim-server/search/criteria';
import { search } from '../../sim-server/search/engine';
import { buildSearchIndexes, type SearchIndexes } from '../../sim-server/search/indexes';
import { rawRequest } from '../support/raw';
import { startSimulator, type TestSimulator } from '../support/sim';

const DEPTH = 3;

describe('jsonText on plain values', () => {
  it('When values hold no stored text, then the text is JSON.stringify’s', () => {
    const values: unknown[] = [
      null,
      0,
      -0,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      'quote " backslash \\ newline \n unicode ₹ \u2028',
      [],
      {},
      [1, undefined, () => 1, Symbol('s'), null, 'x'],
      { a: undefined, b: () => 1, c: 1, 'd"e': [{ f: new Date(0) }] },
      { nested: { deeper: { deepest: { value: [1, { x: undefined }] } } } },
      { toJSON: () => ({ replaced: true }) },
    ];
    for (const value of values) expect(jsonText(value, DEPTH)).toBe(JSON.stringify(value));
    expect(jsonText(undefined, DEPTH)).toBe(JSON.stringify(undefined));
  });

  it('When an object carries stored text, then its variable keys follow the text', () => {
    const tagged = { id: 'a"b', label: 'Ünïcode', count: 3, extra: { x: [1] } };
    const text = jsonTextOf(
      { id: tagged.id, label: tagged.label },
      (v: typeof tagged) => `,"count":${v.count},"extra":${JSON.stringify(v.extra)}}`,
    );
    const value = { list: [{ ...tagged, [JSON_TEXT]: text }] };
    expect(jsonText(value, DEPTH)).toBe(JSON.stringify({ list: [tagged] }));
  });

  it('When a stored text would have no constant key, then it is refused', () => {
    expect(() => jsonTextOf({}, () => '}')).toThrow(/at least one constant key/);
  });
});

describe('jsonText on search answers', () => {
  let catalogue: Catalogue;
  let indexes: SearchIndexes;
  const now = new Date('2026-11-21T10:00:00Z');

  beforeAll(() => {
    catalogue = generateCatalogue({ seed: 77, jobsTotal: 3_000 });
    indexes = buildSearchIndexes(catalogue);
  });

  /** The answer the search handler builds, with every other listed job applied to or saved. */
  function answer(code: CountryCode, raw: RawCriteria) {
    const index = indexes.sites[code];
    const outcome = search(index, parseCriteria(raw, index.salaryFilters));
    const ids = outcome.jobs.map((job) => job.jobId);
    const marks: SeekerMarks = {
      applied: new Set(ids.filter((_, i) => i % 2 === 0)),
      saved: new Set(ids.filter((_, i) => i % 3 === 0)),
    };
    return {
      jobs: outcome.jobs.map((job) => presentJob(catalogue, job, marks, now, false)),
      total: outcome.total,
      start: raw.start ?? 0,
      limit: raw.limit ?? 25,
      sort: raw.sort ?? 1,
      searchId: 'srch-test',
      facets: outcome.facets,
      companies: [],
    };
  }

  const queries: Array<[CountryCode, RawCriteria]> = [
    ['IN', { query: 'developer' }],
    ['IN', { query: 'sales, java', salaryRanges: 'not specified,300000~600000', limit: 100 }],
    ['IN', { jobTypes: 'walkin', sort: 2 }],
    ['IN', {}],
    ['SG', { query: 'manager', industries: '1,2,3', employerTypes: 'MNC', start: 25 }],
    ['SA', { query: 'manager', experience: 3 }],
    ['PH', { query: 'no such words anywhere' }],
    ['VN', { queryEntity: ['engineer:designation'], jobFreshness: '7' }],
  ];

  it('When searches of every kind are answered, then the text equals JSON.stringify of the answer', () => {
    for (const [code, raw] of queries) {
      const body = answer(code, raw);
      expect(jsonText(body, DEPTH), `${code} ${JSON.stringify(raw)}`).toBe(JSON.stringify(body));
    }
    const walkIns = answer('IN', { jobTypes: 'walkin' }).jobs;
    expect(walkIns.some((job) => job.walkInVenue !== undefined)).toBe(true);
  });

  it('When a listed job is changed after it was presented, then the change is refused', () => {
    const [job] = answer('IN', { query: 'developer' }).jobs;
    expect(job).toBeDefined();
    expect(() => {
      (job as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
  });
});

describe('Search answers over HTTP', () => {
  let sim: TestSimulator;

  beforeAll(async () => {
    sim = await startSimulator();
  });

  afterAll(async () => {
    await sim.dispose();
  });

  it('When results are asked for, then the body is plain JSON as Express writes it, with no ETag', async () => {
    const queries: Array<Record<string, string>> = [
      { query: 'developer', filter: 'true' },
      { jobTypes: 'walkin' },
    ];
    for (const query of queries) {
      const response = await rawRequest(sim.url, {
        method: 'GET',
        path: '/middleware/search/results',
        query,
        headers: { 'X-Source-Country': 'IN' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('etag')).toBeNull();
      expect(response.text).toBe(JSON.stringify(JSON.parse(response.text)));
    }
  });
});
