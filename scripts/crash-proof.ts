// The SIGKILL proof (issues 26 and 39): the simulator is started as a user starts it (`npm start`,
// scripts/lib/simulator-process.ts), loaded with writes and uploads in the shared state and in two
// scenarios at once (the same seekers in each: job alerts created and deleted, avatars replaced,
// resumes added past the five kept), killed with SIGKILL after a seeded number of acknowledged
// writes (as a crash or an OOM kill takes it), and started again at once on the
// same data folder. After each restart every acknowledged write must be there, and every file a
// record names must be served, in each writer's own state (tests/support/crash-load.ts; the test
// tests/sim/crash-safety.test.ts runs the same load). Long: opt-in, not part of `npm test`.
//
//   npx tsx scripts/crash-proof.ts [--rounds 20] [--port 4431] [--seed 26] [--avatar-kb 600]
//
// Prints one line per round and a summary; exits 1 when a write or file was lost or a restart was
// refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CountryCode } from '../openapi/client';
import { lostAfterRestart, writeLoop, writerIn, type Writer } from '../tests/support/crash-load';
import { startSimulatorProcess, type SimulatorProcess } from './lib/simulator-process';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '4431' },
    seed: { type: 'string', default: '26' },
    jobs: { type: 'string', default: '900' },
    'avatar-kb': { type: 'string', default: '600' },
  },
});
const ROUNDS = Number(values.rounds);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const START_TIMEOUT_MS = 600_000;
const AVATAR_BYTES = Number(values['avatar-kb']) * 1024;
const SITES: CountryCode[] = ['IN', 'SG', 'VN', 'HK'];
const SCENARIOS = [null, 'proof-a', 'proof-b'];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sim-crash-proof-'));
const env = { SIM_DATA_DIR: dataDir, SIM_JOBS: values.jobs };
const next = random(Number(values.seed));

/** `npm start` on the data folder; answers it and how long it took to be ready. */
async function start(): Promise<{ simulator: SimulatorProcess; ms: number }> {
  const began = performance.now();
  const simulator = await startSimulatorProcess({
    entry: 'npm-start',
    env,
    port: PORT,
    readyTimeoutMs: START_TIMEOUT_MS,
  });
  return { simulator, ms: performance.now() - began };
}

let running = await start();
const writers: Writer[] = [];
for (const site of SITES)
  for (const scenario of SCENARIOS) writers.push(await writerIn({ url: BASE }, site, scenario));
const totals = { acked: 0, lost: 0, refused: 0, restartMs: [] as number[] };
const began = performance.now();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const killAfter = 20 + Math.floor(next() * 60);
    let count = 0;
    let stopped = false;
    let reached: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => (reached = resolve));
    const ack = () => {
      count += 1;
      if (count === killAfter) reached();
    };
    const loops = writers.flatMap((writer) => [
      writeLoop(writer, 'alerts', round, () => stopped, ack, AVATAR_BYTES),
      writeLoop(writer, 'uploads', round, () => stopped, ack, AVATAR_BYTES),
    ]);
    await enough;
    await running.simulator.kill('SIGKILL');
    stopped = true;
    await Promise.all(loops);
    try {
      running = await start();
    } catch (error) {
      totals.refused += 1;
      console.log(`round ${round + 1}: RESTART REFUSED ${(error as Error).message}`);
      running = await start();
    }
    totals.restartMs.push(running.ms);
    const lost: string[] = [];
    for (const writer of writers) lost.push(...(await lostAfterRestart(BASE, writer)));
    totals.acked += count;
    totals.lost += lost.length;
    console.log(
      `round ${round + 1}/${ROUNDS}: killed after ${count} acknowledged writes (seeded ${killAfter}); restart ${(running.ms / 1000).toFixed(1)} s; lost ${lost.length}${lost.length ? `: ${lost.join(', ')}` : ''}`,
    );
  }
} finally {
  await running.simulator.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
const sorted = [...totals.restartMs].sort((a, b) => a - b);
const uploads = writers.reduce((sum, w) => sum + w.avatars.length + w.resumes.length, 0);
console.log(
  `\n${ROUNDS} SIGKILL rounds through npm start in ${((performance.now() - began) / 1000).toFixed(0)} s, ${writers.length} writers (shared state and two scenarios): ${totals.acked} acknowledged writes (${uploads} of them uploads), ${totals.lost} lost, ${totals.refused} restarts refused; restart median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(1)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s`,
);
process.exit(totals.lost > 0 || totals.refused > 0 ? 1 : 0);
