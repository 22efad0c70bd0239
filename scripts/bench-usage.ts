// npm run bench:usage [-- <playwright filters>]: what recording the web app's use of the contract
// (web/src/lib/usage-recorder.ts, tests/support/usage-fixture.ts) adds to the end-to-end stage.
//
// Two whole runs of the suite back to back differ by several percent on a shared machine, more than
// the recording costs, so the comparison is made inside runs (a crossover): the first run records
// the tests of one half (tests/support/usage-halves.ts, by test id), the second run the other half.
// Every test is then timed once recorded and once not, and both halves of each run share that run's
// load. Prints the paired sums and writes bench/results/usage.json. Builds nothing: it serves
// web/dist as it stands (run `npx vite build --config web/vite.config.ts` after a web change).
import { endPlainly } from './lib/cli';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { halfOf, type UsageHalf } from '../tests/support/usage-halves';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:usage');

const RESULTS_FILE = 'bench/results/usage.json';
const TARGET_RATIO = 1.1;

interface ReportSuite {
  suites?: ReportSuite[];
  specs?: { id: string; tests: { results: { status: string; duration: number }[] }[] }[];
}

/** Each passed test's duration (ms) by test id, from Playwright's JSON report. */
function durations(suite: ReportSuite, into = new Map<string, number>()): Map<string, number> {
  for (const child of suite.suites ?? []) durations(child, into);
  for (const spec of suite.specs ?? []) {
    const result = spec.tests[0]?.results.at(-1);
    if (result?.status === 'passed') into.set(spec.id, result.duration);
  }
  return into;
}

function run(half: UsageHalf, filters: string[]): { seconds: number; byTest: Map<string, number> } {
  const scratch = mkdtempSync(join(tmpdir(), `bench-usage-${half}-`));
  const report = join(scratch, 'report.json');
  const started = Date.now();
  const outcome = spawnSync(
    'npx',
    ['playwright', 'test', '--reporter=json', '--output', join(scratch, 'out'), ...filters],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, API_USAGE: half, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  const seconds = (Date.now() - started) / 1000;
  if (outcome.status !== 0) console.log(`The ${half} run had failures; only passed tests count.`);
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as ReportSuite;
  return { seconds, byTest: durations(parsed) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const filters = process.argv.slice(2);
const even = run('even', filters);
const odd = run('odd', filters);
let recorded = 0;
let unrecorded = 0;
const ratios: number[] = [];
for (const [id, evenMs] of even.byTest) {
  const oddMs = odd.byTest.get(id);
  if (oddMs === undefined) continue;
  const [on, off] = halfOf(id) === 'even' ? [evenMs, oddMs] : [oddMs, evenMs];
  recorded += on;
  unrecorded += off;
  if (off > 0) ratios.push(on / off);
}
const ratio = recorded / unrecorded;
const cpu = cpus();
const results = {
  machine: `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version}`,
  runsSeconds: { even: even.seconds, odd: odd.seconds },
  pairedTests: ratios.length,
  recordedSeconds: Math.round(recorded / 100) / 10,
  unrecordedSeconds: Math.round(unrecorded / 100) / 10,
  ratio: Math.round(ratio * 1000) / 1000,
  medianTestRatio: Math.round(median(ratios) * 1000) / 1000,
  target: `≤ ${TARGET_RATIO}× (recording adds ≤ 10%)`,
  met: ratio <= TARGET_RATIO,
};
console.log(`Machine: ${results.machine}`);
console.log(`Runs: even ${even.seconds.toFixed(0)} s, odd ${odd.seconds.toFixed(0)} s`);
console.log(
  `${ratios.length} tests timed both ways: recorded ${results.recordedSeconds} s, unrecorded ` +
    `${results.unrecordedSeconds} s, ratio ${results.ratio}× (median test ${results.medianTestRatio}×; target ≤ ${TARGET_RATIO}×: ${results.met ? 'met' : 'NOT met'})`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
