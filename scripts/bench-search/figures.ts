// Figures out of timings: percentiles, medians over rounds, rounding.
import { type ChildProcess } from 'node:child_process';
import { type AutocannonRequest, type HttpFigures } from './load';

// ---------------------------------------------------------------- numbers
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function timed(items: number, run: (i: number) => void): { p50Ms: number; p99Ms: number } {
  const times = new Float64Array(items);
  for (let i = 0; i < items; i++) {
    const startedAt = performance.now();
    run(i);
    times[i] = performance.now() - startedAt;
  }
  times.sort();
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// ---------------------------------------------------------------- the orchestrator
/** A running child and the requests it is loaded with. */
export interface Target {
  name: string;
  child: ChildProcess;
  port: number;
  requests: AutocannonRequest[];
  rounds: HttpFigures[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median round: throughput, tail latency and CPU per request, each the rounds' median. */
export function figuresOf(target: Target): HttpFigures {
  return {
    rps: median(target.rounds.map((r) => r.rps)),
    p99Ms: median(target.rounds.map((r) => r.p99Ms)),
    cpuUs: median(target.rounds.map((r) => r.cpuUs)),
  };
}
