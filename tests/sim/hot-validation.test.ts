// The compiled check of the search paths (sim-server/http/hot-validation.ts) against
// express-openapi-validator: the same requests, valid and not, sent to a simulator of each kind
// must get the same answers and leave the same journal; and the check itself must accept the
// plainly valid requests (else the fast path would never run) and refuse the rest.
import { parse } from 'node:querystring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_VIOLATION,
  checkedReply,
  type RequestState,
} from '../../sim-server/http/api-request';
import { loadContract } from '../../sim-server/http/contract';
import type { SimContext } from '../../sim-server/context';
import { compileHotOperations, type CheckedRequest } from '../../sim-server/http/hot-validation';
import { controlRequest, rawRequest, type RawRequest } from '../support/raw';
import { startSimulator, type TestSimulator } from '../support/sim';

const RESULTS = '/middleware/search/results';
const LISTING = '/middleware/jobsearch';

const VALID_QUERIES = [
  '',
  'query=java',
  'query=java%20developer&locations=Bengaluru&experience=3',
  'query=sales%2C%20java',
  'queryEntity=engineer%3Adesignation',
  'queryEntity=engineer%3Adesignation&queryEntity=java%3Askill&locations=Mumbai',
  'industries=1%2C2&functions=3&sort=2&start=25&limit=10',
  'filter=true',
  'filter=false&query=sales',
  'salaryRanges=not%20specified%2C300000~600000',
  'experienceRanges=0~3%2C5~10&experience=51',
  'jobFreshness=7&employerTypes=MNC%2CStartup&jobTypes=walkin',
  'searchId=abc&spl=x',
];

const INVALID_QUERIES = [
  'limit=500',
  'limit=abc',
  'limit=0',
  'start=-1',
  'sort=3',
  'experience=52',
  'bogus=1',
  'query=',
  'query',
  'query=java+developer',
  'query=a:b',
  'query=sales,java&sort=2',
  'industries=1,2',
  'queryEntity=engineer:designation',
  'queryEntity=bad',
  'queryEntity=a%3Askill,b',
  'filter=maybe',
  'limit=10&limit=20',
  'jobFreshness=8',
  'qu%65ry=java',
];

const LISTING_BODIES: Array<[string, RawRequest]> = [
  ['walk-in page', post({ limit: 10, sort: 2, filterName: 'walkin', filterValue: 'walkin' })],
  ['company page', post({ filterName: 'company', filterValue: '101276', start: 25 })],
  ['empty filter', post({})],
  ['limit 0', post({ limit: 0 })],
  ['limit as text', post({ limit: '10' })],
  ['unknown filter name', post({ filterName: 'salary', filterValue: 'x' })],
  ['an array', post([1, 2])],
  ['form-encoded', { ...post({ limit: '10' }), encoding: 'form' }],
  ['no body', { method: 'post', path: LISTING, headers: { 'Content-Type': 'application/json' } }],
  ['a query string', { ...post({ limit: 10 }), rawQuery: 'limit=10' }],
];

function get(rawQuery: string, headers: Record<string, string> = {}): RawRequest {
  return {
    method: 'get',
    path: RESULTS,
    rawQuery,
    headers: { 'X-Source-Country': 'IN', ...headers },
  };
}

function post(body: unknown): RawRequest {
  return { method: 'post', path: LISTING, body, headers: { 'X-Source-Country': 'IN' } };
}

const REQUESTS: Array<[string, RawRequest]> = [
  ...VALID_QUERIES.map((q): [string, RawRequest] => [`GET ?${q}`, get(q)]),
  ...INVALID_QUERIES.map((q): [string, RawRequest] => [`GET ?${q}`, get(q)]),
  ['bad country header', get('query=java', { 'X-Source-Country': 'XX' })],
  ['bad language header', get('query=java', { 'X-Language-Code': 'FR' })],
  ['Gulf site context', get('query=sales', { 'X-Source-Site-Context': 'gulf' })],
  ['POST to the results path', { ...post({}), path: RESULTS }],
  ...LISTING_BODIES,
];

/** An answer without what differs on every call. */
function comparable(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { searchId: _searchId, ...rest } = body as Record<string, unknown>;
  return rest;
}

describe('The compiled check and the validator give the same answers', () => {
  let compiled: TestSimulator;
  let library: TestSimulator;

  beforeAll(async () => {
    // One clock for both: answers carry dates made from it.
    const now = () => new Date('2026-11-21T10:00:00Z');
    compiled = await startSimulator({}, { now });
    library = await startSimulator({}, { now, hotValidation: 'library' });
  });

  afterAll(async () => {
    await compiled.dispose();
    await library.dispose();
  });

  it('When the same requests reach both, then status, body and journal are the same', async () => {
    for (const sim of [compiled, library]) await controlRequest(sim.url, 'delete', '/journal');
    for (const [name, request] of REQUESTS) {
      const [fast, slow] = await Promise.all([
        rawRequest(compiled.url, request),
        rawRequest(library.url, request),
      ]);
      expect(fast.status, name).toBe(slow.status);
      expect(comparable(fast.body), name).toEqual(comparable(slow.body));
    }
    const journals = await Promise.all(
      [compiled, library].map(async (sim) => {
        const reply = await controlRequest(sim.url, 'get', '/journal?limit=500');
        const entries = (reply.body as { entries: Array<Record<string, unknown>> }).entries;
        return entries.map(({ operationId, status, validation, query, site }) => ({
          operationId,
          status,
          validation,
          query,
          site,
        }));
      }),
    );
    expect(journals[0]).toHaveLength(REQUESTS.length);
    expect(journals[0]).toEqual(journals[1]);
  });
});

describe('The compiled check on its own', () => {
  const operations = compileHotOperations(loadContract(), [RESULTS, LISTING]);

  /** What the check reads of a request. */
  function request(method: string, rawQuery: string, body?: unknown): CheckedRequest {
    return {
      method,
      url: `/api${RESULTS}${rawQuery ? `?${rawQuery}` : ''}`,
      // Express 5's query parser ('simple') is node:querystring.
      query: parse(rawQuery),
      headers: { 'x-source-country': 'IN' },
      body,
      json: body !== undefined,
    };
  }

  it('When a query is plainly valid, then it is accepted, coerced and given its defaults', () => {
    const results = operations.get(RESULTS);
    for (const q of VALID_QUERIES) expect(results?.check(request('GET', q)), q).toBeDefined();
    expect(results?.check(request('GET', 'limit=10&experience=3&filter=true'))).toMatchObject({
      limit: 10,
      experience: 3,
      filter: true,
    });
    expect(results?.check(request('GET', 'query=java'))).toMatchObject({
      query: 'java',
      filter: false,
    });
  });

  it('When a query is invalid or unusual, then the validator is left to answer', () => {
    const results = operations.get(RESULTS);
    for (const q of INVALID_QUERIES) expect(results?.check(request('GET', q)), q).toBeUndefined();
    expect(results?.check(request('POST', 'query=java'))).toBeUndefined();
  });

  it('When a listing body is valid, then it is accepted; otherwise it is left to the validator', () => {
    const listing = operations.get(LISTING);
    expect(listing?.check(request('POST', '', { filterName: 'walkin', limit: 10 }))).toBeDefined();
    expect(listing?.check(request('POST', '', { limit: 0 }))).toBeUndefined();
    expect(listing?.check(request('POST', '', { limit: '10' }))).toBeUndefined();
    expect(listing?.check(request('POST', ''))).toBeUndefined();
  });

  it('When a response breaks the contract, then the problems name the place', () => {
    const results = operations.get(RESULTS);
    expect(results?.responseProblems(200, { jobs: [] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/response\/total /)]),
    );
    expect(results?.responseProblems(200, { jobs: [], total: 0 })?.length).toBeGreaterThan(0);
  });
});

describe('The answer after the compiled response check', () => {
  const results = compileHotOperations(loadContract(), [RESULTS]).get(RESULTS);
  const broken = { status: 200, body: { jobs: [] } };

  function checked(responseValidation: 'strict' | 'log' | 'off', reply = broken) {
    const context = { config: { responseValidation } } as unknown as SimContext;
    const state = {
      validation: { request: 'valid', response: 'unchecked', errors: [] as string[] },
    };
    if (!results) throw new Error('No compiled check of the results path.');
    const request = { method: 'GET', url: `/api${RESULTS}` };
    const errors = console.error;
    console.error = () => undefined;
    try {
      return {
        answer: checkedReply(context, results, state as unknown as RequestState, request, reply),
        state,
      };
    } finally {
      console.error = errors;
    }
  }

  it('When an answer breaks the contract, then strict sends the violation envelope, log sends it as it is, and both record it', () => {
    const strict = checked('strict');
    expect(strict.answer).toEqual({ status: 500, body: CONTRACT_VIOLATION });
    expect(strict.state.validation.response).toBe('invalid');
    expect(strict.state.validation.errors.join()).toMatch(/\/response\/total /);
    const logged = checked('log');
    expect(logged.answer).toBe(broken);
    expect(logged.state.validation.response).toBe('invalid');
  });

  it('When checks are off or the answer is a failure of 500 and above, then it goes out unchecked', () => {
    expect(checked('off')).toMatchObject({ answer: broken, state: { validation: { errors: [] } } });
    const crash = { status: 503, body: { jobs: [] } };
    expect(checked('strict', crash)).toMatchObject({
      answer: crash,
      state: { validation: { response: 'unchecked' } },
    });
  });
});
