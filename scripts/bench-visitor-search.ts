// npm run bench:visitor-search: what a browser visitor's results-page search costs beside a
// cookie-less one, one request at a time (as one person searches), with the store holding
// EVENTS_KEPT (5,000) events. The visitor's search (MSUID cookie) records a recent search, a write
// to the store; the cookie-less one writes nothing. Target (issue 35): the visitor's mean at most
// 1.25x the cookie-less mean. Both kinds take turns, round by round, on one simulator.
//   npm run bench:visitor-search [-- --jobs N]   prints the figures; writes nothing
import { request, Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { COOKIE } from '../openapi/vocabulary/cookies';
import { readConfig } from '../sim-server/config';
import { EVENTS_KEPT } from '../sim-server/domain/events';
import { start, type RunningSimulator } from '../sim-server/server';
import { searchMix, toRequest } from './bench-search/mixes';
import type { AutocannonRequest } from './bench-search/load';

const ROUNDS = 6;
const PER_ROUND = 150;
const WARM_UP = 200;
const VISITORS = 20;
const TARGET_RATIO = 1.25;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

/** The store as a day leaves it: as many page-view events as it keeps. */
function prefillEvents(sim: RunningSimulator): void {
  const at = new Date().toISOString();
  sim.context.store.transact((tx) => {
    for (let i = 0; i < EVENTS_KEPT; i += 1) {
      tx.insert('events', {
        id: `evt-bench-${i}-${randomUUID()}`,
        channel: 'middleware',
        site: 'IN',
        receivedAt: at,
        accountId: null,
        event: { action: 'pageView', accessedUrl: `/search/results?query=java${i}`, label: 'SRP' },
      });
    }
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request's wall time in ms; a non-2xx answer stops the benchmark. */
function timed(port: number, req: AutocannonRequest, cookie: string | undefined): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: req.path,
        method: req.method ?? 'GET',
        agent,
        headers: { ...req.headers, ...(cookie ? { Cookie: cookie } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 300)
            reject(new Error(`${req.path}: ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

interface Kind {
  name: string;
  cookie: (n: number) => string | undefined;
  times: number[];
  cpuUs: number;
}

async function runKind(port: number, kind: Kind, requests: AutocannonRequest[], from: number) {
  const cpu = process.cpuUsage();
  for (let n = 0; n < PER_ROUND; n += 1) {
    const i = from + n;
    const req = requests[i % requests.length] as AutocannonRequest;
    kind.times.push(await timed(port, req, kind.cookie(i)));
  }
  const used = process.cpuUsage(cpu);
  kind.cpuUs += used.user + used.system;
}

function summary(kind: Kind) {
  const sorted = [...kind.times].sort((a, b) => a - b);
  const mean = kind.times.reduce((sum, t) => sum + t, 0) / kind.times.length;
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return { mean, p50, cpuUs: kind.cpuUs / kind.times.length };
}

const jobs = option('jobs', 9000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-visitor-'));
const config = readConfig(
  { PORT: '0', SIM_DATA_DIR: dataDir, SIM_RESPONSE_VALIDATION: 'log' },
  jobs,
);
const sim = await start({ config });
try {
  prefillEvents(sim);
  await sim.context.store.durable();
  const requests = searchMix(sim.context.catalogue, 400, config.seed + 2)
    .filter((q) => !q.listing)
    .map(toRequest);
  const cookieLess: Kind = { name: 'cookie-less', cookie: () => undefined, times: [], cpuUs: 0 };
  const visitor: Kind = {
    name: 'visitor (MSUID)',
    cookie: (i) => `${COOKIE.visitorId}=bench-visitor-${i % VISITORS}`,
    times: [],
    cpuUs: 0,
  };
  for (let n = 0; n < WARM_UP; n += 1) {
    await timed(sim.port, requests[n % requests.length] as AutocannonRequest, undefined);
    await timed(sim.port, requests[n % requests.length] as AutocannonRequest, visitor.cookie(n));
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    // Taking turns, and starting with each in turn, so that the machine's other load falls on both.
    const order = round % 2 === 0 ? [cookieLess, visitor] : [visitor, cookieLess];
    for (const kind of order) await runKind(sim.port, kind, requests, round * PER_ROUND);
  }
  const plain = summary(cookieLess);
  const browser = summary(visitor);
  const cpu = cpus();
  console.log(
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${jobs.toLocaleString('en')} jobs, ${EVENTS_KEPT.toLocaleString('en')} events stored, ${ROUNDS} x ${PER_ROUND} sequential searches of each kind`,
  );
  for (const [kind, figures] of [
    [cookieLess, plain],
    [visitor, browser],
  ] as const) {
    console.log(
      `${kind.name.padEnd(16)} mean ${figures.mean.toFixed(2)} ms, p50 ${figures.p50.toFixed(2)} ms, CPU ${(figures.cpuUs / 1000).toFixed(2)} ms/request`,
    );
  }
  const ratio = browser.mean / plain.mean;
  console.log(
    `visitor / cookie-less: mean ${ratio.toFixed(2)}x, p50 ${(browser.p50 / plain.p50).toFixed(2)}x, CPU ${(browser.cpuUs / plain.cpuUs).toFixed(2)}x (target at most ${TARGET_RATIO}x by mean)`,
  );
} finally {
  agent.destroy();
  await sim.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
