// A run against the simulator happens in a scenario of its own (sim-server/scenarios/), dropped
// when it ends: the runner's cases link and unlink the seeker's Google account, save, follow,
// delete and sign in wrongly, and the shared data must stay as the web app and QA's replay expect
// it (an API replay on `npm start`'s data after a full run failed 75 one-tap paths). A backend that
// is not the simulator gets no scenario header.
import { randomBytes } from 'node:crypto';
import { SCENARIO_HEADER } from '../../openapi/runtime/request-context';
import { controlClient } from '../lib/control-client';
import { usageError } from '../lib/cli';
import { SCENARIO_NAME } from '../../sim-server/scenarios/scenarios';

/** How long the simulator's site list may take to say whether the backend is one. */
const PROBE_TIMEOUT_MS = 5_000;

/** Where the run's writes go: a scenario of the simulator, or the backend's one state. */
export interface Sandbox {
  /** Headers every case carries (the scenario's). */
  headers: Record<string, string>;
  /** The scenario, and whether the run drops it when it ends (it chose the name). */
  scenario?: { name: string; drop: boolean };
}

export interface SandboxChoice {
  /** --scenario: run in this one and keep it. */
  scenario?: string;
  /** --shared: run on the simulator's shared data. */
  shared: boolean;
}

/** Checks --scenario against the simulator's rule for scenario names. */
export function scenarioOption(name: string): string {
  if (!SCENARIO_NAME.test(name))
    throw usageError(
      `--scenario must be letters, digits, dots, underscores, colons and hyphens, starting with a letter or digit, up to 100 characters, not ${name}`,
    );
  return name;
}

/** Whether the backend at `origin` is the simulator: its control API lists the sites. */
async function isSimulator(origin: string): Promise<boolean> {
  try {
    const answer = await controlClient(origin, PROBE_TIMEOUT_MS).GET('/sites');
    return answer.response.ok && Array.isArray(answer.data?.sites);
  } catch {
    // Not JSON, not there, too slow: not a simulator; the run itself says what is wrong.
    return false;
  }
}

export async function sandboxFor(origin: string, choice: SandboxChoice): Promise<Sandbox> {
  if (choice.shared) return { headers: {} };
  if (choice.scenario)
    return {
      headers: { [SCENARIO_HEADER]: choice.scenario },
      scenario: { name: choice.scenario, drop: false },
    };
  if (!(await isSimulator(origin))) return { headers: {} };
  const name = `contract-run-${randomBytes(4).toString('hex')}`;
  return { headers: { [SCENARIO_HEADER]: name }, scenario: { name, drop: true } };
}

/** Drops the run's own scenario; a simulator that has gone keeps nothing to drop. */
export async function closeSandbox(origin: string, sandbox: Sandbox): Promise<void> {
  if (!sandbox.scenario?.drop) return;
  await controlClient(origin, PROBE_TIMEOUT_MS)
    .DELETE('/scenarios/{name}', { params: { path: { name: sandbox.scenario.name } } })
    .catch(() => undefined);
}

/** The line that says where the run's writes went. */
export function sandboxLine(sandbox: Sandbox): string | undefined {
  const { scenario } = sandbox;
  if (!scenario) return undefined;
  return scenario.drop
    ? `in scenario ${scenario.name} of the simulator, dropped at the end: the shared data is as it was (--shared runs on it)`
    : `in scenario ${scenario.name} of the simulator, kept`;
}
