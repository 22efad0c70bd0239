// npm run bench:search: the simulator's search at 100,000 jobs across the nine sites, against
// three references measured in the same run on the same data. Prints a table and writes
// bench/results/search.json.
//
// Every server runs in a child process of its own, so that autocannon (in this process) never
// shares an event loop with the server it loads. The children start one at a time (none is
// seeded while another is measured); the HTTP targets then take turns, five rounds each:
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
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import jsonServer from 'json-server';
import MiniSearch from 'minisearch';
import type { Schemas } from '../openapi/client';
import { COOKIE } from '../openapi/vocabulary/cookies';
import { generateCatalogue } from '../sim-server/catalogue';
import { Rng, cumulativeWeights } from '../sim-server/catalogue/rng';
import type { Catalogue, CountryCode, SiteCatalogue } from '../sim-server/catalogue/types';
import { readConfig, type ResponseValidation } from '../sim-server/config';
import { NO_MARKS, presentJob } from '../sim-server/domain/jobs';
import { start } from '../sim-server/server';
import { suggest, suggestLocations } from '../sim-server/search/autocomplete';
import { KEYWORD_SUGGESTIONS, LOCATION_SUGGESTIONS } from '../openapi/vocabulary/limits';
import { parseCriteria, type RawCriteria } from '../sim-server/search/criteria';
import { search } from '../sim-server/search/engine';
import { buildSearchIndexes } from '../sim-server/search/indexes';
import { signedIn } from '../tests/support/sim';

// ---------------------------------------------------------------- settings
const BENCH_JOBS_TOTAL = 100_000;
const BENCH_SEED = 20_261_121;
/** Queries in the in-process mix, and how many times the mix runs before it is measured. */
const SEARCH_MIX_SIZE = 2_000;
const AUTOCOMPLETE_MIX_SIZE = 2_000;
const WARM_UP_ROUNDS = 2;
/** Distinct requests autocannon cycles through against each server. */
const HTTP_MIX_SIZE = 200;
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const LOAD_SECONDS = 4;
/** Each HTTP target is loaded this many times, taking turns; the median round counts. */
const LOAD_ROUNDS = 5;
/** json-server answers about one request a second here: a longer window, a generous timeout. */
const JSON_SERVER_SECONDS = 15;
const JSON_SERVER_TIMEOUT_SECONDS = 60;
const PAGE_SIZE = 25;
/** A child that is not ready in this long is stopped and the benchmark fails. */
const CHILD_READY_TIMEOUT_MS = 120_000;
const RESULTS_FILE = join('bench', 'results', 'search.json');
const MB = 1024 * 1024;

/** Targets of the issue, at 100,000 jobs on the two-core machine. */
const TARGETS = {
  searchP99Ms: 5,
  autocompleteP99Ms: 1,
  fixedPageShare: 0.5,
  jsonServerTimes: 500,
  startupMs: 5_000,
  rssMb: 400,
  browserLikeShare: 0.8,
};

/** Tells a server child not to time the in-process mixes (the second simulator). */
const NO_IN_PROCESS = '--no-in-process';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = join(dirname(SCRIPT), '..');

// ---------------------------------------------------------------- autocannon (untyped package)
interface AutocannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// ---------------------------------------------------------------- the query mixes
/** A site drawn in proportion to its jobs, as traffic would be. */
function sitePicker(catalogue: Catalogue, rng: Rng): () => SiteCatalogue {
  const sites = Object.values(catalogue.sites);
  const weights = cumulativeWeights(sites.map((s) => s.jobs.length));
  return () => sites[rng.weighted(weights)] as SiteCatalogue;
}

function lowerWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter((w) => w.length > 1);
}

/** The listing pages post their filter to jobsearch. */
type Listing = Pick<Schemas['FilterRequest'], 'filterName' | 'filterValue'>;

interface MixedQuery {
  site: CountryCode;
  kind: string;
  raw: RawCriteria;
  /** Sent to jobsearch as a listing page; `raw` holds the same search as criteria. */
  listing?: Listing;
}

/**
 * The results-page and listing-page searches of a day, seeded: single and multi-word keywords,
 * comma-separated keywords, keyword + location + experience, heavy filters, deep pages, both
 * sorts, query entities and listing pages without keywords.
 */
function searchMix(catalogue: Catalogue, count: number, seed: number): MixedQuery[] {
  const rng = new Rng(seed);
  const pickSite = sitePicker(catalogue, rng);
  const designations = catalogue.masterData.filter((m) => m.type === 'DESIGNATION');
  const skills = catalogue.masterData.filter((m) => m.type === 'SKILL');
  const mix: MixedQuery[] = [];
  for (let n = 0; n < count; n++) {
    const site = pickSite();
    const job = rng.pick(site.jobs);
    const city = rng.pick(site.site.cities);
    const designation = rng.pick(designations).name;
    const skill = rng.pick(skills).name;
    const oneWord = rng.pick(lowerWords(designation).concat(lowerWords(skill)));
    const raw: RawCriteria = {};
    let listing: Listing | undefined;
    const roll = rng.next();
    let kind: string;
    if (roll < 0.2) {
      kind = 'one word';
      raw.query = oneWord;
    } else if (roll < 0.38) {
      kind = 'several words';
      raw.query = designation;
    } else if (roll < 0.46) {
      kind = 'comma-separated';
      raw.query = `${skill}, ${designation}`;
    } else if (roll < 0.64) {
      kind = 'keyword + location + experience';
      raw.query = rng.chance(0.5) ? designation : skill;
      raw.locations = city.city;
      raw.experience = rng.chance(0.1) ? 51 : rng.int(0, 15);
    } else if (roll < 0.76) {
      kind = 'heavy filters';
      raw.query = oneWord;
      raw.industries = String(job.industries[0]?.id ?? 1);
      raw.functions = String(job.functions[0]?.id ?? 1);
      raw.jobFreshness = String(rng.pick([7, 15, 30]));
      raw.employerTypes = 'Company,MNC,Startup';
      raw.jobTypes = 'permanent,contract';
      raw.experienceRanges = rng.pick(['0~3', '3~7', '5~10,10~15']);
      if (site.site.flags.salaryFilters)
        raw.salaryRanges = rng.pick(['not specified,300000~600000', '600000~1500000']);
    } else if (roll < 0.84) {
      kind = 'deep page';
      raw.query = oneWord;
      raw.start = rng.pick([100, 250, 500, 1000]);
      raw.sort = 2;
    } else if (roll < 0.9) {
      kind = 'query entity';
      raw.queryEntity = [
        rng.chance(0.5)
          ? `${designation.toLowerCase()}:designation`
          : `${(job.skills[0] ?? skill).toLowerCase()}:skill`,
      ];
      raw.locations = city.city;
    } else {
      kind = 'listing page';
      const page = rng.int(0, 3);
      if (page === 0) {
        raw.companies = String(job.companyId);
        listing = { filterName: 'company', filterValue: raw.companies };
      } else if (page === 1) {
        raw.locations = city.city;
        listing = { filterName: 'location', filterValue: raw.locations };
      } else if (page === 2) {
        raw.functions = String(job.functions[0]?.id ?? 1);
        listing = { filterName: 'function', filterValue: raw.functions };
      } else {
        raw.jobTypes = 'walkin';
        listing = { filterName: 'walkin', filterValue: 'walkin' };
      }
      raw.sort = rng.chance(0.5) ? 2 : 1;
    }
    if (raw.sort === undefined && rng.chance(0.3)) raw.sort = 2;
    mix.push({ site: site.site.countryCode, kind, raw, ...(listing ? { listing } : {}) });
  }
  return mix;
}

interface MixedPrefix {
  site: CountryCode;
  kind: 'keywords' | 'suggestions' | 'locations';
  query: string;
  exclude: string[];
}

/** What people type into the keyword and location boxes: 2 to 8 characters, some with a typo. */
function autocompleteMix(catalogue: Catalogue, count: number, seed: number): MixedPrefix[] {
  const rng = new Rng(seed);
  const pickSite = sitePicker(catalogue, rng);
  const names = catalogue.masterData
    .filter((m) => m.type === 'DESIGNATION' || m.type === 'SKILL')
    .map((m) => m.name.toLowerCase());
  const mix: MixedPrefix[] = [];
  for (let n = 0; n < count; n++) {
    const site = pickSite();
    const roll = rng.next();
    const kind = roll < 0.6 ? 'keywords' : roll < 0.8 ? 'suggestions' : 'locations';
    const source =
      kind === 'locations'
        ? rng.pick(site.site.cities).city.toLowerCase()
        : rng.chance(0.2)
          ? rng.pick(site.companies).name.toLowerCase()
          : rng.pick(names);
    let query = source.slice(0, rng.int(2, Math.max(2, Math.min(8, source.length))));
    if (query.length >= 4 && rng.chance(0.2)) {
      // One typo: two neighbours swapped.
      const at = rng.int(1, query.length - 2);
      query = query.slice(0, at) + query[at + 1] + query[at] + query.slice(at + 2);
    }
    const exclude = kind === 'suggestions' ? [rng.pick(names), rng.pick(names)] : [];
    mix.push({ site: site.site.countryCode, kind, query, exclude });
  }
  return mix;
}

function toRequest(query: MixedQuery): AutocannonRequest {
  if (query.listing) {
    const body: Schemas['FilterRequest'] = {
      ...query.listing,
      sort: query.raw.sort === 2 ? 2 : 1,
      start: 0,
      limit: PAGE_SIZE,
    };
    return {
      method: 'POST',
      path: '/api/middleware/jobsearch',
      headers: { 'X-Source-Country': query.site, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
  // Percent-encoded as the typed client sends them.
  const params: string[] = [];
  for (const [name, value] of Object.entries(query.raw)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined) params.push(`${name}=${encodeURIComponent(String(item))}`);
  }
  return {
    method: 'GET',
    path: `/api/middleware/search/results?${params.join('&')}`,
    headers: { 'X-Source-Country': query.site },
  };
}

/** Visitors of the browser-like mix: each keeps its own MSUID, as a browser does. */
const BROWSER_VISITORS = 20;
/** Every this-many browser-like requests comes from the signed-in seeker. */
const SEEKER_SHARE = 4;

/**
 * The same requests as a browser sends them: with the visitor's MSUID cookie, or the signed-in
 * seeker's session cookies. Each such search records a recent search, a write to the store.
 */
function browserLike(requests: AutocannonRequest[], seekerCookie: string): AutocannonRequest[] {
  return requests.map((request, i) => ({
    ...request,
    headers: {
      ...request.headers,
      Cookie:
        i % SEEKER_SHARE === 0
          ? seekerCookie
          : `${COOKIE.visitorId}=bench-visitor-${i % BROWSER_VISITORS}`,
    },
  }));
}

/** The session cookies of a seeker signed in to the simulator at `port`. */
async function seekerCookie(port: number): Promise<string> {
  const seeker = await signedIn({ url: `http://localhost:${port}` }, 'seeker', 'IN');
  return [...seeker.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/** The keywords of the mix, for the references that only search text. */
function keywordOf(query: MixedQuery): string {
  return (query.raw.query ?? query.raw.locations ?? 'developer').split(',')[0]?.trim() ?? '';
}

// ---------------------------------------------------------------- numbers
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function timed(items: number, run: (i: number) => void): { p50Ms: number; p99Ms: number } {
  const times = new Float64Array(items);
  for (let i = 0; i < items; i++) {
    const startedAt = performance.now();
    run(i);
    times[i] = performance.now() - startedAt;
  }
  times.sort();
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}

function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// ---------------------------------------------------------------- children
type Role = 'server' | 'fixed-page' | 'json-server' | 'minisearch';

interface ServerReady {
  type: 'ready';
  port: number;
  startupMs: number;
  indexMs: number;
  rssAfterStartMb: number;
  search: { p50Ms: number; p99Ms: number; queries: number };
  autocomplete: { p50Ms: number; p99Ms: number; queries: number };
}
interface ReferenceReady {
  type: 'ready';
  port: number;
  rssAfterStartMb: number;
}
interface MemoryReport {
  type: 'memory';
  rssMb: number;
  maxRssMb: number;
}
/** The child's CPU time so far (every thread: the event loop, GC helpers, libuv). */
interface CpuReport {
  type: 'cpu';
  micros: number;
}
type ChildMessage = ServerReady | ReferenceReady | MemoryReport | CpuReport;

function send(message: ChildMessage): void {
  process.send?.(message);
}

function rssMb(): number {
  return process.memoryUsage().rss / MB;
}

/** Answers memory and CPU questions from the parent until it stops the child. */
function answerMemory(): void {
  process.on('message', (message: unknown) => {
    const type = (message as { type?: string }).type;
    if (type === 'memory') {
      send({ type: 'memory', rssMb: rssMb(), maxRssMb: process.resourceUsage().maxRSS / 1024 });
    } else if (type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    }
  });
}

async function listen(app: express.Express): Promise<number> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return (server.address() as AddressInfo).port;
}

/**
 * The jobs as the API shows them (no description), for the references to serve and search: plain
 * copies, as a developer's own data would be (the simulator's listed jobs carry JSON text).
 */
function apiJobs(catalogue: Catalogue): Schemas['Job'][] {
  const now = new Date();
  return Object.values(catalogue.sites).flatMap((site) =>
    site.jobs.map(
      (job) =>
        JSON.parse(
          JSON.stringify(presentJob(catalogue, job, NO_MARKS, now, false)),
        ) as Schemas['Job'],
    ),
  );
}

/** Starts the simulator; `measure` also times the in-process mixes before serving HTTP. */
async function runServer(validation: ResponseValidation, measure: boolean): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // start() seeds the catalogue and builds the search indexes, as npm start does.
  const startedAt = performance.now();
  const config = readConfig(
    {
      PORT: '0',
      SIM_SEED: String(BENCH_SEED),
      SIM_JOBS: String(BENCH_JOBS_TOTAL),
      SIM_DATA_DIR: dataDir,
      SIM_RESPONSE_VALIDATION: validation,
    },
    BENCH_JOBS_TOTAL,
  );
  const simulator = await start({ config });
  const startupMs = performance.now() - startedAt;
  const catalogue = simulator.context.catalogue;
  const rssAfterStartMb = rssMb();
  const indexes = buildSearchIndexes(catalogue);

  // In-process latency: parse + search (results, facets, page) and the autocomplete calls.
  const queries = searchMix(catalogue, SEARCH_MIX_SIZE, BENCH_SEED);
  const runQuery = (i: number) => {
    const q = queries[i] as MixedQuery;
    const index = indexes.sites[q.site];
    search(index, parseCriteria(q.raw, index.salaryFilters));
  };
  const prefixes = autocompleteMix(catalogue, AUTOCOMPLETE_MIX_SIZE, BENCH_SEED + 1);
  const runPrefix = (i: number) => {
    const p = prefixes[i] as MixedPrefix;
    const index = indexes.sites[p.site];
    if (p.kind === 'locations')
      suggestLocations(index.site, index.locations, p.query, LOCATION_SUGGESTIONS);
    else suggest(index.keywords, p.query, KEYWORD_SUGGESTIONS, new Set(p.exclude));
  };
  for (let round = 0; measure && round < WARM_UP_ROUNDS; round++) {
    queries.forEach((_, i) => runQuery(i));
    prefixes.forEach((_, i) => runPrefix(i));
  }
  const unmeasured = { p50Ms: Number.NaN, p99Ms: Number.NaN };
  const searchTimes = measure ? timed(queries.length, runQuery) : unmeasured;
  const autocompleteTimes = measure ? timed(prefixes.length, runPrefix) : unmeasured;
  answerMemory();
  send({
    type: 'ready',
    port: simulator.port,
    startupMs,
    indexMs: indexes.buildMs,
    rssAfterStartMb,
    search: { ...searchTimes, queries: queries.length },
    autocomplete: { ...autocompleteTimes, queries: prefixes.length },
  });
}

async function runReference(role: Exclude<Role, 'server'>): Promise<void> {
  const catalogue = generateCatalogue({ seed: BENCH_SEED, jobsTotal: BENCH_JOBS_TOTAL });
  const jobs = apiJobs(catalogue);
  let port: number;
  if (role === 'fixed-page') {
    const app = express();
    const page = { jobs: jobs.slice(0, PAGE_SIZE), total: jobs.length, start: 0, limit: PAGE_SIZE };
    app.get('/page', (_req, res) => {
      res.json(page);
    });
    port = await listen(app);
  } else if (role === 'json-server') {
    // json-server as a developer would run it: its own server, its router over { jobs }.
    const server = jsonServer.create();
    server.use(jsonServer.router({ jobs }));
    port = await new Promise<number>((resolve) => {
      const s = server.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
    });
  } else {
    const mini = new MiniSearch<{ id: number; text: string; isoCode: string }>({
      fields: ['text'],
      storeFields: ['isoCode'],
    });
    mini.addAll(
      jobs.map((job, id) => ({
        id,
        isoCode: job.isoCode,
        text: [
          job.title,
          ...(job.designations ?? []),
          ...job.skills,
          ...job.itSkills,
          job.companyName,
        ].join(' '),
      })),
    );
    const app = express();
    app.get('/search', (req, res) => {
      const q = String(req.query.q ?? '');
      const site = String(req.query.site ?? '');
      const hits = mini.search(q, {
        prefix: true,
        combineWith: 'AND',
        filter: (hit) => hit.isoCode === site,
      });
      res.json({
        jobs: hits.slice(0, PAGE_SIZE).map((hit) => jobs[hit.id as number]),
        total: hits.length,
      });
    });
    port = await listen(app);
  }
  answerMemory();
  send({ type: 'ready', port, rssAfterStartMb: rssMb() });
}

/**
 * `--cpu-prof=DIR` writes a V8 CPU profile of each simulator child to DIR (open it in Chrome's
 * DevTools, Performance tab): where a search request's time goes.
 */
function profileArgs(): string[] {
  const dir = process.argv
    .find((arg) => arg.startsWith('--cpu-prof='))
    ?.slice('--cpu-prof='.length);
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** Starts this script as a child in `role` and waits until it is ready. */
function startChild(
  role: Role,
  args: string[] = [],
): Promise<{ child: ChildProcess; ready: ChildMessage }> {
  const child = fork(SCRIPT, [role, ...args], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...(role === 'server' ? profileArgs() : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${role} child was not ready within ${CHILD_READY_TIMEOUT_MS} ms.`));
    }, CHILD_READY_TIMEOUT_MS);
    child.once('message', (message: ChildMessage) => {
      clearTimeout(timer);
      resolve({ child, ready: message });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${role} child exited with ${code} before it was ready.`));
    });
  });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message: ChildMessage) => resolve((message as CpuReport).micros));
    child.send({ type: 'cpu' });
  });
}

function memoryOf(child: ChildProcess): Promise<MemoryReport> {
  return new Promise((resolve) => {
    child.once('message', (message: ChildMessage) => resolve(message as MemoryReport));
    child.send({ type: 'memory' });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function warmUp(port: number, requests: AutocannonRequest[]): Promise<void> {
  await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    requests,
  });
}

async function load(
  port: number,
  requests: AutocannonRequest[],
  seconds: number,
  options: { timeoutSeconds?: number } = {},
): Promise<Omit<HttpFigures, 'cpuUs'> & { total: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
    ...(options.timeoutSeconds === undefined ? {} : { timeout: options.timeoutSeconds }),
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    console.warn(
      `  warning: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts on port ${port}`,
    );
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99, total: result.requests.total };
}

// ---------------------------------------------------------------- the orchestrator
interface HttpFigures {
  rps: number;
  p99Ms: number;
  /**
   * The server's CPU time per answered request, in microseconds. Steadier than throughput on a
   * shared machine (it does not count the time the server waited for a core).
   */
  cpuUs: number;
}

/** A running child and the requests it is loaded with. */
interface Target {
  name: string;
  child: ChildProcess;
  port: number;
  requests: AutocannonRequest[];
  rounds: HttpFigures[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median round: throughput, tail latency and CPU per request, each the rounds' median. */
function figuresOf(target: Target): HttpFigures {
  return {
    rps: median(target.rounds.map((r) => r.rps)),
    p99Ms: median(target.rounds.map((r) => r.p99Ms)),
    cpuUs: median(target.rounds.map((r) => r.cpuUs)),
  };
}

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
