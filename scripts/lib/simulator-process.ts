// The one way the tools and the tests start a simulator in a process of its own: as `npm start`
// starts it (scripts/start.ts, which builds the web app when its sources changed) or the simulator
// alone (sim-server/main.ts); on a port (a free one unless said) and a data folder (a fresh
// temporary one, removed when it stops, unless SIM_DATA_DIR is given); ready once it prints that
// it is. Stopped with SIGTERM, or killed with any signal (the crash tests' SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READY = /simulator ready/;
const ENTRIES = { 'npm-start': 'scripts/start.ts', simulator: 'sim-server/main.ts' } as const;

export interface SimulatorProcessOptions {
  /**
   * `npm-start`: scripts/start.ts, the README's first command, with the environment a user has
   * (a test runner's markers, which make the simulator check its answers strictly, left out);
   * `simulator`: sim-server/main.ts.
   */
  entry?: keyof typeof ENTRIES;
  /** Settings (SIM_*) over this process's environment; PORT is `port`. */
  env?: Record<string, string>;
  port?: number;
  /** How long the start may take (a first `npm start` builds the web app). */
  readyTimeoutMs?: number;
}

export interface SimulatorProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything it printed, for a failure message. */
  output(): string;
  /** SIGTERM, then its temporary data folder removed. */
  stop(): Promise<void>;
  /** Ends it with `signal` and leaves its data folder (a restart on the same folder follows). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startSimulatorProcess(
  options: SimulatorProcessOptions = {},
): Promise<SimulatorProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.env?.SIM_DATA_DIR
    ? undefined
    : mkdtempSync(join(tmpdir(), 'sim-process-'));
  const entry = options.entry ?? 'simulator';
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
    env: {
      ...(entry === 'npm-start' ? asUser(process.env) : process.env),
      ...(ownDataDir ? { SIM_DATA_DIR: ownDataDir } : {}),
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await ready(child, () => printed, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await end('SIGKILL');
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => printed,
    stop: async () => {
      await end('SIGTERM');
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
    kill: (signal = 'SIGKILL') => end(signal),
  };
}

/** An environment without a test runner's markers (sim-server/config.ts reads them). */
function asUser(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => !name.startsWith('VITEST') && !(name === 'NODE_ENV' && value === 'test'),
    ),
  );
}

function ready(child: ChildProcess, printed: () => string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The simulator did not start within ${timeoutMs} ms:\n${printed()}`)),
      timeoutMs,
    );
    child.stdout?.on('data', () => {
      if (READY.test(printed())) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The simulator exited with ${code}:\n${printed()}`));
    });
  });
}
