// The browser level of the replay finds a backend that breaks a behaviour: behind a proxy that
// answers a send-link 422 as 200, the sendAppLink path the browser plays for the refusal's own
// message (a failure toast with the backend's errorMessage) fails in Chromium at its link.answered
// step, and the replay names the path and the step. The path is found by what it does, not by its
// number. It needs the built web app and Chromium, so `npm test` runs it after the build, beside
// the tools stage (REPLAY_BROWSER_CHECK=1, SIM_WEB_DIST the build), not with the other unit tests.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineModels } from '../../machines/testing/models';
import { startOwnSimulator } from '../../scripts/replay/own-simulator';
import { coveringPaths, took } from '../../scripts/replay/browser/plan';
import { brokenBackend, sendLinkRefusalAsSuccess } from '../support/broken-backend';

const dist = resolve(process.env.SIM_WEB_DIST ?? 'web/dist');
const wanted = process.env.REPLAY_BROWSER_CHECK === '1';
const scratch = join(process.env.TMPDIR ?? '/tmp', `replay-broken-${process.pid}`);

/** The branch of a 422 or 401 shown with the backend's own errorMessage. */
const REFUSAL_WITH_ITS_MESSAGE = 'sendAppLink.sending --link.answered--> #2';

/** The browser's sendAppLink path that shows a refusal's own message, and that step's number. */
function refusalPath(): { index: number; step: number } {
  const model = machineModels.find((m) => m.machine.id === 'sendAppLink');
  if (!model) throw new Error('No sendAppLink model.');
  for (const path of coveringPaths(model, () => true)) {
    const step = path.steps.find((s) => took(s, REFUSAL_WITH_ITS_MESSAGE));
    if (step) return { index: path.index, step: step.number };
  }
  throw new Error('The browser level plays no path with a refusal shown with its own message.');
}

describe.skipIf(!wanted)('npm run replay -- --level browser against a broken backend', () => {
  let sim: Awaited<ReturnType<typeof startOwnSimulator>>;
  let proxy: Awaited<ReturnType<typeof brokenBackend>>;
  const refusal = refusalPath();

  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`No built web app in ${dist}: build it first (npx vite build ...).`);
    sim = await startOwnSimulator({ webDist: dist });
    proxy = await brokenBackend(sim.url, sendLinkRefusalAsSuccess);
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await sim?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /**
   * `npm run replay -- --level browser --machine sendAppLink --path <refusal> --retries 0
   * --base-url <url>`,
   * run asynchronously: the simulator answers from this very process.
   */
  function replayRefusal(
    baseUrl: string,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    // No retry: the broken answer is the same every time, so a second try would only wait for
    // the toast that never comes once more (QA reproducing a break does the same).
    const args = [
      '--level',
      'browser',
      '--machine',
      'sendAppLink',
      '--path',
      String(refusal.index),
      '--retries',
      '0',
    ];
    // What `npm run replay` runs, without npx's own process in front of it.
    const command = ['--import', 'tsx', 'scripts/replay.ts', ...args, '--base-url', baseUrl];
    const child = spawn(process.execPath, command, {
      env: {
        ...process.env,
        REPLAY_WORKERS: '1',
        REPLAY_REPORT: join(scratch, 'report'),
        REPLAY_OUTPUT: join(scratch, 'results'),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((done) => child.on('close', (status) => done({ status, stdout, stderr })));
  }

  it('When the backend is the simulator itself, then the send-link refusal path passes', async () => {
    const run = await replayRefusal(sim.url);

    expect(run.stderr).not.toContain('FAIL sendAppLink');
    expect(run.stdout).toContain('1/1 paths passed in Chromium');
    expect(run.status).toBe(0);
  }, 180_000);

  it('When a 422 send-link is answered as 200, then the refusal path fails at its link.answered step and the exit status is 1', async () => {
    const run = await replayRefusal(proxy.url);

    expect(run.stderr).toContain(
      `FAIL sendAppLink path ${refusal.index} at step ${refusal.step} (link.answered)`,
    );
    expect(run.stderr).toContain(
      `again: npm run replay -- --level browser --machine sendAppLink --path ${refusal.index}`,
    );
    expect(run.stdout).toContain('0/1 paths passed in Chromium');
    expect(run.status).toBe(1);
  }, 180_000);
});
