// `npm test`'s browser stage: ONE simulator serving the built web app, and the end-to-end suite and
// the browser replay run against it at the same time, each test in its own scenario
// (tests/support/sim-scenario.ts), so neither sees the other's data, faults or clock.
//
// Two Playwright processes, not one run with two projects: each suite keeps its own config as it
// runs alone (`npx playwright test`, `npm run replay -- --level browser`): its reporters (the
// replay's HTML report with a trace of every path, its tally of paths and coverage), its output
// folder and usage teardown, its worker count. SIM_SHARED=1 tells both configs that the simulator
// is already up on their port, so they start none.
//
// The simulator validates its answers strictly, as the end-to-end suite always had it. The replay
// needs answers a broken backend would send: its faults say so (`breaksContract`), so they go out
// as they are while the simulator's own answers stay checked. The sign-in throttle stays on: the
// replay signs in with right passwords only, and its refusals come from faults.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_JOBS_TOTAL } from '../../sim-server/catalogue';
import { startInProcess } from './in-process-simulator';
import { runPrefixed, type Suite, type SuiteOutcome } from './side-by-side';

export const SHARED_SIM_ENV = 'SIM_SHARED';

/**
 * One machine's part of the browser stage (`--shard i/n`, Playwright's own sharding): each suite
 * runs its i-th of n parts, and writes a blob report under `blobDir/<suite>` for
 * `npx playwright merge-reports` to make one HTML report of all the machines' parts.
 */
export interface Shard {
  index: number;
  total: number;
  blobDir: string;
  /** Only the tests whose title matches (Playwright's --grep), in both suites. */
  grep?: string;
}

/** Reads `i/n` (1 ≤ i ≤ n). */
export function parseShard(text: string, blobDir: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || index < 1 || index > total)
    throw new Error(`A shard is i/n with 1 <= i <= n, not "${text}".`);
  return { index, total, blobDir };
}

/**
 * Workers of each suite on a 2-core machine, chosen by measurement (README, "The two commands");
 * E2E_WORKERS and REPLAY_WORKERS override them.
 */
export const SHARED_WORKERS = { e2e: 2, replay: 1 } as const;

/**
 * The two suites' commands. Sharded, the replay runs its Playwright config directly (its paths
 * split like the end-to-end tests), since the tally of paths and coverage that `npm run replay`
 * prints needs every path: the merged report holds them all.
 */
function suites(port: number, shared: NodeJS.ProcessEnv, shard?: Shard): Suite[] {
  const part = shard
    ? [
        ...['--shard', `${shard.index}/${shard.total}`, '--reporter', 'blob'],
        ...(shard.grep ? ['--grep', shard.grep, '--pass-with-no-tests'] : []),
      ]
    : [];
  // Each shard's blobs, and its own results folders: two shards may share a machine.
  const blob = (name: string) =>
    shard
      ? {
          PLAYWRIGHT_BLOB_OUTPUT_DIR: join(shard.blobDir, name),
          [name === 'e2e' ? 'E2E_OUTPUT' : 'REPLAY_OUTPUT']: join(
            tmpdir(),
            `${name}-results-${port}-${shard.index}`,
          ),
        }
      : {};
  return [
    {
      name: 'e2e',
      args: ['playwright', 'test', ...part],
      env: {
        ...shared,
        ...blob('e2e'),
        E2E_PORT: String(port),
        E2E_WORKERS: process.env.E2E_WORKERS ?? String(SHARED_WORKERS.e2e),
      },
    },
    {
      name: 'replay',
      args: shard
        ? ['playwright', 'test', '-c', 'playwright.replay.config.ts', ...part]
        : ['tsx', 'scripts/replay.ts', '--level', 'browser'],
      env: {
        ...shared,
        ...blob('replay'),
        REPLAY_PORT: String(port),
        REPLAY_TRACE: 'on-first-retry',
        REPLAY_WORKERS: process.env.REPLAY_WORKERS ?? String(SHARED_WORKERS.replay),
      },
    },
  ];
}

/**
 * Starts the simulator on `port` (strict validation, a fresh state folder, the built web app),
 * runs both suites (or their `shard` part) against it side by side, stops it; answers each
 * suite's outcome.
 */
export async function runBrowserSuites(
  port: number,
  browserEnv: NodeJS.ProcessEnv,
  shard?: Shard,
): Promise<SuiteOutcome[]> {
  const simulator = await startInProcess(
    { PORT: String(port), SIM_RESPONSE_VALIDATION: 'strict' },
    DEFAULT_JOBS_TOTAL,
  );
  console.log(`One simulator for both suites: ${simulator.url} (state ${simulator.dataDir}).`);
  const shared = { ...browserEnv, [SHARED_SIM_ENV]: '1' };
  try {
    const results = await Promise.all(suites(port, shared, shard).map(runPrefixed));
    for (const { name, status, seconds } of results)
      console.log(
        `${name}: ${status === 0 ? 'passed' : `failed (${status})`} in ${seconds.toFixed(0)} s`,
      );
    return results;
  } finally {
    await simulator.dispose();
  }
}
