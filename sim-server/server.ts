// start()/stop(): the simulator as a value tests can own (listen on port 0 in tests).
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { generateCatalogue } from './catalogue';
import type { Catalogue } from './catalogue/types';
import { ClockRegistry } from './clock/clocks';
import { ConfigError, type SimConfig } from './config';
import type { SimContext } from './context';
import type { OperationDeps } from './api/operation-deps';
import { FaultRegistry } from './control/faults';
import { Journal } from '../openapi/runtime/journal';
import { readContract } from '../openapi/runtime/contract';
import { createListener } from './shell/listener';
import type { DevPages } from './shell/pages';
import { contractRuntime } from '../openapi/runtime/exchange';
import { closeResumeReader } from './domain/resume-reader';
import { sweepUploads } from './domain/uploads';
import { buildSearchIndexes, type SearchIndexes } from './search/indexes';
import { seededState } from './store/seed-state';
import { Store } from './store/store';
import { Scenarios } from './scenarios/scenarios';
import { filesPart, recordsPart } from './scenarios/store-parts';
import { SignInThrottle } from './domain/login-throttle';
import type { Disk } from './store/disk';
import { removeUploadFilesOnRelease } from './domain/uploads';
import { Recordings } from './scenarios/recordings';
import { STORE_SCHEMA_VERSION, type StoreState } from './store/state';

export interface RunningSimulator {
  url: string;
  port: number;
  context: SimContext;
  stop(): Promise<void>;
}

export interface StartOptions {
  config: SimConfig;
  /** A catalogue already generated for the same seed and size (benchmarks reuse one). */
  catalogue?: Catalogue;
  now?: () => Date;
  /** Serve the web app from Vite's dev server (npm run dev) instead of web/dist. */
  dev?: DevPages;
  /** Where the store and uploads write (tests hand a disk that can be full). */
  disk?: Disk;
}

/**
 * The setting a stored state was made with that this start differs in, or undefined. A different
 * SIM_JOBS on the same data folder silently replaced every seeker's state with the seeded one
 * (audit 2026-11-26, L7): the start now stops and says which value keeps the state.
 */
function settingMismatch(
  meta: StoreState['meta'],
  catalogue: Catalogue,
): { setting: string; stored: number; now: number } | undefined {
  if (meta.jobsTotal !== catalogue.jobsTotal)
    return { setting: 'SIM_JOBS', stored: meta.jobsTotal, now: catalogue.jobsTotal };
  if (meta.seed !== catalogue.seed)
    return { setting: 'SIM_SEED', stored: meta.seed, now: catalogue.seed };
  return undefined;
}

async function openStore(
  file: string,
  seeded: () => StoreState,
  catalogue: Catalogue,
  disk: Disk | undefined,
): Promise<Store> {
  const store = new Store(file, seeded, { disk });
  const meta = store.state.meta as StoreState['meta'] | undefined;
  const mismatch = meta && settingMismatch(meta, catalogue);
  if (mismatch) {
    await store.close();
    throw new ConfigError(
      mismatch.setting,
      `is ${mismatch.now}, but the state in ${file} was made with ${mismatch.setting}=` +
        `${mismatch.stored}. Start with ${mismatch.setting}=${mismatch.stored} to keep it, or ` +
        `move or delete ${file} and the files beside it named after it to start from the seeded state.`,
    );
  }
  if (!meta || meta.schemaVersion !== STORE_SCHEMA_VERSION) {
    // A state of an older shape cannot be read by this version: seeded again, and said so.
    console.log(`State in ${file} has an older shape; starting from the seeded state.`);
    store.replace(seeded());
  }
  return store;
}

/**
 * How long the simulator keeps an idle connection open. Node's default (5 s, closed 1 s later)
 * told clients `Keep-Alive: timeout=5`, and undici reuses an idle connection for the hint less 2 s:
 * a request sent on a connection idle for up to 3 s. When the simulator's process was busy past
 * the 6 s mark (the API replay runs it in its own process, beside the client, on two shared
 * cores), the server's idle timer ran before it read that request, and the client got
 * `SocketError: other side closed` (tests/sim/keep-alive.test.ts). At 65 s a connection reused
 * within a minute of its last answer has seconds to spare however long the process stalls, and
 * the replay and the contract stage each finish in well under a minute of any one idle connection.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listenOn(listener: RequestListener, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, listener);
    server.once('error', reject);
    server.listen({ host, port }, () => resolve(server));
  });
}

/**
 * Listens on the configured host, or on loopback only: 127.0.0.1, and ::1 on the same port where
 * the machine has IPv6 (browsers resolve localhost and *.localhost to either).
 */
async function listenAll(
  listener: RequestListener,
  host: string | undefined,
  port: number,
): Promise<Server[]> {
  if (host) return [await listenOn(listener, host, port)];
  const ipv4 = await listenOn(listener, '127.0.0.1', port);
  const bound = (ipv4.address() as AddressInfo).port;
  try {
    return [ipv4, await listenOn(listener, '::1', bound)];
  } catch {
    return [ipv4];
  }
}

/**
 * How far V8 lets the heap grow past what was live after its last full collection before it
 * collects again, in percent. The catalogue is a large, read-only live set; under load V8's
 * default let the heap grow to about four times it between full collections (peak RSS 548 MB at
 * 100,000 jobs). At 50 % the peak stays near 300 MB and the search throughput moves by 1-3 %.
 */
export const HEAP_GROWING_PERCENT = 50;
const MB = 1024 * 1024;

/** A scenario is everything named for it: each part, listed, bounded and dropped together. */
function scenariosOf(
  store: Store,
  parts: {
    faults: FaultRegistry;
    clocks: ClockRegistry;
    recordings: Recordings;
    signIns: SignInThrottle;
  },
  now: () => Date,
  config: () => SimConfig,
): Scenarios {
  return new Scenarios(
    {
      records: recordsPart(store),
      files: filesPart(store),
      faults: parts.faults,
      clockOffsetMs: parts.clocks,
      recordings: parts.recordings,
      throttles: parts.signIns,
    },
    {
      now,
      limits: () => ({
        max: config().scenarioLimit,
        idleMs: config().scenarioIdleMs,
        maxBytes: config().scenarioMemoryMb * MB,
      }),
      within: (scenario, work) => store.within(scenario, work),
    },
  );
}

/** What the operations are given, built once: each operation names the part it needs. */
function operationDeps(
  config: SimConfig,
  store: Store,
  catalogue: Catalogue,
  indexes: SearchIndexes,
  clocks: ClockRegistry,
  now: () => Date,
): OperationDeps {
  return {
    store,
    catalogue,
    indexes,
    clocks,
    throttles: new SignInThrottle(config.loginThrottle, now),
    // The resume reader is this object's (resumeReaderOf), closed with the simulator.
    uploads: { store, catalogue, config: { dataDir: config.dataDir } },
    recentSearchVisitors: config.recentSearchVisitors,
    guestAlerts: config.guestAlerts,
  };
}

export async function start(options: StartOptions): Promise<RunningSimulator> {
  const { config } = options;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const catalogue =
    options.catalogue ?? generateCatalogue({ seed: config.seed, jobsTotal: config.jobsTotal });
  // The search indexes are part of start-up, so that no request pays for building them.
  const indexes = buildSearchIndexes(catalogue);
  const seeded = () => seededState(catalogue);
  const contract = readContract();
  const now = options.now ?? (() => new Date());
  const store = await openStore(
    join(config.dataDir, `sim-state-${config.seed}.json`),
    seeded,
    catalogue,
    options.disk,
  );
  const faults = new FaultRegistry();
  const clocks = new ClockRegistry(now);
  const recordings = new Recordings(contract.serverPath);
  // Sign-in attempts are counted on the base clock, never a scenario's.
  const deps = operationDeps(config, store, catalogue, indexes, clocks, now);
  const context: SimContext = {
    config,
    catalogue,
    contract,
    api: contractRuntime(contract),
    store,
    faults,
    journal: new Journal(),
    deps,
    seededState: seeded,
    now,
    clocks,
    scenarios: scenariosOf(
      store,
      { faults, clocks, recordings, signIns: deps.throttles },
      now,
      () => context.config,
    ),
    recordings,
  };
  removeUploadFilesOnRelease(store, config.dataDir);
  // Scenario uploads are named only in their scenario's view (store/scenario-view.ts).
  const swept = sweepUploads(config.dataDir, {
    ...context.store.state,
    uploads: context.store.everyRecord('uploads'),
  });
  if (swept > 0) console.log(`Removed ${swept} upload files no record names (left by a crash).`);
  let port = config.port;
  const listener = createListener(context, () => port, options.dev);
  const servers = await listenAll(listener, config.host, config.port);
  const [first] = servers;
  port = first ? (first.address() as AddressInfo).port : config.port;
  context.config = { ...config, port };
  return {
    url: `http://localhost:${port}`,
    port,
    context,
    stop: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve, reject) => {
              server.closeAllConnections();
              server.close((error) => (error ? reject(error) : resolve()));
            }),
        ),
      );
      await closeResumeReader(deps.uploads);
      await context.store.close();
    },
  };
}
