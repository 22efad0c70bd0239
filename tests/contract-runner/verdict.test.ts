// One verdict: the simulator and the validating proxy in front of it judge every request the same
// way (keeps the contract, breaks it, or names no operation of it), because both run the one
// contract runtime (openapi/runtime/exchange.ts). Over 2,000 seeded requests (the contract
// runner's valid and broken cases of every operation, and fast-check's edge cases), each is sent
// to the simulator directly and through the proxy; the verdicts are read from the two journals,
// with the simulator's verdict on what the proxy forwarded as a third.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from '../../openapi/runtime/contract';
import type { Journal, Verdict } from '../../openapi/runtime/journal';
import { startProxy, type RunningProxy } from '../../scripts/proxy/server';
import { startSimulator, type TestSimulator } from '../support/sim';
import { edgeRequests, runnerRequests, type Wire } from './verdict-requests';

const SEED = 20261127;
const NEGATIVES_PER_OPERATION = 10;
const EDGE_CASES = 1200;

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

function send(base: string, wire: Wire): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        method: wire.method,
        path: wire.target,
        headers: {
          ...wire.headers,
          host: `localhost:${url.port}`,
          'content-length': String(wire.body?.length ?? 0),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(wire.body);
  });
}

/** The verdict of the entry a journal made since `after`, or `none` when it made none. */
function verdictSince(journal: Journal, after: number): Verdict | 'none' {
  const [latest] = journal.list({ limit: 1 });
  return latest && latest.seq > after ? latest.validation.request : 'none';
}

/** The answer's verdict and lines of the entry a journal made since `after`. */
function answerVerdictSince(journal: Journal, after: number): string {
  const [latest] = journal.list({ limit: 1 });
  if (!latest || latest.seq <= after) return 'none';
  const lines = latest.validation.errors.filter((line) => !line.startsWith('request '));
  return [latest.validation.response, ...lines].join(' | ');
}

function lastSeq(journal: Journal): number {
  return journal.list({ limit: 1 })[0]?.seq ?? 0;
}

interface Judged {
  wire: Wire;
  direct: Verdict | 'none';
  proxy: Verdict | 'none';
  forwarded: Verdict | 'none';
  /** The answer's verdict by the proxy and by the simulator that made it (one answer). */
  proxyAnswer: string;
  forwardedAnswer: string;
}

async function judge(wire: Wire): Promise<Judged> {
  const simJournal = sim.context.journal;
  let mark = lastSeq(simJournal);
  await send(sim.url, wire);
  const direct = verdictSince(simJournal, mark);
  mark = lastSeq(simJournal);
  const proxyMark = lastSeq(proxy.journal);
  await send(proxy.url, wire);
  return {
    wire,
    direct,
    proxy: verdictSince(proxy.journal, proxyMark),
    forwarded: verdictSince(simJournal, mark),
    proxyAnswer: answerVerdictSince(proxy.journal, proxyMark),
    forwardedAnswer: answerVerdictSince(simJournal, mark),
  };
}

describe('The simulator and the validating proxy give one verdict', () => {
  it('When 2,000 seeded requests, valid, broken and odd, go to both, then every verdict agrees', async () => {
    const contract = readContract();
    const { valid, broken } = await runnerRequests(contract, SEED, NEGATIVES_PER_OPERATION);
    const requests = [...valid, ...broken, ...edgeRequests(contract, valid, SEED, EDGE_CASES)];
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    const judged: Judged[] = [];
    for (const wire of requests) judged.push(await judge(wire));
    const disagreements = judged
      .filter((j) => j.direct !== j.proxy || j.direct !== j.forwarded || j.direct === 'none')
      .map(
        (j) =>
          `${j.wire.method} ${j.wire.target} (${j.wire.label}): simulator ${j.direct}, proxy ${j.proxy}, forwarded ${j.forwarded}`,
      );
    console.log(
      `verdict: ${judged.length} requests compared, ${disagreements.length} disagreements`,
    );
    expect(disagreements).toEqual([]);
    // Each answer gets one verdict too: the proxy's on what the simulator sent is the simulator's.
    const answerDisagreements = judged
      .filter((j) => j.direct !== 'undocumented' && j.proxyAnswer !== j.forwardedAnswer)
      .map(
        (j) =>
          `${j.wire.method} ${j.wire.target} (${j.wire.label}): simulator ${j.forwardedAnswer}, proxy ${j.proxyAnswer}`,
      );
    expect(answerDisagreements).toEqual([]);
    // Every kind of verdict is reached, so agreement is not agreement on one answer.
    const verdicts = new Set(judged.map((j) => j.direct));
    expect(verdicts).toEqual(new Set(['valid', 'invalid', 'undocumented']));
    // The runner's broken cases are all judged broken (or, for a broken session, kept).
    expect(
      judged.filter((j) => j.wire.label.startsWith('negative') && j.direct === 'valid').length,
    ).toBeLessThan(broken.length / 4);
    console.log(
      `verdict: ${judged.length} requests compared, ${disagreements.length} disagreements`,
    );
  }, 900_000);

  it('When a sign-in comes as JSON instead of the form the contract takes, then both call it broken', async () => {
    const wire: Wire = {
      label: 'JSON sign-in',
      operationId: 'rioLogin',
      method: 'POST',
      target: '/api/rio/login',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: 'someone@example.com', password: 'secret1' })),
    };
    expect(await judge(wire)).toMatchObject({
      direct: 'invalid',
      proxy: 'invalid',
      forwarded: 'invalid',
    });
  });

  it('When a path parameter is an encoded per-cent sign, then both judge it and neither fails', async () => {
    const wire: Wire = {
      label: 'per-cent sign',
      operationId: 'jobdetail',
      method: 'GET',
      target: '/api/middleware/jobdetail/%25',
      headers: {},
    };
    const judged = await judge(wire);
    expect(judged.direct).not.toBe('none');
    expect(judged).toMatchObject({ proxy: judged.direct, forwarded: judged.direct });
  });

  it('When a path has a trailing slash, then both say it names no operation', async () => {
    const wire: Wire = {
      label: 'trailing slash',
      operationId: 'splashScreen',
      method: 'GET',
      target: '/api/middleware/splashScreen/',
      headers: {},
    };
    expect(await judge(wire)).toMatchObject({
      direct: 'undocumented',
      proxy: 'undocumented',
      forwarded: 'undocumented',
    });
  });
});
