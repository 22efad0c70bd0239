// The Playwright `test` of the end-to-end suite and the browser replay: every test runs in its own
// simulator scenario (sim-scenario.ts), and every page of a test's context gets the
// `__noteApiUsage` binding, so the web app's client records what it sends and reads
// (web/src/lib/usage-recorder.ts); at the end of the test the notes go to a file in the run's
// output folder, which usage-teardown.ts merges and checks against openapi/usage/web.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarioTest } from './sim-scenario';
import { recordsUsage } from './usage-halves';

export { expect } from '@playwright/test';
export type { Page, Request, Route, Locator, BrowserContext } from '@playwright/test';
export { currentScenario, type SimScenarioOptions } from './sim-scenario';

/** Where each test's notes go, under the project's output folder. */
export const USAGE_NOTES = 'api-usage-notes';

export const test = scenarioTest.extend<{ recordApiUsage: undefined }>({
  recordApiUsage: [
    async ({ context }, use, testInfo) => {
      if (!recordsUsage(testInfo.testId, process.env.API_USAGE)) return use(undefined);
      const notes = new Set<string>();
      await context.exposeFunction('__noteApiUsage', (entries: string[]) => {
        for (const entry of entries) notes.add(entry);
      });
      await use(undefined);
      if (notes.size === 0) return;
      const folder = join(testInfo.project.outputDir, USAGE_NOTES);
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        join(folder, `${testInfo.workerIndex}-${testInfo.testId}-${testInfo.retry}.json`),
        JSON.stringify([...notes]),
      );
    },
    { auto: true },
  ],
});
