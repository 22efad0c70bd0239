// `npm test`: the whole suite, in the order that fails fastest.
// Each stage prints a heading; the first failing stage stops the run with its exit code.
import { existsSync, readdirSync } from 'node:fs';
import { findChromium, CHROMIUM_ENV } from './lib/chromium';
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
  stage('End-to-end tests (Playwright)', 'npx', ['playwright', 'test'], {
    ...(chromium.executablePath ? { [CHROMIUM_ENV]: chromium.executablePath } : {}),
  });
} else {
  console.log('No end-to-end tests yet (tests/e2e/*.spec.ts).');
}
console.log(`\nAll stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
