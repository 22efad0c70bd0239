// Times the seeded catalogue and measures what it keeps on the heap, at the development size and
// at the benchmark size: `npx tsx scripts/bench-seed.ts [jobs ...] [--seed n]`.
// The start-up budget (seed plus search index) is 5 s and 400 MB resident at 100,000 jobs, so the
// seed alone should stay well under 2 s.
import { endPlainly, usageError } from './lib/cli';
import { cpus } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_JOBS_TOTAL, generateCatalogue } from '../sim-server/catalogue';
import type { Catalogue } from '../sim-server/catalogue/types';
import { DEFAULT_SEED } from '../sim-server/config';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:seed');

const BENCH_JOBS_TOTAL = 100_000;
const WARM_RUNS = 3;
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function settle(): void {
  gc();
  gc();
}

function parseArgs(argv: string[]): { sizes: number[]; seed: number } {
  const sizes: number[] = [];
  let seed = DEFAULT_SEED;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--seed') {
      seed = Number(argv[++i]);
    } else if (/^\d+$/.test(arg)) {
      sizes.push(Number(arg));
    } else {
      throw usageError(`unknown argument '${arg}': bench-seed.ts [jobs ...] [--seed n]`);
    }
  }
  if (!Number.isSafeInteger(seed)) throw usageError('--seed must be a whole number');
  return { sizes: sizes.length > 0 ? sizes : [DEFAULT_JOBS_TOTAL, BENCH_JOBS_TOTAL], seed };
}

interface Row {
  jobs: number;
  firstMs: number;
  warmMedianMs: number;
  heapMb: number;
  rssMb: number;
}

function measure(jobsTotal: number, seed: number): Row {
  settle();
  const heapBefore = process.memoryUsage().heapUsed;
  let started = performance.now();
  let kept: Catalogue | undefined = generateCatalogue({ seed, jobsTotal });
  const firstMs = performance.now() - started;
  settle();
  const memory = process.memoryUsage();
  const heapMb = (memory.heapUsed - heapBefore) / MB;
  const rssMb = memory.rss / MB;
  if (kept.jobsTotal !== jobsTotal) throw new Error('The catalogue has the wrong size.');
  kept = undefined;

  const times: number[] = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    settle();
    started = performance.now();
    generateCatalogue({ seed, jobsTotal });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const warmMedianMs = times[Math.floor(times.length / 2)] ?? Number.NaN;
  return { jobs: jobsTotal, firstMs, warmMedianMs, heapMb, rssMb };
}

const { sizes, seed } = parseArgs(process.argv.slice(2));
console.log(
  `Seeded catalogue, seed ${seed}; Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
);
// The first generation in a process also reads and checks the fixtures and warms the JIT.
const rows = sizes.map((size) => measure(size, seed));
console.table(
  rows.map((row) => ({
    jobs: row.jobs,
    'first run (ms)': Math.round(row.firstMs),
    [`median of ${WARM_RUNS} more (ms)`]: Math.round(row.warmMedianMs),
    'heap kept (MB)': Number(row.heapMb.toFixed(1)),
    'rss after (MB)': Math.round(row.rssMb),
  })),
);
