// `npx tsx scripts/replay-repeat.ts [N]`: `npm test`'s API replay stage N times in a row (20 unless
// told), each run a fresh process with its own simulator, as the stage runs it. Prints each run's
// outcome and time, and the tally; exits 1 when any run failed, with its output kept.
// The stage once went red with `SocketError: other side closed` (the simulator's keep-alive,
// sim-server/server.ts#KEEP_ALIVE_TIMEOUT_MS); this is the steadiness check for it.
import { spawnSync } from 'node:child_process';

const runs = Number(process.argv[2] ?? 20);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npx tsx scripts/replay-repeat.ts [N, a whole number of runs]');
  process.exit(2);
}
const failures: { run: number; output: string }[] = [];
const seconds: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'scripts/replay.ts', '--level', 'api'], {
    encoding: 'utf8',
  });
  const took = (performance.now() - started) / 1000;
  seconds.push(took);
  const passed = result.status === 0;
  console.log(
    `run ${String(run).padStart(2)}: ${passed ? 'passed' : 'FAILED'} in ${took.toFixed(1)} s`,
  );
  if (!passed) {
    const output = `${result.stdout}\n${result.stderr}`;
    failures.push({ run, output });
    // The failure's last lines at once: a long series is read while it runs.
    console.log(output.trim().split('\n').slice(-15).join('\n'));
  }
}
const sorted = [...seconds].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(
  `\n${runs - failures.length}/${runs} runs of the API replay passed (median ${median.toFixed(1)} s).`,
);
for (const { run, output } of failures) console.log(`\n--- run ${run} ---\n${output}`);
if (failures.length > 0) process.exit(1);
