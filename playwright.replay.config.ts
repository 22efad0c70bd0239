// The browser level of `npm run replay` (scripts/replay/browser-level.ts runs it): the machines'
// paths through the real web app in Chromium, one test per path, a trace of every path in the
// HTML report (replay-report/). Each path runs in its own scenario (tests/support/sim-scenario.ts).
// Without REPLAY_BASE_URL it starts the simulator on REPLAY_PORT serving the built web app
// (SIM_WEB_DIST, else web/dist) with strict response validation, as the end-to-end suite has it:
// the answers a path needs that only a broken backend sends come from faults that say so
// (breaksContract, scripts/replay/backend.ts), and the simulator sends those as they are.
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS } from './scripts/lib/chromium-args';
import { testChromiumPath } from './scripts/lib/chromium';
import type { SimScenarioOptions } from './tests/support/sim-scenario';

const port = Number(process.env.REPLAY_PORT ?? 4470);
const executablePath = testChromiumPath();
const external = process.env.REPLAY_BASE_URL;

export default defineConfig<SimScenarioOptions>({
  testDir: 'scripts/replay/browser',
  testMatch: '**/*.spec.ts',
  // Each path runs in its own scenario, its data apart from every other path's (the seeker's
  // follows, say): paths side by side, as many as the workers.
  fullyParallel: true,
  workers: Number(process.env.REPLAY_WORKERS ?? 2),
  // One retry: a follow toast stays up 1 s (the spec's), which a machine as busy as the browser
  // stage's (load about 17 on two cores) can miss; a path passing only on its retry is reported
  // flaky, and counts by its last attempt.
  retries: 1,
  // Hang guards, not speed checks: the browser stage shares two cores with its simulator and the
  // other suite (load about 17), where a page may take 15 s to settle; a passing wait ends early.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Traces and screenshots of each path, outside the shared test-results/ (the report keeps them).
  outputDir: process.env.REPLAY_OUTPUT ?? `${process.env.TMPDIR ?? '/tmp'}/replay-results-${port}`,
  // REPLAY_REPORT moves the report (the broken-backend test keeps QA's replay-report/ as it was).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.REPLAY_REPORT ?? 'replay-report' }],
  ],
  use: {
    // Each path's scenario lives there and is dropped from there (tests/support/sim-scenario.ts).
    simBaseUrl: external ?? `http://localhost:${port}`,
    // QA's run keeps a trace of every path; npm test's browser stage only a failing path's retry
    // (REPLAY_TRACE=on-first-retry, scripts/lib/browser-suites.ts): tracing is a third of its CPU.
    trace: process.env.REPLAY_TRACE === 'on-first-retry' ? 'on-first-retry' : 'on',
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  ...(external
    ? {}
    : {
        // The app's use of the contract, checked against openapi/usage/web.json (issue 28); not
        // against an outside backend, whose broken answers are not the app's use.
        globalTeardown: './tests/support/usage-teardown.ts',
        // SIM_SHARED=1: npm test's one simulator already serves REPLAY_PORT, the same way
        // (scripts/lib/browser-suites.ts).
        webServer:
          process.env.SIM_SHARED === '1'
            ? undefined
            : {
                command: 'npx tsx sim-server/main.ts',
                env: {
                  PORT: String(port),
                  SIM_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/replay-sim-state-${port}`,
                  SIM_RESPONSE_VALIDATION: 'strict',
                },
                url: `http://localhost:${port}/__sim/sites`,
                reuseExistingServer: false,
                timeout: 60_000,
              },
      }),
});
