// The resume reader's process program serves files; loading the simulator does not. A module that
// served on import made any process with an IPC channel that loads the simulator (a child forked
// by bench:search, or by a QA harness) a resume reader too: PDF.js loaded and warmed up, a memory
// watchdog thread started, and every IPC message read as a resume job.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOADER = `
  await import(${JSON.stringify(new URL('../../sim-server/server.ts', import.meta.url).href)});
  process.send({ messageListeners: process.listenerCount('message') });
`;

describe('The simulator in a process with an IPC channel', () => {
  it('When a forked process loads the simulator, then it does not start listening for resume jobs', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ipc-loader-'));
    const loader = join(folder, 'load-simulator.mjs');
    writeFileSync(loader, LOADER);
    const child = fork(loader, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    try {
      const [report] = (await once(child, 'message')) as [{ messageListeners: number }];

      expect(report.messageListeners).toBe(0);
    } finally {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
