// `npm test`: the whole suite, in the order that fails fastest.
// Each stage prints a heading; the first failing stage stops the run with its exit code.
import { existsSync, readdirSync } from 'node:fs';
import { findChromium, CHROMIUM_ENV } from './lib/chromium';
import { E2E_PORT } from '../playwright.config';
import { runBrowserSuites } from './lib/browser-suites';
import { run } from './lib/run';

function stage(title: string, command: string, args: string[], env?: NodeJS.ProcessEnv): void {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  run(command, args, { env });
}

const started = Date.now();
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
stage('Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
stage('Lint', 'npx', ['eslint', '.']);
stage('Format', 'npx', ['prettier', '--check', '.']);
stage('Unit, contract and model-based tests', 'npx', ['vitest', 'run']);
stage('Contract run against the simulator (npm run contract)', 'npx', [
  'tsx',
  'scripts/contract.ts',
  '--min-negative',
  '50',
  '--quiet',
]);
stage('Replay of every machine path against the simulator (API level)', 'npx', [
  'tsx',
  'scripts/replay.ts',
  '--level',
  'api',
]);

const e2eDir = 'tests/e2e';
const chromium = findChromium();
console.log(
  `\n=== Chromium for Playwright: ${chromium.executablePath ?? '(Playwright bundled)'} — ${chromium.how}`,
);
if (existsSync(e2eDir) && readdirSync(e2eDir).some((file) => file.endsWith('.spec.ts'))) {
  stage('Build the web app', 'npx', [
    'vite',
    'build',
    '--config',
    'web/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
  const browserEnv = chromium.executablePath ? { [CHROMIUM_ENV]: chromium.executablePath } : {};
  // The end-to-end suite and the five flows through the web app just built (web/dist), side by
  // side on one simulator, each test in its own scenario; then the proof that a broken backend
  // fails the replay: a send-link 422 answered as 200 fails the refusal path at its answer step.
  console.log(
    '\n=== End-to-end tests (Playwright) and the replay of the five flows through the web app (browser level), on one simulator',
  );
  const status = await runBrowserSuites(E2E_PORT, browserEnv);
  if (status !== 0) process.exit(status);
  stage(
    'The browser replay names the path and step a broken backend fails',
    'npx',
    ['vitest', 'run', 'tests/replay/browser-level.test.ts'],
    { ...browserEnv, REPLAY_BROWSER_CHECK: '1' },
  );
} else {
  console.log('No end-to-end tests yet (tests/e2e/*.spec.ts).');
}
console.log(`\nAll stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
