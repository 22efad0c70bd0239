// A simulator of the replay's own, in this process, when no --base-url is given: a small seeded
// catalogue, a fresh state folder and no response validation (a fault sends bodies the contract does
// not allow, as a broken backend would; tests/sim holds the contract). The sign-in throttle is on,
// as `npm start` has it: the replay signs in one path at a time per account (backend.ts).
import { startInProcess } from '../lib/in-process-simulator';

export const REPLAY_JOBS = 900;

export interface OwnSimulatorOptions {
  /** The built web app to serve too (the browser level); none for the API level. */
  webDist?: string;
}

export async function startOwnSimulator(
  options: OwnSimulatorOptions = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const simulator = await startInProcess(
    {
      ...(options.webDist ? { SIM_WEB_DIST: options.webDist } : {}),
      SIM_JOBS: String(REPLAY_JOBS),
      SIM_RESPONSE_VALIDATION: 'off',
    },
    REPLAY_JOBS,
  );
  // The address itself: no name to resolve on every call.
  return { url: simulator.url.replace('localhost', '127.0.0.1'), stop: simulator.dispose };
}
