// What a child process runs, by role: the simulator (with the in-process measurements) or one
// of the references, each telling the parent when it is ready.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import jsonServer from 'json-server';
import MiniSearch from 'minisearch';
import type { Schemas } from '../../openapi/client';
import { generateCatalogue } from '../../sim-server/catalogue';
import type { Catalogue } from '../../sim-server/catalogue/types';
import type { ResponseValidation } from '../../sim-server/config';
import { NO_MARKS, presentJob } from '../../sim-server/domain/jobs';
import { suggest, suggestLocations } from '../../sim-server/search/autocomplete';
import { KEYWORD_SUGGESTIONS, LOCATION_SUGGESTIONS } from '../../openapi/vocabulary/limits';
import { parseCriteria } from '../../sim-server/search/criteria';
import { search } from '../../sim-server/search/engine';
import { startInProcess } from '../lib/in-process-simulator';
import { timed } from './figures';
import { type MixedPrefix, type MixedQuery, autocompleteMix, searchMix } from './mixes';
import {
  AUTOCOMPLETE_MIX_SIZE,
  BENCH_JOBS_TOTAL,
  BENCH_SEED,
  MB,
  PAGE_SIZE,
  SEARCH_MIX_SIZE,
  WARM_UP_ROUNDS,
} from './settings';

// ---------------------------------------------------------------- children
export type Role = 'server' | 'fixed-page' | 'json-server' | 'minisearch';

export interface ServerReady {
  type: 'ready';
  port: number;
  startupMs: number;
  indexMs: number;
  rssAfterStartMb: number;
  search: { p50Ms: number; p99Ms: number; queries: number };
  autocomplete: { p50Ms: number; p99Ms: number; queries: number };
}
export interface ReferenceReady {
  type: 'ready';
  port: number;
  rssAfterStartMb: number;
}
export interface MemoryReport {
  type: 'memory';
  rssMb: number;
  maxRssMb: number;
}
/** The child's CPU time so far (every thread: the event loop, GC helpers, libuv). */
export interface CpuReport {
  type: 'cpu';
  micros: number;
}
export type ChildMessage = ServerReady | ReferenceReady | MemoryReport | CpuReport;

function send(message: ChildMessage): void {
  process.send?.(message);
}

export function rssMb(): number {
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
export async function runServer(validation: ResponseValidation, measure: boolean): Promise<void> {
  // start() seeds the catalogue and builds the search indexes, as npm start does.
  const startedAt = performance.now();
  const simulator = await startInProcess(
    {
      SIM_SEED: String(BENCH_SEED),
      SIM_JOBS: String(BENCH_JOBS_TOTAL),
      SIM_RESPONSE_VALIDATION: validation,
    },
    BENCH_JOBS_TOTAL,
  );
  // The parent ends this process without a stop(): its data folder goes at exit.
  process.on('exit', () => rmSync(simulator.dataDir, { recursive: true, force: true }));
  const startupMs = performance.now() - startedAt;
  const catalogue = simulator.context.catalogue;
  const rssAfterStartMb = rssMb();
  // The simulator's own indexes: a second copy would count in the peak memory measured here.
  const { indexes } = simulator.context.deps;

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

export async function runReference(role: Exclude<Role, 'server'>): Promise<void> {
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
