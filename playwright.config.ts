// End-to-end tests in a real Chromium against the simulator serving the built web app.
// `npm test` builds the web app first and names the Chromium in CHROMIUM_PATH.
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS } from './scripts/lib/chromium-args';
import { testChromiumPath } from './scripts/lib/chromium';
import type { SimScenarioOptions } from './tests/support/sim-scenario';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
const executablePath = testChromiumPath();

export default defineConfig<SimScenarioOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // npm test runs this suite and the browser replay side by side on one simulator
  // (scripts/lib/browser-suites.ts), each with the workers measured best there.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry, reported as flaky: the stage shares two cores with the replay and the simulator.
  retries: 1,
  // Hang guards, not speed checks: the browser stage shares two cores with its simulator and the
  // other suite (load about 17), where a page may take 15 s to settle; a passing wait ends early.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // A shard of the browser stage run beside another on one machine keeps its own results
  // (scripts/lib/browser-suites.ts); Playwright empties this folder when a run starts.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  // The run's use of the contract checked against openapi/usage/web.json (issue 28).
  globalTeardown: './tests/support/usage-teardown.ts',
  use: {
    baseURL: `http://in.localhost:${E2E_PORT}`,
    // Each test's own scenario lives there and is dropped from there (tests/support/sim-scenario.ts).
    simBaseUrl: `http://localhost:${E2E_PORT}`,
    // A trace of a failing test's retry: recording every test's trace cost a third of the
    // stage's CPU (bench/results/browser-stage.md).
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      // The config's launchOptions apply: the device names none.
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // SIM_SHARED=1: npm test's one simulator already serves E2E_PORT (scripts/lib/browser-suites.ts).
  webServer:
    process.env.SIM_SHARED === '1'
      ? undefined
      : {
          command: `npx tsx sim-server/main.ts`,
          env: {
            PORT: String(E2E_PORT),
            SIM_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/e2e-sim-state-${E2E_PORT}`,
            SIM_RESPONSE_VALIDATION: 'strict',
          },
          url: `http://localhost:${E2E_PORT}/__sim/sites`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
});
