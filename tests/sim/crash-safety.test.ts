// Acknowledged writes survive a crash, in the shared state and in every scenario, and no state's
// write deletes another's files (issue 39). The simulator is started as its user starts it
// (`npm start`: scripts/lib/simulator-process.ts); two seekers write in the shared state and in two
// scenarios at once (the same accounts in each: job alerts created and deleted, avatars replaced,
// resumes added past the five kept); the simulator is killed with SIGKILL after a seeded number of
// acknowledged writes (a count, not a time window, so a busy machine changes nothing), and started
// again on the same data folder (its resume reader, a process of its own, ends with it). After each restart every acknowledged write and every file a
// record names must be there, in each writer's own state (tests/support/crash-load.ts).
// 20 rounds (CRASH_SAFETY_ROUNDS to change it): each is a kill and a restart through npm start,
// 6 to 12 s on a busy shared 2-core machine. scripts/crash-proof.ts runs the same load with larger
// uploads and prints a line per round.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../openapi/client';
import {
  freePort,
  startSimulatorProcess,
  type SimulatorProcess,
} from '../../scripts/lib/simulator-process';
import { lostAfterRestart, writeLoop, writerIn, type Writer } from '../support/crash-load';
import { TEST_JOBS_TOTAL } from '../support/sim';

const ROUNDS = Number(process.env.CRASH_SAFETY_ROUNDS ?? 20);
const SITES: CountryCode[] = ['IN', 'SG'];
const SCENARIOS = [null, 'crash-a', 'crash-b'];
/** The first start may build the web app (a fresh clone); the later ones only start. */
const FIRST_START_MS = 600_000;
const RESTART_MS = 120_000;

/** A small seeded generator, so that a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sim-crash-'));
let running: SimulatorProcess | undefined;

afterAll(async () => {
  await running?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Crash safety', () => {
  it(`When the simulator is killed ${ROUNDS} times during writes and uploads in the shared state and two scenarios, then every acknowledged write and file is there after each restart`, async () => {
    const port = await freePort();
    const env = { SIM_DATA_DIR: dataDir, SIM_JOBS: String(TEST_JOBS_TOTAL) };
    const server = { url: `http://127.0.0.1:${port}` };
    const next = random(20261128);
    const start = async (readyTimeoutMs: number) => {
      const began = performance.now();
      running = await startSimulatorProcess({ entry: 'npm-start', env, port, readyTimeoutMs });
      totals.restartMs.push(performance.now() - began);
      return running;
    };
    const totals = { acknowledged: 0, seeded: 0, refused: 0, restartMs: [] as number[] };
    let simulator = await start(FIRST_START_MS);
    const writers: Writer[] = [];
    for (const site of SITES)
      for (const scenario of SCENARIOS) writers.push(await writerIn(server, site, scenario));
    totals.restartMs = [];

    for (let round = 0; round < ROUNDS; round += 1) {
      let stop = false;
      const killAfter = 10 + Math.floor(next() * 30);
      let count = 0;
      let reached: () => void = () => undefined;
      const enough = new Promise<void>((resolve) => (reached = resolve));
      const ack = () => {
        count += 1;
        if (count === killAfter) reached();
      };
      const loops = writers.flatMap((writer) => [
        writeLoop(writer, 'alerts', round, () => stop, ack),
        writeLoop(writer, 'uploads', round, () => stop, ack),
      ]);
      await enough;
      await simulator.kill('SIGKILL');
      stop = true;
      await Promise.all(loops);

      try {
        simulator = await start(RESTART_MS);
      } catch {
        totals.refused += 1;
        simulator = await start(RESTART_MS);
      }
      const lost: string[] = [];
      for (const writer of writers) lost.push(...(await lostAfterRestart(server.url, writer)));
      expect(lost, `round ${round + 1}`).toEqual([]);
      totals.acknowledged += count;
      totals.seeded += killAfter;
    }
    expect(totals.refused).toBe(0);
    expect(totals.acknowledged).toBeGreaterThanOrEqual(totals.seeded);
    const slowest = Math.max(...totals.restartMs) / 1000;
    console.log(
      `${ROUNDS} SIGKILL rounds through npm start: ${totals.acknowledged} acknowledged writes in the shared state and two scenarios, 0 lost, ${totals.refused} restarts refused; slowest restart ${slowest.toFixed(1)} s`,
    );
  }, 3_600_000);
});
