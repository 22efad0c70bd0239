// The web app's usage: what the client's recorder notes (a field counts when the app reads it, not
// when the contract sends it), the freshness rule the suites' teardown applies, and feltByWebApp
// from the committed openapi/usage/web.json.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../openapi/client';
import { usageFromEntries } from '../../scripts/usage/from-entries';
import { missingFrom, readUsage, WEB_USAGE } from '../../scripts/usage/usage-file';
import { recordUsage } from '../../web/src/lib/usage-recorder';
import type { JsonObject } from '../../scripts/contract-diff/types';
import { diffMutation, list, node, schema } from './support';

const ANSWER = {
  jobs: [{ jobId: 'j1', title: 'Java developer', companyName: 'Acme', companyLogo: 'a.png' }],
  total: 1,
};

function recordingClient(notes: string[]) {
  Object.assign(globalThis, { __noteApiUsage: (entries: string[]) => notes.push(...entries) });
  const fetch = async () =>
    new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } });
  return recordUsage(
    createApiClient({
      baseUrl: 'http://sim.test/api',
      site: { countryCode: 'IN', siteContext: 'india' },
      fetch,
    }),
  );
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, '__noteApiUsage');
});

describe('the usage recorder', () => {
  it('When the app reads some fields of an answer, then only those and the parameters it sent are noted', async () => {
    const notes: string[] = [];
    const client = recordingClient(notes);
    const { data } = await client.GET('/middleware/search/results', {
      params: { query: { query: 'java' } },
    });
    expect(data?.jobs.map((job) => job.title)).toEqual(['Java developer']);
    await Promise.resolve();
    const usage = usageFromEntries(notes).operations.searchResults;
    expect(usage?.responseFields).toEqual(['jobs', 'jobs[].title']);
    expect(usage?.parameters).toEqual(
      expect.arrayContaining(['query:query', 'header:x-source-country']),
    );
    expect(usage?.responseFields).not.toContain('jobs[].companyName');
  });

  it('When the page has no recording binding, then the client is the plain client', () => {
    const client = createApiClient({ site: { countryCode: 'IN', siteContext: 'india' } });
    expect(recordUsage(client)).toBe(client);
  });
});

describe('the usage file stays fresh', () => {
  it('When the app reads a field the committed file does not record, then the check names it', async () => {
    const notes: string[] = [];
    const client = recordingClient(notes);
    const { data } = await client.GET('/middleware/search/results', {});
    // companyLogo: the results page does not read it today.
    expect(data?.jobs[0]?.companyLogo).toBe('a.png');
    await Promise.resolve();
    const missing = missingFrom(readUsage(WEB_USAGE), usageFromEntries(notes));
    expect(missing).toContain('searchResults responseFields jobs[].companyLogo');
  });

  it('When the app calls an operation the committed file does not record, then the check names the call', () => {
    const run = usageFromEntries(['GET /middleware/profile-stats|response|views']);
    expect(missingFrom({ operations: {} }, run)).toEqual([
      'profileStats (a call the usage file does not have)',
    ]);
  });

  it('When many page loads send the same unrecorded parameter, then the check names it once', () => {
    const note = 'GET /middleware/suggestedJobs|parameter|query:sort';
    const run = usageFromEntries([note, note, note]);
    const known = {
      operations: { suggestedJobs: { parameters: [], requestFields: [], responseFields: [] } },
    };
    expect(missingFrom(known, run)).toEqual(['suggestedJobs parameters query:sort']);
  });
});

describe('feltByWebApp from the committed usage file', () => {
  const usage = readUsage(WEB_USAGE);
  const felt = (mutate: (doc: JsonObject) => void) =>
    diffMutation(mutate, usage).changes.filter((c) => c.level === 'breaking');

  it('When a field the results page reads is removed, then the break is felt by the web app', () => {
    const changes = felt((d) => {
      delete node(schema(d, 'Job'), 'properties').title;
      schema(d, 'Job').required = list(schema(d, 'Job'), 'required').filter((r) => r !== 'title');
    });
    const search = changes.find((c) => c.operationId === 'searchResults');
    expect(search?.rule).toBe('response-property-removed');
    expect(search?.feltByWebApp).toBe(true);
  });

  it('When a field the results page never reads is removed, then the break is not felt', () => {
    const changes = felt((d) => {
      delete node(schema(d, 'Job'), 'properties').companyLogo;
    });
    const search = changes.find((c) => c.operationId === 'searchResults');
    expect(search?.rule).toBe('response-property-removed');
    expect(search?.feltByWebApp).toBe(false);
  });

  it('When an operation the web app never calls is removed, then the break is not felt', () => {
    expect(usage.operations.getSemantic).toBeUndefined();
    const changes = felt((d) => {
      delete node(d, 'paths', '/middleware/voice-search/getSemantic').post;
    });
    expect(changes.map((c) => [c.operationId, c.rule, c.feltByWebApp])).toEqual([
      ['getSemantic', 'api-removed-without-deprecation', false],
    ]);
  });

  it('When a required parameter is added to an operation the app calls, then the break is felt', () => {
    const changes = felt((d) =>
      list(d, 'paths', '/middleware/search/results', 'get', 'parameters').push({
        name: 'region',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    );
    expect(changes.map((c) => [c.rule, c.feltByWebApp])).toEqual([
      ['new-required-request-parameter', true],
    ]);
  });
});
