// The simulator in a child process of its own, for tests that must kill it (SIGKILL) and start it
// again on the same data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ChildSimulator {
  url: string;
  process: ChildProcess;
  /** Everything the child printed, for a failure message. */
  output(): string;
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

const READY = /simulator ready/;
const START_TIMEOUT_MS = 30_000;

export async function startChildSimulator(
  env: Record<string, string>,
  port: number,
): Promise<ChildSimulator> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sim-server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The simulator did not start:\n${printed}`)),
      START_TIMEOUT_MS,
    );
    const watch = () => {
      if (READY.test(printed)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The simulator exited with ${code}:\n${printed}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => printed,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
