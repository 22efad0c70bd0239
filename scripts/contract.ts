// `npm run contract`: exercises every operation of the contract against a backend (the simulator
// when no --base-url is given) and reports what breaks the contract, check by check. Exits 0 only
// when nothing failed. scripts/contract/ holds its parts; the README shows its output.
import { accountEmail, TEST_PASSWORD } from '../fixtures/accounts';
import { readOptions } from './contract/options';
import { table, writeJson, writeJunit } from './contract/output';
import type { Report } from './contract/results';
import { cpus } from 'node:os';
import { readContract } from '../openapi/runtime/contract';
import { runContract } from './contract/runner';
import { SITE_HEADER } from '../openapi/vocabulary/site-headers';
import { startSimulator } from './contract/simulator';
import { toHar } from './contract/har';
import { readReport, replayReport, replayTable } from './contract/replay';

const options = readOptions(process.argv.slice(2));
const simulator = options.baseUrl ? undefined : await startSimulator();
const baseUrl = (options.baseUrl ?? simulator?.url ?? '').replace(/\/$/, '');
// The contract's server path (/api) is added unless the URL already names a path.
const apiBase = new URL(baseUrl).pathname === '/' ? `${baseUrl}/api` : baseUrl;
const started = performance.now();
const credentials = {
  username: options.username ?? accountEmail('seeker', options.site),
  password: options.password ?? TEST_PASSWORD,
  signIn: 'rioLogin',
  signOut: 'logout',
};
try {
  if (options.replay) {
    const replayed = await replayReport(readReport(options.replay), {
      apiBase,
      timeoutMs: options.requestTimeout,
      credentials,
      ...(options.maxResponseTime !== undefined
        ? { maxResponseTimeMs: options.maxResponseTime }
        : {}),
    });
    console.log(replayTable(replayed));
    console.log(`against ${apiBase}`);
    process.exitCode = replayed.some((r) => r.stillFails) ? 1 : 0;
  } else await run();
} finally {
  await simulator?.stop();
}

async function run(): Promise<void> {
  const report = await runContract({
    apiBase,
    site: options.site,
    seed: options.seed,
    budget: options.budget,
    ...(options.operations ? { operations: options.operations } : {}),
    timeoutMs: options.requestTimeout,
    concurrency: options.concurrency,
    credentials,
    ...(options.maxResponseTime !== undefined
      ? { maxResponseTimeMs: options.maxResponseTime }
      : {}),
    progress: options.quiet ? undefined : (line) => process.stderr.write(`${line}\n`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(table(report));
  console.log(
    `${report.summary.cases} cases in ${seconds.toFixed(1)} s: ${(report.summary.cases / seconds).toFixed(0)} cases/s against ${apiBase} (seed ${options.seed})`,
  );
  const short = tooFewNegatives(report, options.minNegative);
  for (const line of short) console.log(line);
  if (options.figures)
    writeJson(options.figures, {
      at: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
      target: simulator ? 'the simulator (child process, default 9000 jobs)' : apiBase,
      operations: report.summary.operations,
      cases: report.summary.cases,
      seconds: Number(seconds.toFixed(1)),
      casesPerSecond: Math.round(report.summary.cases / seconds),
      failed: report.summary.failed,
    });
  if (options.report) writeJson(options.report, report);
  if (options.junit) writeJunit(options.junit, report);
  if (options.har) writeJson(options.har, toHar(report));
  process.exitCode = report.summary.failed === 0 && short.length === 0 ? 0 : 1;
}

/** Operations with parameters beyond the site headers, or a body, that got too few negatives. */
function tooFewNegatives(report: Report, minimum: number): string[] {
  if (minimum === 0) return [];
  const site = new Set<string>(Object.values(SITE_HEADER));
  const contract = readContract();
  return report.operations.flatMap((entry) => {
    const operation = contract.byId.get(entry.operationId);
    const takesInput =
      operation?.body !== undefined || operation?.parameters.some((p) => !site.has(p.name));
    return takesInput && entry.negative < minimum
      ? [
          `${entry.operationId}: ${entry.negative} negative cases, fewer than --min-negative ${minimum}`,
        ]
      : [];
  });
}
