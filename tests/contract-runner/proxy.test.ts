// The validating proxy in front of the simulator: ordinary traffic through it keeps the contract
// (0 violations in its journal), a simulator fault that answers a wrong body is flagged in the
// header and the journal, and pages still come through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEncoded } from '../../openapi/client';
import { signInForm } from '../../fixtures/accounts';
import { startProxy, VIOLATIONS_HEADER, type RunningProxy } from '../../scripts/proxy/server';
import { controlRequest, rawRequest } from '../support/raw';
import { startSimulator, visitor, signedIn, type TestSimulator } from '../support/sim';

let sim: TestSimulator;
let proxy: RunningProxy;
beforeAll(async () => {
  sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'log' });
  proxy = await startProxy({ target: sim.url, port: 0 });
});
afterAll(async () => {
  await proxy.close();
  await sim.dispose();
});

interface Entry {
  operationId: string | null;
  status: number;
  requestBody?: unknown;
  validation: { request: string; response: string; errors: string[] };
}

async function journal(): Promise<Entry[]> {
  const response = await rawRequest(proxy.url, {
    method: 'get',
    path: '/../__sim/journal',
    query: { limit: '2000' },
  });
  return (response.body as { entries: Entry[] }).entries;
}

describe('the validating proxy', () => {
  it('records ordinary traffic with no violation', async () => {
    await rawRequest(proxy.url, { method: 'delete', path: '/../__sim/journal' });
    const guest = visitor({ url: proxy.url });
    const search = await guest.api.GET('/middleware/search/results', {
      params: { query: { query: 'java' } },
    });
    expect(search.response.status).toBe(200);
    expect(search.response.headers.get(VIOLATIONS_HEADER)).toBeNull();
    const jobId = search.data?.jobs?.[0]?.jobId ?? '10000003';
    await guest.api.GET('/middleware/jobdetail/{jobId}', { params: { path: { jobId } } });
    await guest.api.GET('/middleware/autocomplete/keywords', {
      params: { query: { query: 'ja' } },
    });
    const seeker = await signedIn({ url: proxy.url });
    await seeker.api.POST('/middleware/jobSave', { body: { jobId } });
    await seeker.api.GET('/middleware/savedJobs');
    await seeker.api.GET('/middleware/userMe');
    await seeker.api.POST('/middleware/logout');
    const entries = await journal();
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.flatMap((e) => e.validation.errors)).toEqual([]);
    expect(new Set(entries.map((e) => `${e.validation.request}/${e.validation.response}`))).toEqual(
      new Set(['valid/valid']),
    );
    const login = entries.find((e) => e.operationId === 'rioLogin');
    expect(JSON.stringify(login?.requestBody)).not.toContain(signInForm('seeker', 'IN').password);
  });

  it('flags a wrong answer that a simulator fault injects, in the header and the journal', async () => {
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'cartCount',
      kind: 'body',
      status: 200,
      body: { count: 'three' },
    });
    try {
      const seeker = await signedIn({ url: proxy.url });
      const { response } = await seeker.api.GET('/middleware/cart/count');
      expect(response.status).toBe(200);
      expect(response.headers.get(VIOLATIONS_HEADER)).toMatch(
        /^\d+; .*response_schema_conformance/,
      );
      const entry = (await journal()).find((e) => e.operationId === 'cartCount');
      expect(entry?.validation.response).toBe('invalid');
      expect(entry?.validation.errors.join(' ')).toMatch(/response_schema_conformance/);
    } finally {
      await controlRequest(sim.url, 'delete', '/faults');
    }
  });

  it('flags a request that breaks the contract, and forwards it as sent', async () => {
    const response = await rawRequest(proxy.url, {
      method: 'get',
      path: '/middleware/master-data',
      query: { type: 'nonsense' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get(VIOLATIONS_HEADER)).toMatch(/request/);
    const entry = (await journal()).find((e) => e.operationId === 'masterData');
    expect(entry?.validation.request).toBe('invalid');
  });

  it('forwards a sign-in form and the other paths unchanged', async () => {
    const sites = await rawRequest(proxy.url, { method: 'get', path: '/../__sim/sites' });
    expect(sites.status).toBe(200);
    expect(JSON.stringify(sites.body)).toContain('india');
    const guest = visitor({ url: proxy.url });
    const { response } = await guest.api.POST('/rio/login', {
      body: signInForm('seeker', 'IN'),
      ...formEncoded,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('MSSOCLIENT='))).toBe(true);
  });
});
