// One answer check: broken answers arranged through the simulator's fault control go out through
// the validating proxy, and the simulator's journal and the proxy's give each the same verdict
// and the same violation lines (both run checkAnswer of openapi/runtime/answer-checks.ts). The
// expected verdicts pin how a status the operation does not list is judged beside `default`
// (openapi/README.md, "How an answer is judged"): an undeclared failure (any 4xx or 5xx) by
// `default`, an undeclared success or redirect as no status the contract knows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForm } from '../../fixtures/accounts';
import type { JournalEntry } from '../../openapi/runtime/journal';
import { startProxy, type RunningProxy } from '../../scripts/proxy/server';
import { controlRequest, rawRequest, type RawRequest } from '../support/raw';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

let sim: TestSimulator;
let proxy: RunningProxy;
let jobId: string;
let profile: Record<string, unknown>;

beforeAll(async () => {
  // Strict, as tests run it: a fault that says breaksContract still goes out as it is.
  sim = await startSimulator();
  proxy = await startProxy({ target: sim.url, port: 0 });
  const search = await rawRequest(sim.url, {
    method: 'get',
    path: '/middleware/search/results',
    query: { query: 'java' },
  });
  jobId = (search.body as { jobs: Array<{ jobId: string }> }).jobs[0]?.jobId ?? '10000003';
  const seeker = await signedIn(sim);
  const me = await seeker.api.GET('/middleware/userMe');
  profile = me.data as unknown as Record<string, unknown>;
});
afterAll(async () => {
  await proxy.close();
  await sim.dispose();
});

type Validation = JournalEntry['validation'];

interface Judged {
  status: number;
  simulator: Validation | undefined;
  proxy: Validation | undefined;
}

/** The request sent through the proxy once a one-use fault is set; both journals' verdicts. */
async function judged(
  operationId: string,
  fault: Record<string, unknown>,
  request: RawRequest,
): Promise<Judged> {
  const set = await controlRequest(sim.url, 'post', '/faults', {
    operationId,
    remaining: 1,
    breaksContract: true,
    ...fault,
  });
  expect(set.status).toBe(201);
  const answer = await rawRequest(proxy.url, request);
  const [simulator] = sim.context.journal.list({ operationId, limit: 1 });
  const [proxied] = proxy.journal.list({ operationId, limit: 1 });
  return { status: answer.status, simulator: simulator?.validation, proxy: proxied?.validation };
}

const jobdetail = (): RawRequest => ({ method: 'get', path: `/middleware/jobdetail/${jobId}` });
const cartCount: RawRequest = { method: 'get', path: '/middleware/cart/count' };
const userMe: RawRequest = { method: 'get', path: '/middleware/userMe' };
const signIn: RawRequest = {
  method: 'post',
  path: '/rio/login',
  body: signInForm('seeker', 'IN'),
  encoding: 'form',
};

const envelope = { success: false, error: 'Simulated failure.', errorCode: 'SIMULATED' };

interface AnswerCase {
  name: string;
  operationId: string;
  fault: () => Record<string, unknown>;
  request: () => RawRequest;
  status: number;
  verdict: 'valid' | 'invalid';
  /** The check (and words) the violation names, when invalid. */
  names?: RegExp;
}

const CASES: AnswerCase[] = [
  {
    name: 'an error envelope on 201, a success jobdetail does not list beside default',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'successFalse', status: 201 }),
    request: jobdetail,
    status: 201,
    verdict: 'invalid',
    names:
      /^status_code_conformance: 201 is not a status jobdetail declares .*default stands for failures only/,
  },
  {
    name: 'the status-1 envelope on 299, an unregistered success',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'statusOne', status: 299 }),
    request: jobdetail,
    status: 299,
    verdict: 'invalid',
    names: /^status_code_conformance: 299 /,
  },
  {
    name: "cartCount's own body on 201",
    operationId: 'cartCount',
    fault: () => ({ kind: 'body', status: 201, body: { Status: 200, Response: 2 } }),
    request: () => cartCount,
    status: 201,
    verdict: 'invalid',
    names: /^status_code_conformance: 201 /,
  },
  {
    name: 'an error envelope on 418, a failure jobdetail does not list: default',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'successFalse', status: 418 }),
    request: jobdetail,
    status: 418,
    verdict: 'valid',
  },
  {
    name: 'an error envelope on 409, undeclared for jobdetail: default',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'statusOne', status: 409 }),
    request: jobdetail,
    status: 409,
    verdict: 'valid',
  },
  {
    name: 'a body that is no envelope on 418',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'body', status: 418, body: { teapot: true } }),
    request: jobdetail,
    status: 418,
    verdict: 'invalid',
    names: /^response_schema_conformance: /,
  },
  {
    name: 'an error envelope on 200',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'successFalse', status: 200 }),
    request: jobdetail,
    status: 200,
    verdict: 'invalid',
    names: /^response_schema_conformance: .*required property 'job'/,
  },
  {
    name: 'a wrong type',
    operationId: 'cartCount',
    fault: () => ({ kind: 'body', status: 200, body: { Status: 200, Response: 'three' } }),
    request: () => cartCount,
    status: 200,
    verdict: 'invalid',
    names: /^response_schema_conformance: \/Response must be integer/,
  },
  {
    name: 'a missing field',
    operationId: 'cartCount',
    fault: () => ({ kind: 'body', status: 200, body: { Status: 200 } }),
    request: () => cartCount,
    status: 200,
    verdict: 'invalid',
    names: /^response_schema_conformance: .*required property 'Response'/,
  },
  {
    name: 'an extra field where the schema closes the object',
    operationId: 'userMe',
    fault: () => {
      const emails = profile.emails as Array<Record<string, unknown>>;
      return {
        kind: 'body',
        status: 200,
        body: { ...profile, emails: [{ ...emails[0], verifiedBy: 'fax' }, ...emails.slice(1)] },
      };
    },
    request: () => userMe,
    status: 200,
    verdict: 'invalid',
    names: /^response_schema_conformance: \/emails\/0 must NOT have additional properties/,
  },
  {
    name: 'an extra field where the schema leaves the object open',
    operationId: 'jobdetail',
    fault: () => ({ kind: 'body', status: 404, body: { ...envelope, traceId: 'abc' } }),
    request: jobdetail,
    status: 404,
    verdict: 'valid',
  },
  {
    name: 'a 503 in the error envelope',
    operationId: 'cartCount',
    fault: () => ({ kind: 'successFalse', status: 503 }),
    request: () => cartCount,
    status: 503,
    verdict: 'valid',
  },
  {
    name: 'a 500 whose body is no envelope',
    operationId: 'cartCount',
    fault: () => ({ kind: 'body', status: 500, body: { down: true } }),
    request: () => cartCount,
    status: 500,
    verdict: 'invalid',
    names: /^response_schema_conformance: /,
  },
  {
    name: 'a 500 whose body is no JSON value the envelope takes (a string)',
    operationId: 'cartCount',
    fault: () => ({ kind: 'body', status: 500, body: 'Internal Server Error' }),
    request: () => cartCount,
    status: 500,
    verdict: 'invalid',
    names: /^response_schema_conformance: \/ must be object/,
  },
  {
    name: 'a declared 429 without its required Retry-After header',
    operationId: 'rioLogin',
    fault: () => ({ kind: 'status', status: 429 }),
    request: () => signIn,
    status: 429,
    verdict: 'invalid',
    names: /^response_headers_conformance: the required header retry-after is missing/,
  },
];

describe('The simulator and the validating proxy give an answer one verdict', () => {
  for (const c of CASES) {
    it(`When a fault answers ${c.name}, then both journals call it ${c.verdict}, with the same lines`, async () => {
      const errors = console.error;
      console.error = () => undefined;
      let result: Judged;
      try {
        result = await judged(c.operationId, c.fault(), c.request());
      } finally {
        console.error = errors;
      }
      expect(result.status).toBe(c.status);
      expect(result.simulator).toBeDefined();
      expect(result.proxy).toEqual(result.simulator);
      expect(result.simulator?.request).toBe('valid');
      expect(result.simulator?.response).toBe(c.verdict);
      if (c.names) {
        expect(result.simulator?.errors).toHaveLength(1);
        expect(result.simulator?.errors[0]).toMatch(c.names);
      } else {
        expect(result.simulator?.errors).toEqual([]);
      }
    });
  }

  it('When a one-call X-Sim-Fault header answers a 5xx failure, then both journals check it and call it valid', async () => {
    const answer = await rawRequest(proxy.url, {
      ...cartCount,
      headers: { 'X-Sim-Fault': 'kind=statusOne;status=502' },
    });
    expect(answer.status).toBe(502);
    const [simulator] = sim.context.journal.list({ operationId: 'cartCount', limit: 1 });
    const [proxied] = proxy.journal.list({ operationId: 'cartCount', limit: 1 });
    expect(simulator?.validation).toEqual({ request: 'valid', response: 'valid', errors: [] });
    expect(proxied?.validation).toEqual(simulator?.validation);
  });
});
