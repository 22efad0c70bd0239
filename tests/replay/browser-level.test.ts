// The browser level of the replay finds a backend that breaks a behaviour: behind a proxy that
// answers a send-link 422 as 200, sendAppLink path 5 (the refusal's own message as a failure
// toast) fails in Chromium at step 4 (link.answered), and the replay names the path and the step.
// It needs the built web app and Chromium, so it runs in `npm test`'s browser stage
// (REPLAY_BROWSER_CHECK=1, SIM_WEB_DIST the build), not with the other unit tests.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../sim-server/config';
import { start } from '../../sim-server/server';
import { REPLAY_JOBS } from '../../scripts/replay/own-simulator';
import { startBreakingProxy } from './breaking-proxy';

const dist = resolve(process.env.SIM_WEB_DIST ?? 'web/dist');
const wanted = process.env.REPLAY_BROWSER_CHECK === '1';
const scratch = join(process.env.TMPDIR ?? '/tmp', `replay-broken-${process.pid}`);

describe.skipIf(!wanted)('npm run replay -- --level browser against a broken backend', () => {
  let sim: Awaited<ReturnType<typeof start>>;
  let proxy: Awaited<ReturnType<typeof startBreakingProxy>>;

  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`No built web app in ${dist}: build it first (npx vite build ...).`);
    sim = await start({
      config: readConfig(
        {
          PORT: '0',
          SIM_WEB_DIST: dist,
          SIM_DATA_DIR: join(scratch, 'state'),
          SIM_RESPONSE_VALIDATION: 'off',
          SIM_LOGIN_THROTTLE: 'off',
          SIM_JOBS: String(REPLAY_JOBS),
        },
        REPLAY_JOBS,
      ),
    });
    proxy = await startBreakingProxy(sim.url.replace('localhost', '127.0.0.1'));
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await sim?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /**
   * `npm run replay -- --level browser --machine sendAppLink --path 5 --base-url <url>`, run
   * asynchronously: the simulator answers from this very process.
   */
  function replayPath5(
    baseUrl: string,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const args = ['--level', 'browser', '--machine', 'sendAppLink', '--path', '5'];
    const child = spawn('npx', ['tsx', 'scripts/replay.ts', ...args, '--base-url', baseUrl], {
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

  it('When the backend is the simulator itself, then sendAppLink path 5 passes', async () => {
    const run = await replayPath5(sim.url.replace('localhost', '127.0.0.1'));

    expect(run.stderr).not.toContain('FAIL sendAppLink');
    expect(run.stdout).toContain('1/1 paths passed in Chromium');
    expect(run.status).toBe(0);
  }, 180_000);

  it('When a 422 send-link is answered as 200, then sendAppLink path 5 fails at step 4 (link.answered) and the exit status is 1', async () => {
    const run = await replayPath5(proxy.url);

    expect(run.stderr).toContain('FAIL sendAppLink path 5 at step 4 (link.answered)');
    expect(run.stderr).toContain(
      'again: npm run replay -- --level browser --machine sendAppLink --path 5',
    );
    expect(run.stdout).toContain('0/1 paths passed in Chromium');
    expect(run.status).toBe(1);
  }, 180_000);
});
