// The one way the tests, the replay and the benchmarks start the simulator in their own process
// (scripts/lib/simulator-process.ts starts it in a process of its own): settings as a user gives
// them (SIM_*, PORT: a free port unless one is given), on a fresh temporary data folder that
// dispose() removes, unless SIM_DATA_DIR names one to keep.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../sim-server/config';
import { start, type RunningSimulator, type StartOptions } from '../../sim-server/server';

export interface InProcessSimulator extends RunningSimulator {
  dataDir: string;
  /** Stops it, then removes its data folder when it made one. */
  dispose(): Promise<void>;
}

export async function startInProcess(
  env: NodeJS.ProcessEnv,
  defaultJobsTotal: number,
  options: Omit<StartOptions, 'config'> = {},
): Promise<InProcessSimulator> {
  const dataDir = env.SIM_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sim-state-'));
  const temporary = env.SIM_DATA_DIR === undefined;
  const config = readConfig({ PORT: '0', ...env, SIM_DATA_DIR: dataDir }, defaultJobsTotal);
  let simulator: RunningSimulator;
  try {
    simulator = await start({ ...options, config });
  } catch (error) {
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...simulator,
    dataDir,
    dispose: async () => {
      await simulator.stop();
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
