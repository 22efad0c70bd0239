// The one API pipeline (sim-server/api/pipeline.ts) through HTTP: what it accepts and coerces,
// what it refuses and how it names the field, how it journals both, and what the response check
// sends in each mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlRequest, rawRequest, rawTextRequest, type RawRequest } from '../support/raw';
import { startSimulator, type TestSimulator } from '../support/sim';
import { firstError } from './helpers';

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
  // What real clients send unencoded: reserved characters, and `+` for a space.
  'query=java+developer',
  'query=Principal%20Engineer%20(Java)',
  'query=a:b',
  'query=sales,java&sort=2',
  'industries=1,2',
  'queryEntity=engineer:designation',
  'qu%65ry=java',
];

/** Invalid queries and the field the refusal must name. */
const INVALID_QUERIES: Array<[string, string]> = [
  ['limit=500', 'limit'],
  ['limit=abc', 'limit'],
  ['limit=0', 'limit'],
  ['start=-1', 'start'],
  ['sort=3', 'sort'],
  ['experience=52', 'experience'],
  ['bogus=1', 'bogus'],
  ['queryEntity=bad', 'queryEntity.0'],
  ['filter=maybe', 'filter'],
  ['limit=10&limit=20', 'limit'],
  ['jobFreshness=8', 'jobFreshness'],
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

describe('The API pipeline', () => {
  let sim: TestSimulator;

  beforeAll(async () => {
    sim = await startSimulator();
  });

  afterAll(async () => {
    await sim.dispose();
  });

  it('When a search query is valid, as browsers and tools send it, then it is answered', async () => {
    for (const q of VALID_QUERIES) {
      const reply = await rawRequest(sim.url, get(q));
      expect(reply.status, q).toBe(200);
    }
  });

  it('When an email comes with its `@` unencoded, then it is read as that email', async () => {
    const reply = await rawRequest(sim.url, {
      method: 'get',
      path: '/middleware/checkExistence',
      rawQuery: 'email=seeker.in@example.com',
      headers: { 'X-Source-Country': 'IN' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ emailExists: true });
  });

  it('When a query breaks the contract, then it gets 400 naming the field, and is journalled as invalid', async () => {
    for (const [q, field] of INVALID_QUERIES) {
      await controlRequest(sim.url, 'delete', '/journal');
      const reply = await rawRequest(sim.url, get(q));
      expect(reply.status, q).toBe(400);
      expect(firstError(reply.body).param, q).toBe(field);
      const journal = await controlRequest(sim.url, 'get', '/journal');
      const [entry] = (journal.body as { entries: Array<Record<string, unknown>> }).entries;
      expect(entry, q).toMatchObject({
        operationId: 'searchResults',
        status: 400,
        validation: { request: 'invalid' },
      });
    }
  });

  it('When a site header is not one of the contract, then it gets 400 naming the header', async () => {
    const reply = await rawRequest(sim.url, get('query=java', { 'X-Source-Country': 'XX' }));
    expect(reply.status).toBe(400);
    expect(firstError(reply.body)).toMatchObject({ location: 'header', param: 'x-source-country' });
  });

  it('When a listing body is valid, then it is answered; when it is not, the field is named', async () => {
    expect((await rawRequest(sim.url, post({ filterName: 'walkin', limit: 10 }))).status).toBe(200);
    const zero = await rawRequest(sim.url, post({ limit: 0 }));
    expect(zero.status).toBe(400);
    expect(firstError(zero.body).param).toBe('limit');
    const text = await rawRequest(sim.url, post({ limit: '10' }));
    expect(firstError(text.body).param).toBe('limit');
  });

  it('When a body is malformed, too deep or of a media type the operation does not take, then it gets 400 and nothing else happens', async () => {
    const json = (text: string) => ({ contentType: 'application/json', text });
    const malformed = await rawTextRequest(sim.url, 'POST', LISTING, json('{"limit": '));
    expect(malformed.status).toBe(400);
    const deep = await rawTextRequest(
      sim.url,
      'POST',
      LISTING,
      json(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    );
    expect(deep.status).toBe(400);
    expect(deep.text).toContain('nested deeper');
    const plain = await rawTextRequest(sim.url, 'POST', LISTING, {
      contentType: 'text/plain',
      text: '{}',
    });
    expect(plain.status).toBe(400);
    const form = await rawRequest(sim.url, { ...post({ limit: '10' }), encoding: 'form' });
    expect(form.status).toBe(400);
    expect(JSON.stringify(form.body)).toContain('application/json');
  });

  it('When a path or method is not in the contract, then 404, or 405 naming the allowed methods, says so', async () => {
    const unknown = await rawRequest(sim.url, { method: 'get', path: '/middleware/nothing-here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'UNKNOWN_ENDPOINT' });
    const method = await rawRequest(sim.url, { method: 'delete', path: RESULTS });
    expect(method.status).toBe(405);
    expect(method.body).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED' });
    // RFC 9110: a 405 carries Allow (the results path has GET only; HEAD is answered as GET).
    expect(method.headers.get('allow')).toBe('GET, HEAD');
  });

  it('When HEAD asks for a GET operation, then the operation answers', async () => {
    const head = await rawTextRequest(sim.url, 'HEAD', `${RESULTS}?query=java`);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('When the path ends in a slash, then it names no operation of the contract (404), as the validating proxy says too', async () => {
    const slash = await rawRequest(sim.url, { ...get('query=java'), path: `${RESULTS}/` });
    expect(slash.status).toBe(404);
    expect(slash.body).toMatchObject({ errorCode: 'UNKNOWN_ENDPOINT' });
  });

  it('When an answer is sent, then it is JSON with its length and no framework headers', async () => {
    const reply = await rawRequest(sim.url, get('query=java'));
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(reply.headers.get('content-length'))).toBe(Buffer.byteLength(reply.text));
    expect(reply.headers.get('x-powered-by')).toBeNull();
    expect(reply.headers.get('etag')).toBeNull();
  });
});

describe('The response check in each mode', () => {
  const broken = { jobs: [] };
  const sims = new Map<string, TestSimulator>();

  beforeAll(async () => {
    for (const mode of ['strict', 'log', 'off']) {
      sims.set(mode, await startSimulator({ SIM_RESPONSE_VALIDATION: mode }));
    }
  });

  afterAll(async () => {
    for (const sim of sims.values()) await sim.dispose();
  });

  /** A search whose answer a one-call fault replaces with `body` at `status`. */
  async function answered(mode: string, status: number, body: unknown) {
    const sim = sims.get(mode);
    if (!sim) throw new Error(`No simulator in ${mode} mode.`);
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'searchResults',
      kind: 'body',
      status,
      body,
      remaining: 1,
    });
    const errors = console.error;
    console.error = () => undefined;
    try {
      const reply = await rawRequest(sim.url, get('query=java'));
      const journal = await controlRequest(sim.url, 'get', '/journal?limit=1');
      const [entry] = (journal.body as { entries: Array<{ validation: Record<string, unknown> }> })
        .entries;
      return { reply, validation: entry?.validation };
    } finally {
      console.error = errors;
    }
  }

  it('When an answer breaks the contract, then strict sends the violation envelope and log sends it as it is; both record it', async () => {
    const strict = await answered('strict', 200, broken);
    expect(strict.reply.status).toBe(500);
    expect(strict.reply.body).toMatchObject({ errorCode: 'CONTRACT_VIOLATION' });
    expect(strict.validation).toMatchObject({ response: 'invalid' });
    expect(JSON.stringify(strict.validation)).toMatch(/response_schema_conformance: \/total /);
    const logged = await answered('log', 200, broken);
    expect(logged.reply.status).toBe(200);
    expect(logged.reply.body).toEqual(broken);
    expect(logged.validation).toMatchObject({ response: 'invalid' });
  });

  it('When checks are off, then the answer goes out unchecked', async () => {
    const off = await answered('off', 200, broken);
    expect(off.reply.body).toEqual(broken);
    expect(off.validation).toMatchObject({ response: 'unchecked', errors: [] });
  });

  it('When a failure (5xx) breaks the contract, then it is checked like any answer: strict sends the violation envelope, log sends it as it is', async () => {
    const strict = await answered('strict', 503, broken);
    expect(strict.reply.status).toBe(500);
    expect(strict.reply.body).toMatchObject({ errorCode: 'CONTRACT_VIOLATION' });
    expect(strict.validation).toMatchObject({ response: 'invalid' });
    const logged = await answered('log', 503, broken);
    expect(logged.reply.status).toBe(503);
    expect(logged.validation).toMatchObject({ response: 'invalid' });
    const kept = await answered('strict', 503, { success: false, error: 'Down.' });
    expect(kept.reply.status).toBe(503);
    expect(kept.validation).toMatchObject({ response: 'valid', errors: [] });
  });
});
