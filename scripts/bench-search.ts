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
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
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
import { type Target, figuresOf, round } from './bench-search/figures';
import { type AutocannonRequest, load, warmUp, type HttpFigures } from './bench-search/load';
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
  CONNECTIONS,
  HTTP_MIX_SIZE,
  JSON_SERVER_SECONDS,
  JSON_SERVER_TIMEOUT_SECONDS,
  LOAD_ROUNDS,
  LOAD_SECONDS,
  NO_IN_PROCESS,
  PAGE_SIZE,
  RESULTS_FILE,
  TARGETS,
} from './bench-search/settings';

function writeResults(results: unknown): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const temporary = `${RESULTS_FILE}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(temporary, RESULTS_FILE);
}

/** `--simulator-only` measures the simulator alone and writes nothing (for quick iterations). */
async function main(simulatorOnly: boolean): Promise<void> {
  const cpu = cpus();
  const machine = `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version}`;
  console.log(
    `Search benchmark: ${BENCH_JOBS_TOTAL.toLocaleString('en')} jobs, seed ${BENCH_SEED}`,
  );
  console.log(`Machine: ${machine}`);

  // The HTTP mixes are drawn from a catalogue generated the same way as every child's.
  const catalogue = generateCatalogue({ seed: BENCH_SEED, jobsTotal: BENCH_JOBS_TOTAL });
  const mix = searchMix(catalogue, HTTP_MIX_SIZE, BENCH_SEED + 2);
  const searchRequests = mix.map(toRequest);
  const textRequests = (path: (q: MixedQuery) => string) =>
    mix.map((q): AutocannonRequest => ({ method: 'GET', path: path(q) }));
  const jsonServerRequests = textRequests(
    (q) => `/jobs?q=${encodeURIComponent(keywordOf(q))}&isoCode=${q.site}&_limit=${PAGE_SIZE}`,
  );
  const miniSearchRequests = textRequests(
    (q) => `/search?q=${encodeURIComponent(keywordOf(q))}&site=${q.site}`,
  );

  // Children start one at a time, so that none is seeded while another is measured.
  console.log('Starting the simulator (response validation on, the default) ...');
  const validated = await startChild('server', ['log']);
  const ready = validated.ready as ServerReady;
  const targets: Target[] = [
    {
      name: 'simulator',
      child: validated.child,
      port: ready.port,
      requests: searchRequests,
      rounds: [],
    },
    {
      name: 'simulator, browser-like (cookies)',
      child: validated.child,
      port: ready.port,
      requests: browserLike(searchRequests, await seekerCookie(ready.port)),
      rounds: [],
    },
  ];
  try {
    if (!simulatorOnly) {
      const more: Array<[string, Role, string[], AutocannonRequest[]]> = [
        ['simulator, response validation off', 'server', ['off', NO_IN_PROCESS], searchRequests],
        ['Express 5, fixed page', 'fixed-page', [], [{ method: 'GET', path: '/page' }]],
        ['MiniSearch behind Express 5', 'minisearch', [], miniSearchRequests],
      ];
      for (const [name, role, args, requests] of more) {
        console.log(`Starting ${name} ...`);
        const { child, ready: started } = await startChild(role, args);
        targets.push({ name, child, port: (started as ReferenceReady).port, requests, rounds: [] });
      }
    }
    // Rounds take turns, so that a change in the machine's other load touches every target alike.
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
  } finally {
    for (const target of targets.slice(2)) await stopChild(target.child);
  }
  const memory = await memoryOf(validated.child);
  await stopChild(validated.child);
  const [simulator, browserTarget, unvalidatedTarget, fixedPageTarget, miniSearchTarget] =
    targets as [Target, Target, Target | undefined, Target | undefined, Target | undefined];
  const headline = { http: figuresOf(simulator), maxRssMb: memory.maxRssMb };
  const browser = figuresOf(browserTarget);
  if (simulatorOnly || !unvalidatedTarget || !fixedPageTarget || !miniSearchTarget) {
    console.log({ ...ready, ...headline, browser, rounds: simulator.rounds });
    console.log('(--simulator-only: nothing written)');
    return;
  }
  const unvalidated = { http: figuresOf(unvalidatedTarget) };
  const fixedPage = figuresOf(fixedPageTarget);
  const miniSearch = figuresOf(miniSearchTarget);

  console.log(`json-server 0.17, q (${JSON_SERVER_SECONDS} s) ...`);
  const jsonServer = await startChild('json-server');
  let jsonServerQ: Omit<HttpFigures, 'cpuUs'>;
  try {
    const result = await load(
      (jsonServer.ready as ReferenceReady).port,
      jsonServerRequests,
      JSON_SERVER_SECONDS,
      {
        timeoutSeconds: JSON_SERVER_TIMEOUT_SECONDS,
      },
    );
    jsonServerQ = { rps: result.total / JSON_SERVER_SECONDS, p99Ms: result.p99Ms };
  } finally {
    await stopChild(jsonServer.child);
  }

  const rss = Math.max(ready.rssAfterStartMb, headline.maxRssMb);

  const results = {
    jobs: BENCH_JOBS_TOTAL,
    startupMs: round(ready.startupMs, 0),
    rssMb: round(rss, 0),
    search: { p50Ms: round(ready.search.p50Ms, 3), p99Ms: round(ready.search.p99Ms, 3) },
    autocomplete: {
      p50Ms: round(ready.autocomplete.p50Ms, 3),
      p99Ms: round(ready.autocomplete.p99Ms, 3),
    },
    http: {
      rps: round(headline.http.rps, 0),
      p99Ms: round(headline.http.p99Ms, 1),
      browserLikeRps: round(browser.rps, 0),
      browserLikeP99Ms: round(browser.p99Ms, 1),
    },
    references: {
      fixedPageRps: round(fixedPage.rps, 0),
      jsonServerQRps: round(jsonServerQ.rps, 2),
      miniSearchRps: round(miniSearch.rps, 0),
    },
  };

  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const share = ratio(headline.http.rps, fixedPage.rps);
  const times = ratio(headline.http.rps, jsonServerQ.rps);
  const rows: Array<[string, string, string]> = [
    ['jobs (nine sites)', BENCH_JOBS_TOTAL.toLocaleString('en'), ''],
    [
      'start-up: seed + index + server',
      `${round(ready.startupMs, 0)} ms (of which the index ${round(ready.indexMs, 0)} ms)`,
      `≤ ${TARGETS.startupMs} ms: ${check(ready.startupMs <= TARGETS.startupMs)}`,
    ],
    [
      'resident memory (peak)',
      `${round(rss, 0)} MB (after start ${round(ready.rssAfterStartMb, 0)} MB)`,
      `≤ ${TARGETS.rssMb} MB: ${check(rss <= TARGETS.rssMb)}`,
    ],
    [
      `results + facets, in-process (${ready.search.queries} queries)`,
      `p50 ${round(ready.search.p50Ms, 3)} ms, p99 ${round(ready.search.p99Ms, 3)} ms`,
      `p99 ≤ ${TARGETS.searchP99Ms} ms: ${check(ready.search.p99Ms <= TARGETS.searchP99Ms)}`,
    ],
    [
      `autocomplete, in-process (${ready.autocomplete.queries} prefixes)`,
      `p50 ${round(ready.autocomplete.p50Ms, 4)} ms, p99 ${round(ready.autocomplete.p99Ms, 4)} ms`,
      `p99 ≤ ${TARGETS.autocompleteP99Ms} ms: ${check(ready.autocomplete.p99Ms <= TARGETS.autocompleteP99Ms)}`,
    ],
    [
      `HTTP search, ${CONNECTIONS} connections (validation on)`,
      `${round(headline.http.rps, 0)} req/s, p99 ${headline.http.p99Ms} ms, ${round(headline.http.cpuUs, 0)} µs CPU/req`,
      '',
    ],
    [
      'HTTP search, browser-like (MSUID / seeker cookies)',
      `${round(browser.rps, 0)} req/s, p99 ${browser.p99Ms} ms, ${round(browser.cpuUs, 0)} µs CPU/req`,
      `= ${round(ratio(browser.rps, headline.http.rps), 2)}× the cookie-less row; ≥ ${TARGETS.browserLikeShare}: ${check(ratio(browser.rps, headline.http.rps) >= TARGETS.browserLikeShare)}`,
    ],
    [
      'HTTP search, response validation off',
      `${round(unvalidated.http.rps, 0)} req/s, p99 ${unvalidated.http.p99Ms} ms, ${round(unvalidated.http.cpuUs, 0)} µs CPU/req`,
      `validation costs ${round(100 * (1 - ratio(headline.http.rps, unvalidated.http.rps)), 0)}% of throughput`,
    ],
    [
      'ref: Express 5, fixed 25-job page',
      `${round(fixedPage.rps, 0)} req/s, p99 ${fixedPage.p99Ms} ms, ${round(fixedPage.cpuUs, 0)} µs CPU/req`,
      `search = ${round(share, 2)}× of it; ≥ ${TARGETS.fixedPageShare}: ${check(share >= TARGETS.fixedPageShare)}; by CPU/req ${round(ratio(fixedPage.cpuUs, headline.http.cpuUs), 2)}×`,
    ],
    [
      'ref: json-server 0.17 q',
      `${round(jsonServerQ.rps, 2)} req/s, p99 ${jsonServerQ.p99Ms} ms`,
      `search = ${round(times, 0)}× of it; ≥ ${TARGETS.jsonServerTimes}×: ${check(times >= TARGETS.jsonServerTimes)}`,
    ],
    [
      'ref: MiniSearch 7.2 behind Express 5',
      `${round(miniSearch.rps, 0)} req/s, p99 ${miniSearch.p99Ms} ms`,
      `search = ${round(ratio(headline.http.rps, miniSearch.rps), 1)}× of it`,
    ],
  ];
  const width = rows.map((r) => [r[0].length, r[1].length]);
  const w0 = Math.max(...width.map((w) => w[0] ?? 0));
  const w1 = Math.max(...width.map((w) => w[1] ?? 0));
  console.log('');
  console.log(`Machine: ${machine}`);
  for (const [what, value, target] of rows)
    console.log(`${what.padEnd(w0)} │ ${value.padEnd(w1)} │ ${target}`);
  writeResults(results);
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
