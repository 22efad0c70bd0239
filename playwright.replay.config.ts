// The browser level of `npm run replay` (scripts/replay/browser-level.ts runs it): the machines'
// paths through the real web app in Chromium, one test per path, a trace of every path in the
// HTML report (replay-report/). Without REPLAY_BASE_URL it starts the simulator on REPLAY_PORT
// serving the built web app (SIM_WEB_DIST, else web/dist), without response validation (a fault
// may send what the contract forbids, as a broken backend would) and without a sign-in throttle.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium-args';

const port = Number(process.env.REPLAY_PORT ?? 4470);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const external = process.env.REPLAY_BASE_URL;

export default defineConfig({
  testDir: 'scripts/replay/browser',
  testMatch: '**/*.spec.ts',
  // A machine's paths share a seeker (follows, say): one after another; machines side by side.
  fullyParallel: false,
  workers: Number(process.env.REPLAY_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Traces and screenshots of each path, outside the shared test-results/ (the report keeps them).
  outputDir: process.env.REPLAY_OUTPUT ?? `${process.env.TMPDIR ?? '/tmp'}/replay-results-${port}`,
  // REPLAY_REPORT moves the report (the broken-backend test keeps QA's replay-report/ as it was).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.REPLAY_REPORT ?? 'replay-report' }],
  ],
  use: {
    trace: 'on',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  ...(external
    ? {}
    : {
        // The app's use of the contract, checked against openapi/usage/web.json (issue 28); not
        // against an outside backend, whose broken answers are not the app's use.
        globalTeardown: './tests/support/usage-teardown.ts',
        webServer: {
          command: 'npx tsx sim-server/main.ts',
          env: {
            PORT: String(port),
            SIM_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/replay-sim-state-${port}`,
            SIM_RESPONSE_VALIDATION: 'off',
            SIM_LOGIN_THROTTLE: 'off',
          },
          url: `http://localhost:${port}/__sim/sites`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
      }),
});
