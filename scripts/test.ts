// `npm test`: the whole suite, in the order that fails fastest.
// Each stage prints a heading; the first failing stage stops the run with its exit code. The time
// of every stage that ran is printed at the end ("=== Stage times"), and at a failing stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium, CHROMIUM_ENV } from './lib/chromium';
import { E2E_PORT } from '../playwright.config';
import { runBrowserSuites } from './lib/browser-suites';
import { runPrefixed, type Suite } from './lib/side-by-side';

const started = performance.now();
/** Each stage that ran, with its seconds, in order. */
const timings: { title: string; seconds: number }[] = [];

function printTimings(outcome: string): void {
  console.log(`\n=== Stage times (${outcome})`);
  for (const { title, seconds } of timings)
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
}

/** Notes a stage's time; a failed stage prints the times so far and ends the run. */
function finish(title: string, since: number, status: number): void {
  timings.push({ title, seconds: (performance.now() - since) / 1000 });
  if (status === 0) return;
  printTimings(`failed at: ${title}`);
  process.exit(status);
}

function stage(title: string, command: string, args: string[], env?: NodeJS.ProcessEnv): void {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const since = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  finish(title, since, result.status ?? 1);
}

/**
 * Checks run at once: the slowest sets the stage's time, the others share the cores (or wait on
 * a browser's timeouts while the others run). Each one's own time is printed beside the stage's.
 */
async function together(title: string, checks: Suite[]): Promise<void> {
  console.log(`\n=== ${title}: ${checks.map((c) => `npx ${c.args.join(' ')}`).join(' | ')}`);
  const since = performance.now();
  const outcomes = await Promise.all(checks.map(runPrefixed));
  const each = outcomes.map((o) => `${o.name} ${o.seconds.toFixed(0)} s`).join(', ');
  const failed = outcomes.filter((o) => o.status !== 0).map((o) => o.name);
  if (failed.length > 0) console.log(`Failed: ${failed.join(', ')}`);
  finish(`${title} (${each})`, since, failed.length === 0 ? 0 : 1);
}

stage('Generated contract files are fresh', 'npx', ['tsx', 'scripts/gen-api.ts', '--check']);
stage('Contract lint (Redocly recommended)', 'npx', [
  'redocly',
  'lint',
  'openapi/openapi.yaml',
  'openapi/sim-control.yaml',
  '--config',
  'openapi/redocly.yaml',
  '--format=summary',
]);
await together('Typecheck, lint and format, side by side', [
  // TypeScript 7's native compiler (typescript-native); typescript-eslint keeps TypeScript 5.9.
  { name: 'typecheck', args: ['npm', 'run', '--silent', 'typecheck'], env: {} },
  { name: 'lint', args: ['eslint', '.'], env: {} },
  { name: 'format', args: ['prettier', '--check', '.'], env: {} },
]);
// The crash proof's 20 rounds through npm start take about 140 s of one worker; the suite runs 8
// of them, `npx vitest run tests/sim/crash-safety.test.ts` all 20 (CRASH_SAFETY_ROUNDS).
stage('Unit, contract and model-based tests', 'npx', ['vitest', 'run'], {
  CRASH_SAFETY_ROUNDS: process.env.CRASH_SAFETY_ROUNDS ?? '8',
});
const chromium = findChromium();
console.log(
  `\n=== Chromium for Playwright: ${chromium.executablePath ?? '(Playwright bundled)'} — ${chromium.how}`,
);
const browserEnv = chromium.executablePath ? { [CHROMIUM_ENV]: chromium.executablePath } : {};
stage('Build the web app', 'npx', [
  'vite',
  'build',
  '--config',
  'web/vite.config.ts',
  '--logLevel',
  'warn',
]);
// QA's and backend teams' commands as the README has them typed, against the simulator `npm
// start` serves with its defaults (the sign-in throttle on): the API replay of every path, the
// contract run on every operation (50 negatives each), the runner through the validating proxy,
// the diff, one browser path (tests/tools/npm-start.test.ts). Beside them, the proof that a
// broken backend fails the browser replay (a send-link 422 answered as 200 fails the refusal path
// at its answer step), which spends most of its time waiting for the answer that never shows.
await together(
  'The tools as their users run them, and the browser replay against a broken backend',
  [
    {
      name: 'tools',
      args: ['vitest', 'run', 'tests/tools/npm-start.test.ts'],
      env: { ...browserEnv, TOOLS_NPM_START: '1' },
    },
    {
      name: 'broken-backend',
      args: ['vitest', 'run', 'tests/replay/browser-level.test.ts'],
      env: { ...browserEnv, REPLAY_BROWSER_CHECK: '1' },
    },
  ],
);

const e2eDir = 'tests/e2e';
if (existsSync(e2eDir) && readdirSync(e2eDir).some((file) => file.endsWith('.spec.ts'))) {
  // The end-to-end suite and the five flows through the web app just built (web/dist), side by
  // side on one simulator, each test in its own scenario.
  console.log(
    '\n=== End-to-end tests (Playwright) and the replay of the five flows through the web app (browser level), on one simulator',
  );
  const since = performance.now();
  const outcomes = await runBrowserSuites(E2E_PORT, browserEnv);
  const each = outcomes.map((o) => `${o.name} ${o.seconds.toFixed(0)} s`).join(', ');
  finish(
    `End-to-end tests and the browser replay, side by side (${each})`,
    since,
    outcomes.every((o) => o.status === 0) ? 0 : 1,
  );
} else {
  console.log('No end-to-end tests yet (tests/e2e/*.spec.ts).');
}
printTimings('all stages passed');
