// The runner against backends that each break one promise of the contract: it must fail each,
// naming the check the promise belongs to, in the report's summary and on the operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type TestSimulator } from '../support/sim';
import { brokenBackend, isApi, rewriteJson, type Breaker } from '../support/broken-backend';
import { failedChecks, runAgainst } from './run';
import type { RunOptions } from '../../scripts/contract/run-context';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
});
afterAll(async () => {
  await sim.dispose();
});

async function runBroken(breaker: Breaker, options: Partial<RunOptions>) {
  const backend = await brokenBackend(sim.url, breaker);
  try {
    return await runAgainst(backend.url, options);
  } finally {
    await backend.close();
  }
}

const envelope400 = JSON.stringify({
  status: 1,
  errors: { errs: [{ msg: 'jobId: refused', param: 'jobId', location: 'body' }] },
});

describe('the contract runner fails a backend that breaks one promise', () => {
  it('passes the simulator behind a proxy that changes nothing', async () => {
    const report = await runBroken(
      {},
      {
        operations: [
          'rioLogin',
          'searchResults',
          'jobdetail',
          'jobSave',
          'jobUnSave',
          'savedJobs',
          'createJobAlert',
          'jobAlerts',
          'editJobAlert',
          'deleteJobAlert',
          'companyFollow',
          'companyUnfollow',
          'followedCompanies',
          'jobApply',
          'appliedJobs',
          'uploadAvatar',
          'masterData',
        ],
      },
    );
    expect(report.operations.flatMap((o) => o.failures)).toEqual([]);
    expect(report.summary.failed).toBe(0);
    expect(report.summary.cases).toBeGreaterThan(100);
    expect(report.operations.find((o) => o.operationId === 'savedJobs')?.stateful).toBeGreaterThan(
      0,
    );
  });

  const cases: Array<[string, string, Breaker, Partial<RunOptions>, string]> = [
    [
      'a number sent as a string',
      'response_schema_conformance',
      {
        response: (e) =>
          isApi(e.url, '/middleware/savedJobs')
            ? rewriteJson(e, (b) => (b.total = String(b.total)))
            : e,
      },
      { operations: ['savedJobs'] },
      'savedJobs',
    ],
    [
      'a required field dropped',
      'response_schema_conformance',
      {
        response: (e) =>
          e.url.startsWith('/api/middleware/jobdetail/') && e.status === 200
            ? rewriteJson(e, (b) => {
                const first = Object.keys(b)[0];
                if (first) Reflect.deleteProperty(b, first);
              })
            : e,
      },
      { operations: ['jobdetail'] },
      'jobdetail',
    ],
    [
      'a 4xx turned 500',
      'not_a_server_error',
      { response: (e) => (e.status === 400 ? { ...e, status: 500 } : e) },
      { operations: ['masterData'] },
      'masterData',
    ],
    [
      'a wrong content type',
      'content_type_conformance',
      {
        response: (e) =>
          isApi(e.url, '/middleware/employersOfChoice')
            ? { ...e, headers: { ...e.headers, 'content-type': 'text/html; charset=utf-8' } }
            : e,
      },
      { operations: ['employersOfChoice'] },
      'employersOfChoice',
    ],
    [
      'invalid input accepted',
      'negative_data_rejection',
      {
        response: (e) =>
          isApi(e.url, '/middleware/jobSave') && e.status === 400
            ? { ...e, status: 200, body: JSON.stringify({ success: true }) }
            : e,
      },
      { operations: ['jobSave'] },
      'jobSave',
    ],
    [
      'valid input refused',
      'positive_data_acceptance',
      {
        shortcut: (method, url) =>
          method === 'POST' && isApi(url, '/middleware/createJobAlert')
            ? { status: 400, headers: { 'content-type': 'application/json' }, body: envelope400 }
            : undefined,
      },
      { operations: ['createJobAlert'] },
      'createJobAlert',
    ],
    [
      'a session ignored',
      'ignored_auth',
      {
        // Every request but signing in and out is forwarded with the first session the proxy saw.
        ...(() => {
          let session: string | undefined;
          const breaker: Breaker = {
            request: (_m, url, headers) =>
              session && !isApi(url, '/rio/login') && !isApi(url, '/middleware/logout')
                ? { ...headers, cookie: session }
                : headers,
            response: (e) => {
              const set = e.headers['set-cookie'];
              const line = (Array.isArray(set) ? set : set ? [set] : []).find((l) =>
                l.startsWith('MSSOCLIENT='),
              );
              if (line && !session) session = line.split(';')[0];
              return e;
            },
          };
          return breaker;
        })(),
      },
      { operations: ['savedJobs'] },
      'savedJobs',
    ],
    [
      'stale reads after a write',
      'ensure_resource_availability',
      (() => {
        const cache = new Map<string, ReturnType<NonNullable<Breaker['response']>>>();
        return {
          shortcut: (method: string, url: string) =>
            method === 'GET' ? cache.get(url) : undefined,
          response: (e) => {
            if (e.method === 'GET' && e.status === 200) cache.set(e.url, e);
            return e;
          },
        } satisfies Breaker;
      })(),
      { operations: ['createJobAlert', 'jobAlerts'] },
      'createJobAlert',
    ],
    [
      'a delete that removes nothing',
      'use_after_free',
      {
        shortcut: (method, url) =>
          method === 'POST' && isApi(url, '/middleware/jobUnSave')
            ? {
                status: 200,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ success: true, message: 'Job unsaved successfully.' }),
              }
            : undefined,
      },
      { operations: ['jobSave', 'savedJobs', 'jobUnSave'] },
      'jobUnSave',
    ],
    [
      'an undeclared status',
      'status_code_conformance',
      {
        response: (e) =>
          isApi(e.url, '/middleware/savedJobs') && e.status === 200 ? { ...e, status: 203 } : e,
      },
      { operations: ['savedJobs'] },
      'savedJobs',
    ],
    [
      'an answer that never comes',
      'timeout',
      { shortcut: (_method, url) => (isApi(url, '/middleware/splashScreen') ? 'hang' : undefined) },
      { operations: ['splashScreen'], timeoutMs: 300 },
      'splashScreen',
    ],
    [
      'a sign-in without its Set-Cookie header',
      'response_headers_conformance',
      {
        response: (e) =>
          isApi(e.url, '/rio/login')
            ? {
                ...e,
                headers: Object.fromEntries(
                  Object.entries(e.headers).filter(([k]) => k !== 'set-cookie'),
                ),
              }
            : e,
      },
      { operations: ['rioLogin'] },
      'rioLogin',
    ],
  ];

  it.each(cases)('%s: %s', async (_what, check, breaker, options, operationId) => {
    const report = await runBroken(breaker, options);
    expect(report.summary.failed).toBeGreaterThan(0);
    expect(report.summary.byCheck[check as keyof typeof report.summary.byCheck]).toBeGreaterThan(0);
    expect(failedChecks(report, operationId)).toContain(check);
    const failure = report.operations.flatMap((o) => o.failures).find((f) => f.check === check);
    expect(failure?.request.curl).toMatch(/^curl -i -X [A-Z]+ 'http:\/\/127\.0\.0\.1:\d+\/api\//);
  });
});
