// The browser level: runs scripts/replay/browser/ through Playwright with playwright.replay.config.ts
// (one test per path, a trace of each in replay-report/), then tallies the outcomes the tests
// wrote: per machine the paths that passed and the states and transitions they reached end to end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateNodeIds, transitionKeys } from '../../machines/testing/coverage';
import { machineModels } from '../../machines/testing/models';
import { readResults, RESULTS_FILE_VARIABLE, type PathResult } from './protocol';
import { coverageTable, type CoverageRow } from './report';

export interface BrowserReplayOptions {
  baseUrl?: string;
  site: string;
  machine?: string;
  path?: number;
  /** Tries of a failing path after its first (playwright.replay.config.ts's one unless given). */
  retries?: number;
}

/** The machines the browser level plays: the five flows (voice search is two machines). */
export const BROWSER_MACHINES = [
  'oneTapLogin',
  'voiceSearch',
  'voiceRecognition',
  'sendAppLink',
  'appBanner',
  'follow',
] as const;

export function browserCoverage(machines: readonly string[], results: PathResult[]): CoverageRow[] {
  return machines.map((id) => {
    const model = machineModels.find((m) => m.machine.id === id);
    const mine = results.filter((r) => r.machine === id);
    const passed = mine.filter((r) => r.passed);
    return {
      id,
      paths: mine.length,
      passed: passed.length,
      states: {
        total: model ? stateNodeIds(model.machine).length : 0,
        covered: new Set(passed.flatMap((r) => r.states)).size,
      },
      transitions: {
        total: model ? transitionKeys(model.machine).size : 0,
        covered: new Set(passed.flatMap((r) => r.transitions)).size,
      },
    };
  });
}

/** Where playwright.replay.config.ts writes the HTML report. */
const REPORT = process.env.REPLAY_REPORT ?? 'replay-report';

function failureText(failure: PathResult): string {
  const where = (failure.step ?? -1) < 0 ? 'setting up' : `step ${failure.step} (${failure.event})`;
  return (
    `FAIL ${failure.machine} path ${failure.index} at ${where}: ${failure.message}\n` +
    `     path: ${failure.events}\n` +
    `     again: npm run replay -- --level browser --machine ${failure.machine} --path ${failure.index}\n` +
    `     trace: npx playwright show-report ${REPORT}`
  );
}

/** A path Playwright retried counts by its last attempt (its first is in the report, as flaky). */
function lastAttempts(results: PathResult[]): PathResult[] {
  const byPath = new Map<string, PathResult>();
  for (const result of results) byPath.set(`${result.machine}#${result.index}`, result);
  return [...byPath.values()];
}

export function replayBrowser(options: BrowserReplayOptions): number {
  const machines = options.machine ? [options.machine] : [...BROWSER_MACHINES];
  const unknown = machines.filter((m) => !BROWSER_MACHINES.some((b) => b === m));
  if (unknown.length > 0) {
    console.error(
      `The browser level plays ${BROWSER_MACHINES.join(', ')}; not ${unknown.join(', ')}.`,
    );
    return 1;
  }
  const folder = mkdtempSync(join(tmpdir(), 'replay-browser-'));
  const results = join(folder, 'results.jsonl');
  const started = performance.now();
  const retries = options.retries === undefined ? [] : ['--retries', String(options.retries)];
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'playwright.replay.config.ts', ...retries],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        [RESULTS_FILE_VARIABLE]: results,
        REPLAY_SITE: options.site,
        ...(options.machine ? { REPLAY_MACHINE: options.machine } : {}),
        ...(options.path === undefined ? {} : { REPLAY_PATH: String(options.path) }),
        ...(options.baseUrl ? { REPLAY_BASE_URL: options.baseUrl } : {}),
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const outcomes = lastAttempts(readResults(results));
  rmSync(folder, { recursive: true, force: true });
  const rows = browserCoverage(machines, outcomes);
  console.log(`\n${coverageTable(rows)}`);
  const failures = outcomes.filter((r) => !r.passed);
  for (const failure of failures) console.error(`\n${failureText(failure)}`);
  const total = outcomes.length;
  console.log(
    `\n${total - failures.length}/${total} paths passed in Chromium (site ${options.site.toUpperCase()}) in ` +
      `${seconds.toFixed(1)} s; the report with a trace of ${process.env.REPLAY_TRACE === 'on-first-retry' ? "each failing path's retry" : 'each path'}: ${REPORT}/index.html.`,
  );
  return run.status === 0 && failures.length === 0 && total > 0 ? 0 : 1;
}
