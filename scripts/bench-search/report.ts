// The search benchmark's report (bench-search.ts): the figures measured in one run, as the JSON
// written to bench/results/search.json and as the printed table with each target's verdict.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type ServerReady } from './child-roles';
import { round } from './figures';
import { type HttpFigures } from './load';
import { BENCH_JOBS_TOTAL, CONNECTIONS, RESULTS_FILE, TARGETS } from './settings';

/** Everything one full run measured. */
export interface Measured {
  ready: ServerReady;
  headline: { http: HttpFigures; maxRssMb: number };
  browser: HttpFigures;
  unvalidated: { http: HttpFigures };
  fixedPage: HttpFigures;
  miniSearch: HttpFigures;
  jsonServerQ: Omit<HttpFigures, 'cpuUs'>;
}

/** The peak resident memory: after start-up or under load, whichever was higher. */
function peakRss({ ready, headline }: Measured): number {
  return Math.max(ready.rssAfterStartMb, headline.maxRssMb);
}

/** The figures as bench/results/search.json holds them. */
export function resultsOf(measured: Measured) {
  const { ready, headline, browser, fixedPage, jsonServerQ, miniSearch } = measured;
  const rss = peakRss(measured);
  return {
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
}

export function writeResults(results: unknown): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const temporary = `${RESULTS_FILE}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(temporary, RESULTS_FILE);
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
const check = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** What the simulator's own server measured: start-up, memory, in-process search and autocomplete. */
function serverRows({ ready }: Measured, rss: number): Array<[string, string, string]> {
  return [
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
  ];
}

/** The HTTP loads: the simulator's three rows and the references'. */
function httpRows(measured: Measured): Array<[string, string, string]> {
  const { headline, browser, unvalidated, fixedPage, jsonServerQ, miniSearch } = measured;
  const share = ratio(headline.http.rps, fixedPage.rps);
  const times = ratio(headline.http.rps, jsonServerQ.rps);
  return [
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
}

/** Prints the table: what was measured, the figure, and the target it meets or not. */
export function printTable(machine: string, measured: Measured): void {
  const rows = [...serverRows(measured, peakRss(measured)), ...httpRows(measured)];
  const width = rows.map((r) => [r[0].length, r[1].length]);
  const w0 = Math.max(...width.map((w) => w[0] ?? 0));
  const w1 = Math.max(...width.map((w) => w[1] ?? 0));
  console.log('');
  console.log(`Machine: ${machine}`);
  for (const [what, value, target] of rows)
    console.log(`${what.padEnd(w0)} │ ${value.padEnd(w1)} │ ${target}`);
}
