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
import { FaultRegistry } from './control/faults';
import { Journal } from '../openapi/runtime/journal';
import { readContract } from '../openapi/runtime/contract';
import { createListener } from './shell/listener';
import type { DevPages } from './shell/pages';
import { ContractCheck } from '../openapi/runtime/contract-check';
import { OperationRoutes } from '../openapi/runtime/operation-routes';
import { closeResumeReader } from './domain/resume-reader';
import { sweepUploads } from './domain/uploads';
import { createHandlers } from './routes';
import { buildSearchIndexes } from './search/indexes';
import { seededState } from './store/seed-state';
import { Store } from './store/store';
import { Scenarios } from './scenarios/scenarios';
import { filesPart, recordsPart } from './scenarios/store-parts';
import { SignInThrottle } from './domain/login-throttle';
import type { Disk } from './store/disk';
import { removeUploadFiles } from './domain/uploads';
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

function listenOn(listener: RequestListener, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(listener);
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

export async function start(options: StartOptions): Promise<RunningSimulator> {
  const { config } = options;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const catalogue =
    options.catalogue ?? generateCatalogue({ seed: config.seed, jobsTotal: config.jobsTotal });
  // The search indexes are part of start-up, so that no request pays for building them.
  buildSearchIndexes(catalogue);
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
  // Counted on the base clock, never a scenario's.
  const signIns = new SignInThrottle(config.loginThrottle, now);
  const context: SimContext = {
    config,
    catalogue,
    contract,
    api: {
      routes: new OperationRoutes(contract.operations),
      check: new ContractCheck(contract),
    },
    store,
    faults,
    journal: new Journal(),
    handlers: {},
    seededState: seeded,
    now,
    clocks,
    scenarios: scenariosOf(
      store,
      { faults, clocks, recordings, signIns },
      now,
      () => context.config,
    ),
    recordings,
    signIns,
  };
  // An upload's file goes once no record names it, in the shared state or any scenario.
  store.onRelease('uploads', (ids) => removeUploadFiles(config.dataDir, ids));
  // Scenario uploads are named only in their scenario's view (store/scenario-view.ts).
  const swept = sweepUploads(config.dataDir, {
    ...context.store.state,
    uploads: context.store.everyRecord('uploads'),
  });
  if (swept > 0) console.log(`Removed ${swept} upload files no record names (left by a crash).`);
  context.handlers = createHandlers(context);
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
      await closeResumeReader(context);
      await context.store.close();
    },
  };
}
