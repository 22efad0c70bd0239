// The servers under test as child processes: this benchmark's script forked with a role, each
// reporting when it is ready, its CPU time and its peak memory.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChildMessage, type CpuReport, type MemoryReport, type Role } from './child-roles';
import { CHILD_READY_TIMEOUT_MS } from './settings';

/** The benchmark's entry, which a child runs with its role. */
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench-search.ts');
const ROOT = join(dirname(SCRIPT), '..');

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
export function startChild(
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

/** Asks the child a question and waits for the answer of that type (other messages pass by). */
function ask<T extends (MemoryReport | CpuReport)['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

export async function cpuOf(child: ChildProcess): Promise<number> {
  return (await ask(child, 'cpu')).micros;
}

export function memoryOf(child: ChildProcess): Promise<MemoryReport> {
  return ask(child, 'memory');
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
