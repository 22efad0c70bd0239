// A simulator of the replay's own, in this process, when no --base-url is given: a small seeded
// catalogue, a fresh state folder and no response validation (a fault sends bodies the contract does
// not allow, as a broken backend would; tests/sim holds the contract). The sign-in throttle is on,
// as `npm start` has it: the replay signs in one path at a time per account (backend.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../sim-server/config';
import { start } from '../../sim-server/server';

export const REPLAY_JOBS = 900;

export interface OwnSimulatorOptions {
  /** The built web app to serve too (the browser level); none for the API level. */
  webDist?: string;
}

export async function startOwnSimulator(
  options: OwnSimulatorOptions = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'replay-state-'));
  const config = readConfig(
    {
      PORT: '0',
      ...(options.webDist ? { SIM_WEB_DIST: options.webDist } : {}),
      SIM_JOBS: String(REPLAY_JOBS),
      SIM_DATA_DIR: dataDir,
      SIM_RESPONSE_VALIDATION: 'off',
    },
    REPLAY_JOBS,
  );
  const simulator = await start({ config });
  // The address itself: no name to resolve on every call.
  const url = simulator.url.replace('localhost', '127.0.0.1');
  return {
    url,
    stop: async () => {
      await simulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
