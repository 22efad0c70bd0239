// npm run bench:search: the simulator's search at 100,000 jobs across the nine sites, against
// three references measured in the same run on the same data. Prints a table and writes
// bench/results/search.json.
//
// Every server runs in a child process of its own (bench-search/children.ts forks this file with
// a role), so that autocannon (in this process) never shares an event loop with the server it
// loads. The children start one at a time (none is seeded while another is measured); the HTTP
// targets then take turns, five rounds each:
// - `server`: seeds the catalogue and starts the simulator (start-up time = seed + search index
//   + the rest of start()), measures the in-process latency of a fixed, seeded query mix through
//   the search module's functions, then serves HTTP through the real pipeline (the one API
//   pipeline of sim-server/api/: contract validation of requests and responses, faults, handler,
//   the store's write, journal). It is loaded twice: as the mix is, without cookies, and as a
//   browser sends it, with a visitor's MSUID or a seeker's session (each such search records a
//   recent search: a write);
// - `fixed-page`: Express 5 answering a fixed page of 25 jobs (the ceiling for a search route);
// - `json-server`: json-server 0.17's own full-text `q` over the same jobs;
// - `minisearch`: MiniSearch 7 over the same jobs, behind Express 5.
// All of it stays on loopback and every load runs for a bounded time.
import { endPlainly } from './lib/cli';
import { cpus } from 'node:os';
import { generateCatalogue } from '../sim-server/catalogue';
import { type ResponseValidation } from '../sim-server/config';
import {
  type ReferenceReady,
  type Role,
  type ServerReady,
  runReference,
  runServer,
} from './bench-search/child-roles';
import { cpuOf, memoryOf, startChild, stopChild } from './bench-search/children';
import { type Target, figuresOf } from './bench-search/figures';
import { type AutocannonRequest, load, warmUp } from './bench-search/load';
import { type Measured, printTable, resultsOf, writeResults } from './bench-search/report';
import {
  type MixedQuery,
  browserLike,
  keywordOf,
  searchMix,
  seekerCookie,
  toRequest,
} from './bench-search/mixes';
import {
  BENCH_JOBS_TOTAL,
  BENCH_SEED,
  HTTP_MIX_SIZE,
  JSON_SERVER_SECONDS,
  JSON_SERVER_TIMEOUT_SECONDS,
  LOAD_ROUNDS,
  LOAD_SECONDS,
  NO_IN_PROCESS,
  PAGE_SIZE,
  RESULTS_FILE,
} from './bench-search/settings';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:search');

/** The machine the run measured on, for the table. */
function machineLine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version}`;
}

/** The HTTP mixes, drawn from a catalogue generated the same way as every child's. */
function mixRequests() {
  const catalogue = generateCatalogue({ seed: BENCH_SEED, jobsTotal: BENCH_JOBS_TOTAL });
  const mix = searchMix(catalogue, HTTP_MIX_SIZE, BENCH_SEED + 2);
  const textRequests = (path: (q: MixedQuery) => string) =>
    mix.map((q): AutocannonRequest => ({ method: 'GET', path: path(q) }));
  return {
    search: mix.map(toRequest),
    jsonServer: textRequests(
      (q) => `/jobs?q=${encodeURIComponent(keywordOf(q))}&isoCode=${q.site}&_limit=${PAGE_SIZE}`,
    ),
    miniSearch: textRequests((q) => `/search?q=${encodeURIComponent(keywordOf(q))}&site=${q.site}`),
  };
}

type Requests = ReturnType<typeof mixRequests>;

/** The simulator with response validation on, loaded as the mix is and as a browser sends it. */
async function startSimulator(requests: Requests) {
  console.log('Starting the simulator (response validation on, the default) ...');
  const validated = await startChild('server', ['log']);
  const ready = validated.ready as ServerReady;
  const targets: Target[] = [
    {
      name: 'simulator',
      child: validated.child,
      port: ready.port,
      requests: requests.search,
      rounds: [],
    },
    {
      name: 'simulator, browser-like (cookies)',
      child: validated.child,
      port: ready.port,
      requests: browserLike(requests.search, await seekerCookie(ready.port)),
      rounds: [],
    },
  ];
  return { child: validated.child, ready, targets };
}

/** The references, started one at a time after the simulator (none is seeded while another is measured). */
async function startReferences(requests: Requests, targets: Target[]): Promise<void> {
  const more: Array<[string, Role, string[], AutocannonRequest[]]> = [
    ['simulator, response validation off', 'server', ['off', NO_IN_PROCESS], requests.search],
    ['Express 5, fixed page', 'fixed-page', [], [{ method: 'GET', path: '/page' }]],
    ['MiniSearch behind Express 5', 'minisearch', [], requests.miniSearch],
  ];
  for (const [name, role, args, targetRequests] of more) {
    console.log(`Starting ${name} ...`);
    const { child, ready: started } = await startChild(role, args);
    targets.push({
      name,
      child,
      port: (started as ReferenceReady).port,
      requests: targetRequests,
      rounds: [],
    });
  }
}

/** Rounds take turns, so that a change in the machine's other load touches every target alike. */
async function runRounds(targets: Target[]): Promise<void> {
  for (const target of targets) await warmUp(target.port, target.requests);
  for (let r = 1; r <= LOAD_ROUNDS; r++) {
    for (const target of targets) {
      console.log(`Round ${r}/${LOAD_ROUNDS}: ${target.name} ...`);
      const cpuBefore = await cpuOf(target.child);
      const figures = await load(target.port, target.requests, LOAD_SECONDS);
      const cpuUs = ((await cpuOf(target.child)) - cpuBefore) / Math.max(1, figures.total);
      target.rounds.push({ ...figures, cpuUs });
    }
  }
}

/** json-server's own q, loaded alone and last (it is slow: its own duration and timeout). */
async function measureJsonServer(requests: Requests): Promise<Measured['jsonServerQ']> {
  console.log(`json-server 0.17, q (${JSON_SERVER_SECONDS} s) ...`);
  const jsonServer = await startChild('json-server');
  try {
    const result = await load(
      (jsonServer.ready as ReferenceReady).port,
      requests.jsonServer,
      JSON_SERVER_SECONDS,
      { timeoutSeconds: JSON_SERVER_TIMEOUT_SECONDS },
    );
    return { rps: result.total / JSON_SERVER_SECONDS, p99Ms: result.p99Ms };
  } finally {
    await stopChild(jsonServer.child);
  }
}

/** `--simulator-only` measures the simulator alone and writes nothing (for quick iterations). */
async function main(simulatorOnly: boolean): Promise<void> {
  const machine = machineLine();
  console.log(
    `Search benchmark: ${BENCH_JOBS_TOTAL.toLocaleString('en')} jobs, seed ${BENCH_SEED}`,
  );
  console.log(`Machine: ${machine}`);
  const requests = mixRequests();
  // Children start one at a time, so that none is seeded while another is measured.
  const simulator = await startSimulator(requests);
  const { targets, ready } = simulator;
  try {
    if (!simulatorOnly) await startReferences(requests, targets);
    await runRounds(targets);
  } finally {
    for (const target of targets.slice(2)) await stopChild(target.child);
  }
  const memory = await memoryOf(simulator.child);
  await stopChild(simulator.child);
  const [cookieLess, browserTarget, unvalidatedTarget, fixedPageTarget, miniSearchTarget] =
    targets as [Target, Target, Target | undefined, Target | undefined, Target | undefined];
  const headline = { http: figuresOf(cookieLess), maxRssMb: memory.maxRssMb };
  const browser = figuresOf(browserTarget);
  if (simulatorOnly || !unvalidatedTarget || !fixedPageTarget || !miniSearchTarget) {
    console.log({ ...ready, ...headline, browser, rounds: cookieLess.rounds });
    console.log('(--simulator-only: nothing written)');
    return;
  }
  const measured: Measured = {
    ready,
    headline,
    browser,
    unvalidated: { http: figuresOf(unvalidatedTarget) },
    fixedPage: figuresOf(fixedPageTarget),
    miniSearch: figuresOf(miniSearchTarget),
    jsonServerQ: await measureJsonServer(requests),
  };
  printTable(machine, measured);
  writeResults(resultsOf(measured));
  console.log(`\nWrote ${RESULTS_FILE}`);
}

const [role, arg, option] = process.argv.slice(2) as [
  Role | undefined,
  string | undefined,
  string | undefined,
];
if (role !== undefined) process.once('SIGTERM', () => process.exit(0));
if (role === 'server') {
  await runServer((arg as ResponseValidation | undefined) ?? 'log', option !== NO_IN_PROCESS);
} else if (role === 'fixed-page' || role === 'json-server' || role === 'minisearch') {
  await runReference(role);
} else {
  await main(process.argv.includes('--simulator-only'));
}
