// The API level: every generated path of every machine (or one machine, or one path), replayed
// with the machines' real calls against a backend with the simulator's control API. Paths run a
// few at a time, each in its own scenario, so their faults and clocks never meet.
import { MACHINE_CALLS, type MachineCalls } from '../../machines/calls/registry';
import { generatePaths, type MachineModel } from '../../machines/testing/coverage';
import { machineModels } from '../../machines/testing/models';
import { usageError } from '../lib/cli';
import { controlClient } from '../lib/control-client';
import { pathBackend, replaySite, signInQueue } from './backend';
import { CALL_DRIVERS } from './drivers';
import { runPath, stateNodeIds, transitionKeys, type StepFailure } from './run-path';

/** Paths in flight at once: the calls wait on the backend, not on this process. */
export const API_CONCURRENCY = 8;

export interface ApiReplayOptions {
  baseUrl: string;
  site: string;
  machine?: string;
  /** Replay only this path (its number in the machine's list). */
  path?: number;
  /** Prefix of the scenarios the paths use; a run id keeps repeated runs apart. */
  runId?: string;
  /**
   * The machines' calls and answer mappings: the app's own (machines/calls/) unless a test hands
   * in changed ones to see the replay notice.
   */
  calls?: MachineCalls;
  /** How long a call of the control API may take (REQUEST_TIMEOUT_MS unless said). */
  timeoutMs?: number;
}

export interface MachineTally {
  id: string;
  paths: number;
  passed: number;
  /** Paths whose timers real time orders otherwise (not replayed; see PathOutcome.unplayable). */
  unplayable: number;
  states: { total: number; covered: number };
  transitions: { total: number; covered: number };
}

export interface ApiReplayResult {
  machines: MachineTally[];
  failures: StepFailure[];
  seconds: number;
}

export function selectedModels(machine?: string): MachineModel[] {
  const models = machine
    ? machineModels.filter((m) => m.machine.id === machine)
    : [...machineModels];
  if (models.length === 0)
    throw usageError(
      `no machine ${machine}: --machine is one of ${machineModels.map((m) => m.machine.id).join(', ')}`,
    );
  return models;
}

async function pool(tasks: Array<() => Promise<void>>, size: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: size }, worker));
}

export async function replayApi(options: ApiReplayOptions): Promise<ApiReplayResult> {
  const started = performance.now();
  const control = controlClient(options.baseUrl, options.timeoutMs);
  const site = await replaySite(control, options.site, options.baseUrl);
  const signIns = signInQueue();
  const runId = options.runId ?? `replay-${Date.now().toString(36)}`;
  const failures: StepFailure[] = [];
  const tallies: MachineTally[] = [];
  const tasks: Array<() => Promise<void>> = [];
  const calls = options.calls ?? MACHINE_CALLS;

  for (const model of selectedModels(options.machine)) {
    const id = model.machine.id;
    const driver = CALL_DRIVERS[id];
    const all = generatePaths(model).map((path, index) => ({ path, index }));
    const chosen = options.path === undefined ? all : all.filter((p) => p.index === options.path);
    const states = new Set<string>();
    const transitions = new Set<string>();
    const tally: MachineTally = {
      id,
      paths: chosen.length,
      passed: 0,
      unplayable: 0,
      states: { total: stateNodeIds(model.machine).length, covered: 0 },
      transitions: { total: transitionKeys(model.machine).size, covered: 0 },
    };
    tallies.push(tally);
    const replayOne = async ({ path, index }: (typeof all)[number]) => {
      const scenario = `${runId}-${id}-${index}`;
      const backend = pathBackend(options.baseUrl, site, scenario, control, signIns);
      const outcome = await runPath(model, driver, calls[id], path, index, backend);
      // A passing path's scenario goes; a failing one's is kept to look at (it expires when
      // idle). A backend that refuses the drop fails the path, not the run.
      if (outcome.failure) outcome.failure.scenario = scenario;
      else
        await backend.dropScenario().catch((error: unknown) => {
          outcome.failure = {
            machine: id,
            path: index,
            events: path.steps.map((step) => step.event.type).join(' → '),
            step: -1,
            event: '',
            message: `dropping the path's scenario: ${error instanceof Error ? error.message : String(error)}`,
          };
        });
      outcome.states.forEach((s) => states.add(s));
      outcome.transitions.forEach((t) => transitions.add(t));
      if (outcome.unplayable) {
        tally.unplayable += 1;
        tally.paths -= 1;
      } else if (outcome.failure) failures.push(outcome.failure);
      else tally.passed += 1;
      tally.states.covered = states.size;
      tally.transitions.covered = transitions.size;
    };
    if (driver?.sequential)
      tasks.push(async () => {
        for (const item of chosen) await replayOne(item);
      });
    else for (const item of chosen) tasks.push(() => replayOne(item));
  }
  await pool(tasks, API_CONCURRENCY);
  return { machines: tallies, failures, seconds: (performance.now() - started) / 1000 };
}
