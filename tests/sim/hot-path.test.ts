// The lean path of the search results (sim-server/http/hot-path.ts) against Express: which
// requests it takes, and that whatever it takes gets the answer Express gives (status, headers,
// body, journal, the visitor's recent searches, the seeker's marks).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../machines/constants';
import { loadContract } from '../../sim-server/http/contract';
import { LEAN_PATH, leanSearchPath } from '../../sim-server/http/hot-path';
import { compileHotOperations } from '../../sim-server/http/hot-validation';
import { controlRequest, rawRequest, type RawRequest } from '../support/raw';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

function search(rawQuery: string, more: Partial<RawRequest> = {}): RawRequest {
  return {
    method: 'get',
    path: LEAN_PATH,
    rawQuery,
    ...more,
    headers: { 'X-Source-Country': 'IN', ...more.headers },
  };
}

/** An answer without what differs on every call. */
function comparable(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { searchId: _searchId, ...rest } = body as Record<string, unknown>;
  return rest;
}

const HEADERS_COMPARED = ['content-type', 'content-length', 'set-cookie', 'etag', 'x-powered-by'];

describe('The lean search path answers as Express does', () => {
  let lean: TestSimulator;
  let plain: TestSimulator;
  /** Each simulator's cookies of one signed-in seeker. */
  const seekerCookies = new Map<TestSimulator, Map<string, string>>();

  beforeAll(async () => {
    // One clock for both: answers carry dates made from it. 'library' validation sends every
    // request through Express; 'compiled' (the default) puts the lean path in front.
    const now = () => new Date('2026-11-21T10:00:00Z');
    lean = await startSimulator({}, { now });
    plain = await startSimulator({}, { now, hotValidation: 'library' });
    for (const sim of [lean, plain]) seekerCookies.set(sim, (await signedIn(sim)).cookies);
  });

  afterAll(async () => {
    await lean.dispose();
    await plain.dispose();
  });

  /** Sends one request to both and compares what a client sees; answers the lean one's body. */
  async function same(name: string, request: (sim: TestSimulator) => RawRequest) {
    const [fast, slow] = await Promise.all([
      rawRequest(lean.url, request(lean)),
      rawRequest(plain.url, request(plain)),
    ]);
    expect(fast.status, name).toBe(slow.status);
    for (const header of HEADERS_COMPARED)
      expect(fast.headers.get(header), `${name}: ${header}`).toBe(slow.headers.get(header));
    expect(comparable(fast.body), name).toEqual(comparable(slow.body));
    return fast;
  }

  async function journalOf(sim: TestSimulator) {
    const reply = await controlRequest(sim.url, 'get', '/journal?limit=500');
    const entries = (reply.body as { entries: Array<Record<string, unknown>> }).entries;
    return entries.map(({ seq: _seq, at: _at, durationMs, ...entry }) => {
      expect(typeof durationMs).toBe('number');
      return entry;
    });
  }

  it('When guests, visitors and seekers search, then status, headers, body and journal are the same', async () => {
    for (const sim of [lean, plain]) await controlRequest(sim.url, 'delete', '/journal');
    const guest: Array<[string, string]> = [
      ['no query', ''],
      ['keyword', 'query=java'],
      ['keyword, location, experience', 'query=sales&locations=Mumbai&experience=3'],
      ['filters and a page', 'industries=1%2C2&functions=3&sort=2&start=25&limit=10'],
      ['filter options', 'query=sales&filter=true'],
      ['India salary ranges', 'salaryRanges=not%20specified%2C300000~600000'],
      ['nothing matches', 'query=zzzzqqqq'],
      ['refused: limit', 'limit=500'],
      ['refused: unknown parameter', 'bogus=1'],
    ];
    for (const [name, q] of guest) await same(name, () => search(q));
    await same('Gulf by site context', () =>
      search('query=sales', { headers: { 'X-Source-Site-Context': 'gulf' } }),
    );
    await same('a scenario by header', () =>
      search('query=java', { headers: { 'X-Sim-Scenario': 'run-a' } }),
    );
    await same('a scenario by cookie', () =>
      search('query=java', { cookies: new Map([['sim_scenario', 'run-b']]) }),
    );
    const visitorCookies = new Map([[COOKIE.visitorId, 'visitor-1']]);
    await same('a visitor', () =>
      search('query=java%20developer&locations=Pune', { cookies: visitorCookies }),
    );
    const recent = await same('the visitor’s recent searches', () => ({
      method: 'get',
      path: '/penguin/api/public/events/v1/ml/recent-searches',
      headers: { 'X-Source-Country': 'IN' },
      cookies: visitorCookies,
    }));
    expect(JSON.stringify(recent.body)).toContain('java developer');
    await same('a signed-in seeker', (sim) =>
      search('query=sales', { cookies: seekerCookies.get(sim) }),
    );
    await same('a one-call fault', () =>
      search('query=java', { headers: { 'X-Sim-Fault': 'kind=statusOne;status=503' } }),
    );
    await same('HEAD', () => ({ ...search('query=java'), method: 'head' }));

    const [fast, slow] = await Promise.all([journalOf(lean), journalOf(plain)]);
    expect(fast.length).toBeGreaterThan(guest.length);
    expect(fast).toEqual(slow);
    expect(fast.some((e) => e.sessionAccountId !== null)).toBe(true);
    expect(fast.some((e) => e.scenario === 'run-b')).toBe(true);
  });

  it('When a fault is registered for the search, then it applies once on both, and then searches are answered again', async () => {
    for (const sim of [lean, plain]) {
      const set = await controlRequest(sim.url, 'post', '/faults', {
        operationId: 'searchResults',
        kind: 'successFalse',
        status: 503,
        remaining: 1,
      });
      expect(set.status).toBe(201);
    }
    expect((await same('faulted', () => search('query=java'))).status).toBe(503);
    expect((await same('after the fault', () => search('query=java'))).status).toBe(200);
  });
});

describe('Which requests the lean path takes', () => {
  let sim: TestSimulator;
  let server: Server;
  let base: string;
  const handedOn: string[] = [];

  beforeAll(async () => {
    sim = await startSimulator();
    const check = compileHotOperations(loadContract(), [LEAN_PATH]).get(LEAN_PATH);
    if (!check) throw new Error('No compiled check of the results path.');
    const listener = leanSearchPath(sim.context, {
      check,
      api: express(),
      fallback: (req, res) => {
        handedOn.push(`${req.method} ${req.url}`);
        res.writeHead(418).end();
      },
    });
    server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await sim.dispose();
  });

  it('When a search is plainly valid, then the lean path answers it', async () => {
    for (const q of ['', 'query=java', 'queryEntity=engineer%3Adesignation&locations=Mumbai']) {
      const reply = await rawRequest(base, search(q));
      expect(reply.status, q).toBe(200);
      expect(reply.body).toMatchObject({ total: expect.any(Number), facets: expect.any(Object) });
    }
    expect(handedOn).toEqual([]);
  });

  it('When a request is anything else, then Express gets it untouched', async () => {
    handedOn.length = 0;
    const others: RawRequest[] = [
      { ...search('query=java'), method: 'post', body: {} },
      { ...search('query=java'), method: 'head' },
      { ...search('query=java'), path: `${LEAN_PATH}/` },
      { ...search('query=java'), path: LEAN_PATH.toUpperCase() },
      { ...search(''), path: '/middleware/jobsearch' },
      search('query=java+developer'),
      search('limit=500'),
      search('query=java', { headers: { 'X-Sim-Fault': 'kind=network' } }),
    ];
    for (const request of others) {
      const reply = await rawRequest(base, request);
      expect(reply.status, `${request.method} ${request.path}?${request.rawQuery}`).toBe(418);
    }
    // A GET with a body (fetch cannot send one).
    const withBody = await new Promise<number | undefined>((resolve, reject) => {
      const sent = request(`${base}/api${LEAN_PATH}?query=java`, {
        headers: { 'X-Source-Country': 'IN', 'Content-Length': '0' },
      });
      sent.on('response', (reply) => {
        reply.resume();
        resolve(reply.statusCode);
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(withBody).toBe(418);
    expect(handedOn).toHaveLength(others.length + 1);

    handedOn.length = 0;
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'searchResults',
      kind: 'successFalse',
      scenario: 'run-c',
    });
    const scenario = { headers: { 'X-Sim-Scenario': 'run-c' } };
    expect((await rawRequest(base, search('query=java', scenario))).status).toBe(418);
    expect((await rawRequest(base, search('query=java'))).status).toBe(200);
    expect(handedOn).toHaveLength(1);
  });
});
