// One simulator scenario per Playwright test (issue 29): every test of the end-to-end suite and of
// the browser replay runs in its own sandbox of the simulator (sim-server/scenarios/), so tests
// that sign in as the same seeker, save, follow or register never see each other's writes, and
// both suites can run side by side on one simulator. The scenario is dropped when the test ends.
//
// The scenario travels as the `X-Sim-Scenario` header in Playwright's `extraHTTPHeaders`, not as
// the `sim_scenario` cookie:
// - one setting reaches every host: the nine `{code}.localhost` sites, `localhost` (the control
//   API and /api from Node), navigations as well as fetches; a cookie is per host (no cookie set
//   for `localhost` reaches `in.localhost`), so it would need ten and miss any host not listed;
// - Playwright hands `extraHTTPHeaders` to every context and request context of the test: the
//   `context` and `page`, `browser.newContext()` inside a test, the `request` fixture and
//   `page.request` (each with its own cookie jar, which a cookie would not reach);
// - tests that sign out by clearing the browser's cookies stay in their scenario;
// - the header wins over the cookie (openapi/runtime/request-context.ts), so a test's request
//   never lands in two scenarios.
import { createHash, randomBytes } from 'node:crypto';
import type { TestInfo } from '@playwright/test';
import { test as base } from '@playwright/test';
import { SCENARIO_HEADER } from '../../openapi/runtime/request-context';

export interface SimScenarioOptions {
  /**
   * The simulator the test's scenario lives on (`http://localhost:PORT`); its control API drops
   * the scenario when the test ends. Each Playwright config sets it in `use`.
   */
  simBaseUrl: string | undefined;
}

export interface SimScenarioFixtures {
  /** The test's scenario, also sent as `X-Sim-Scenario` by every request of the test. */
  simScenario: string;
}

/** Two runs of one suite on one simulator get different names for the same test. */
const PROCESS_TOKEN = randomBytes(4).toString('hex');
const SLUG_LENGTH = 24;
const HASH_LENGTH = 12;

function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 't';
}

/**
 * The scenario of a test: a slug of its title, to find it in the journal, and a hash of its id,
 * retry, repeat and this worker's token, unique however many runs share the simulator. Short (at
 * most 37 characters: the replay makes e-mail addresses of it) and within the safe pattern of
 * scenario names.
 */
export function scenarioFor(
  info: Pick<TestInfo, 'title' | 'testId' | 'retry' | 'repeatEachIndex'>,
): string {
  const hash = createHash('sha256')
    .update(`${info.testId}|${info.retry}|${info.repeatEachIndex}|${PROCESS_TOKEN}`)
    .digest('hex')
    .slice(0, HASH_LENGTH);
  return `${slugOf(info.title)}-${hash}`;
}

/** The running test's scenario, for helpers that read the control API (`?scenario=`). */
export function currentScenario(): string {
  return scenarioFor(base.info());
}

async function dropScenario(simBaseUrl: string, name: string): Promise<void> {
  const response = await fetch(`${simBaseUrl}/__sim/scenarios/${name}`, { method: 'DELETE' });
  // 404: the test made no request the simulator kept a scenario for.
  if (response.status !== 204 && response.status !== 404)
    throw new Error(`Dropping scenario ${name} answered ${response.status}.`);
}

export const scenarioTest = base.extend<SimScenarioFixtures & SimScenarioOptions>({
  simBaseUrl: [undefined, { option: true }],
  simScenario: async ({ simBaseUrl }, use, testInfo) => {
    const name = scenarioFor(testInfo);
    testInfo.annotations.push({ type: 'sim-scenario', description: name });
    await use(name);
    if (simBaseUrl) await dropScenario(simBaseUrl, name);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, simScenario }, use) => {
    await use({ ...extraHTTPHeaders, [SCENARIO_HEADER]: simScenario });
  },
});
