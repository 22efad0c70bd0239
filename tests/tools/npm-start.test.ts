// Every tool passes the simulator `npm start` serves, with its defaults (issue 36, item 1): the
// simulator is started exactly as the README's first command starts it (scripts/start.ts, its
// port and data folder aside; the sign-in throttle on, answers checked as `log`, 9,000 jobs), and
// QA's and backend teams' commands run against it as they are typed: the API replay of every
// path, the runner on every operation (positive, negative, stateful), the validating proxy with
// the runner's traffic through it, the contract diff, and one browser path that signs in. The
// replay died here on `sign-in as seeker answered 429` while its own tests ran against a
// simulator with the throttle off. Long (a few minutes): `npm test` runs it as a stage of its own
// after the web app's build (TOOLS_NPM_START=1), in place of a contract run and an API replay
// against a simulator of the suite's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineModels } from '../../machines/testing/models';
import { coveringPaths } from '../../scripts/replay/browser/plan';
import {
  freePort,
  startSimulatorProcess,
  type SimulatorProcess,
} from '../../scripts/lib/simulator-process';
import { runCommand } from '../support/command';

const wanted = process.env.TOOLS_NPM_START === '1';
const scratch = mkdtempSync(join(tmpdir(), 'tools-npm-start-'));

interface JournalEntry {
  operationId: string | null;
  validation: { request: string; response: string; errors: string[] };
}

/** `npm run proxy -- --target URL --port N`, until it says it is listening. */
async function startProxyCommand(target: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/proxy.ts', '--target', target, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('validating proxy on')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}: ${printed}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

describe.skipIf(!wanted)('The tools against the simulator npm start serves', () => {
  let sim: SimulatorProcess;

  beforeAll(async () => {
    sim = await startSimulatorProcess({
      entry: 'npm-start',
      env: { SIM_DATA_DIR: join(scratch, 'state') },
      readyTimeoutMs: 600_000,
    });
  }, 600_000);

  afterAll(async () => {
    await sim?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('When the runner exercises every operation, then no case fails and each operation that takes input gets 50 negatives', async () => {
    const report = join(scratch, 'report.json');
    const run = await runCommand('scripts/contract.ts', [
      '--base-url',
      sim.url,
      '--min-negative',
      '50',
      '--report',
      report,
      '--quiet',
    ]);

    expect(run.status, run.stdout.slice(-3000)).toBe(0);
    const written = JSON.parse(readFileSync(report, 'utf8')) as {
      summary: { operations: number; failed: number; cases: number };
      operations: Array<{ positive: number; negative: number; stateful: number }>;
    };
    expect(written.summary.failed).toBe(0);
    expect(written.summary.operations).toBeGreaterThan(100);
    expect(written.operations.some((o) => o.stateful > 0)).toBe(true);
    // Its writes went to a scenario of its own: the replay that follows meets the data as seeded.
    expect(run.stdout).toContain('dropped at the end: the shared data is as it was');
  }, 900_000);

  it('When QA replays every path at the API level after the runner, then all pass with the throttle on', async () => {
    const run = await runCommand('scripts/replay.ts', ['--level', 'api', '--base-url', sim.url]);

    expect(run.stderr).not.toMatch(/FAIL |429|\n\s+at /);
    expect(run.stdout).toMatch(/(\d+)\/\1 paths passed against/);
    expect(run.status, run.stderr).toBe(0);
  }, 900_000);

  it("When the runner's traffic goes through the validating proxy, then it passes and the proxy finds no answer that breaks the contract", async () => {
    const proxy = await startProxyCommand(sim.url);
    try {
      const run = await runCommand('scripts/contract.ts', [
        '--base-url',
        proxy.url,
        '--operations',
        'rioLogin,searchResults,jobdetail,savedJobs,jobSave,jobUnSave,createJobAlert,jobAlerts,deleteJobAlert,logout',
        '--quiet',
      ]);
      // eslint-disable-next-line no-restricted-globals -- the proxy's own journal, not a contract call
      const answer = await fetch(`${proxy.url}/__sim/journal?limit=2000`);
      const { entries } = (await answer.json()) as { entries: JournalEntry[] };

      expect(run.status, run.stdout.slice(-3000)).toBe(0);
      expect(entries.length).toBeGreaterThan(100);
      const broken = entries.filter((e) => e.validation.response === 'invalid');
      expect(broken).toEqual([]);
      // Unchecked only where no operation's answers apply (the runner's unsupported methods).
      const unchecked = entries.filter((e) => e.validation.response === 'unchecked');
      expect(unchecked.filter((e) => e.validation.request !== 'undocumented')).toEqual([]);
      // The runner's valid requests are valid to the proxy too; its negatives are not.
      expect(entries.some((e) => e.validation.request === 'valid')).toBe(true);
      expect(entries.some((e) => e.validation.request === 'invalid')).toBe(true);
    } finally {
      proxy.child.kill('SIGTERM');
    }
  }, 600_000);

  it("When the last commit's contract is compared with itself, then the diff runs in the same setup and finds no change", async () => {
    const run = await runCommand('scripts/contract-diff.ts', [
      '--base',
      'HEAD',
      '--revision',
      'HEAD',
    ]);

    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('No changes.');
    expect(run.status).toBe(0);
  }, 300_000);

  it('When QA replays a follow path in Chromium, then the path that signs in passes', async () => {
    const model = machineModels.find((m) => m.machine.id === 'follow');
    const [path] = model ? coveringPaths(model, () => true) : [];
    if (!path) throw new Error('The browser level plays no follow path.');

    const run = await runCommand(
      'scripts/replay.ts',
      [
        '--level',
        'browser',
        '--machine',
        'follow',
        '--path',
        String(path.index),
        '--base-url',
        sim.url,
      ],
      {
        env: {
          REPLAY_WORKERS: '1',
          REPLAY_REPORT: join(scratch, 'replay-report'),
          REPLAY_OUTPUT: join(scratch, 'replay-results'),
        },
      },
    );

    expect(run.stdout).toContain('1/1 paths passed in Chromium');
    expect(run.status, run.stderr).toBe(0);
  }, 300_000);
});
