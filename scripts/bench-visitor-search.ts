// npm run bench:visitor-search: what a browser visitor's results-page search costs beside a
// cookie-less one, one request at a time (as one person searches), with the store holding
// EVENTS_KEPT (5,000) events. The visitor's search (MSUID cookie) records a recent search, a
// write made behind its answer (store/write-log.ts); the cookie-less one writes nothing.
// Target (issue 35): the visitor's mean at most 1.25x the cookie-less mean. The two kinds take
// turns request by request (each starting every other pair), so that the machine's other load
// falls on both alike.
//   npm run bench:visitor-search [-- --jobs N]
// Prints the figures with the machine and its load, and writes bench/results/visitor-search.json.
import { request, Agent } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { COOKIE } from '../openapi/vocabulary/cookies';
import { COUNTRY_CODES, DEFAULT_JOBS_TOTAL } from '../sim-server/catalogue';
import { EVENTS_KEPT } from '../sim-server/domain/events';
import type { RunningSimulator } from '../sim-server/server';
import { searchMix, toRequest } from './bench-search/mixes';
import type { AutocannonRequest } from './bench-search/load';
import { endPlainly, usageError } from './lib/cli';
import { startInProcess } from './lib/in-process-simulator';

const PAIRS = 900;
const WARM_UP = 200;
const VISITORS = 20;
const TARGET_RATIO = 1.25;
const RESULTS_FILE = 'bench/results/visitor-search.json';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:visitor-search');

/** `--jobs N`: the catalogue's size, at least one job on each of the nine sites. */
function jobsOption(): number {
  const { values } = parseArgs({
    options: { jobs: { type: 'string', default: String(DEFAULT_JOBS_TOTAL) } },
  });
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < COUNTRY_CODES.length)
    throw usageError(`--jobs must be a whole number of ${COUNTRY_CODES.length} or more`);
  return jobs;
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
  /** This process's CPU time (simulator and client) per request, in µs. */
  cpuUs: number[];
}

async function once(port: number, kind: Kind, req: AutocannonRequest, n: number): Promise<void> {
  const cpu = process.cpuUsage();
  kind.times.push(await timed(port, req, kind.cookie(n)));
  const used = process.cpuUsage(cpu);
  kind.cpuUs.push(used.user + used.system);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function summary(kind: Kind) {
  const sorted = [...kind.times].sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, t) => sum + t, 0) / values.length;
  return {
    meanMs: round(mean(kind.times)),
    p50Ms: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    p90Ms: round(sorted[Math.floor(sorted.length * 0.9)] ?? 0),
    cpuMs: round(mean(kind.cpuUs) / 1000),
  };
}

const jobs = jobsOption();
const loadBefore = loadavg();
const sim = await startInProcess({ SIM_RESPONSE_VALIDATION: 'log' }, jobs);
try {
  prefillEvents(sim);
  await sim.context.store.durable();
  const requests = searchMix(sim.context.catalogue, 400, sim.context.config.seed + 2)
    .filter((q) => !q.listing)
    .map(toRequest);
  const at = (n: number) => requests[n % requests.length] as AutocannonRequest;
  const cookieLess: Kind = { name: 'cookie-less', cookie: () => undefined, times: [], cpuUs: [] };
  const visitor: Kind = {
    name: 'visitor (MSUID)',
    cookie: (n) => `${COOKIE.visitorId}=bench-visitor-${n % VISITORS}`,
    times: [],
    cpuUs: [],
  };
  for (let n = 0; n < WARM_UP; n += 1) {
    await timed(sim.port, at(n), undefined);
    await timed(sim.port, at(n), visitor.cookie(n));
  }
  for (let n = 0; n < PAIRS; n += 1) {
    const order = n % 2 === 0 ? [cookieLess, visitor] : [visitor, cookieLess];
    for (const kind of order) await once(sim.port, kind, at(n), n);
  }
  const plain = summary(cookieLess);
  const browser = summary(visitor);
  const cpu = cpus();
  const machine = `${cpu.length} cores, ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  const load = { before: loadBefore.map(round), after: loadavg().map(round) };
  const ratio = {
    mean: round(browser.meanMs / plain.meanMs),
    p50: round(browser.p50Ms / plain.p50Ms),
    cpu: round(browser.cpuMs / plain.cpuMs),
  };
  console.log(`bench:visitor-search on ${machine}`);
  console.log(
    `load average (1, 5, 15 min) ${load.before.join(' ')} before, ${load.after.join(' ')} after`,
  );
  console.log(
    `${jobs.toLocaleString('en')} jobs, ${EVENTS_KEPT.toLocaleString('en')} events stored, ${PAIRS} sequential searches of each kind, taking turns`,
  );
  for (const [name, figures] of [
    [cookieLess.name, plain],
    [visitor.name, browser],
  ] as const) {
    console.log(
      `${name.padEnd(16)} mean ${figures.meanMs.toFixed(2)} ms, p50 ${figures.p50Ms.toFixed(2)} ms, p90 ${figures.p90Ms.toFixed(2)} ms, CPU ${figures.cpuMs.toFixed(2)} ms/request`,
    );
  }
  console.log(
    `visitor / cookie-less: mean ${ratio.mean}x (target at most ${TARGET_RATIO}x: ${ratio.mean <= TARGET_RATIO ? 'met' : 'NOT met'}), p50 ${ratio.p50}x, CPU ${ratio.cpu}x`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ machine, load, jobs, events: EVENTS_KEPT, pairs: PAIRS, cookieLess: plain, visitor: browser, ratio, target: TARGET_RATIO }, null, 2)}\n`,
  );
  console.log(`Wrote ${RESULTS_FILE}`);
} finally {
  agent.destroy();
  await sim.dispose();
}
