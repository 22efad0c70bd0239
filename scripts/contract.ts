// `npm run contract`: exercises every operation of the contract against a backend (the simulator
// when no --base-url is given) and reports what breaks the contract, check by check. Exits 0 only
// when nothing failed; a backend that does not answer, or a report or option it cannot use, ends
// it with one line and the exit code of scripts/README.md. scripts/contract/ holds its parts; the
// README shows its output.
import { cpus } from 'node:os';
import { accountEmail, TEST_PASSWORD } from '../fixtures/accounts';
import { readContract, type ContractDocument } from '../openapi/runtime/contract';
import { SITE_HEADER } from '../openapi/vocabulary/site-headers';
import { toHar } from './contract/har';
import { readOptions, type CliOptions } from './contract/options';
import { table, writeJson, writeJunit } from './contract/output';
import { readReport, replayReport, replayTable } from './contract/replay';
import type { Report } from './contract/results';
import { RunStopped, runContract } from './contract/runner';
import { closeSandbox, sandboxFor, sandboxLine, type Sandbox } from './contract/sandbox';
import type { Credentials } from './contract/session';
import { EXIT, fileFailure, runTool } from './lib/cli';
import { printable } from './lib/printable';
import { startSimulatorProcess } from './lib/simulator-process';

interface Target {
  apiBase: string;
  /** Where the run's writes go (a scenario of its own on the simulator). */
  sandbox: Sandbox;
  /** Said in --figures: what the run was against. */
  name: string;
  options: CliOptions;
  credentials: Credentials;
  contract: ContractDocument;
}

await runTool('contract', async () => {
  const options = readOptions(process.argv.slice(2));
  // Read once: the run, the replay and the count of negatives share it.
  const contract = readContract();
  const report = options.replay ? readReport(options.replay) : undefined;
  const simulator = options.baseUrl ? undefined : await startSimulatorProcess();
  const baseUrl = (options.baseUrl ?? simulator?.url ?? '').replace(/\/$/, '');
  // The contract's server path (/api) is added unless the URL already names a path.
  const url = new URL(baseUrl);
  const apiBase = url.pathname === '/' ? `${baseUrl}${contract.serverPath}` : baseUrl;
  const { origin } = url;
  const sandbox = await sandboxFor(origin, options);
  const target: Target = {
    apiBase,
    sandbox,
    name: simulator ? 'the simulator (child process, default 9000 jobs)' : apiBase,
    options,
    contract,
    credentials: {
      username: options.username ?? accountEmail('seeker', options.site),
      password: options.password ?? TEST_PASSWORD,
      signIn: 'rioLogin',
      signOut: 'logout',
    },
  };
  try {
    return report ? await replay(target, report) : await run(target);
  } finally {
    await closeSandbox(origin, sandbox);
    await simulator?.stop();
  }
});

async function replay(target: Target, report: Report): Promise<number> {
  const { options } = target;
  const replayed = await replayReport(report, {
    apiBase: target.apiBase,
    contract: target.contract,
    ...(options.replay ? { source: options.replay } : {}),
    timeoutMs: options.requestTimeout,
    credentials: target.credentials,
    ...(options.maxResponseTime !== undefined
      ? { maxResponseTimeMs: options.maxResponseTime }
      : {}),
    headers: target.sandbox.headers,
  });
  console.log(replayTable(replayed));
  console.log(`against ${printable(target.apiBase)}`);
  sayWhere(target.sandbox);
  return replayed.some((r) => r.stillFails) ? EXIT.failed : EXIT.ok;
}

async function run(target: Target): Promise<number> {
  const { options } = target;
  const started = performance.now();
  let report: Report;
  try {
    report = await runContract({
      apiBase: target.apiBase,
      contract: target.contract,
      site: options.site,
      seed: options.seed,
      budget: options.budget,
      ...(options.operations ? { operations: options.operations } : {}),
      timeoutMs: options.requestTimeout,
      concurrency: options.concurrency,
      credentials: target.credentials,
      ...(options.maxResponseTime !== undefined
        ? { maxResponseTimeMs: options.maxResponseTime }
        : {}),
      headers: target.sandbox.headers,
      progress: options.quiet ? undefined : (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    // The backend went away during the run: what ran is still written, then the one line.
    if (error instanceof RunStopped) writeOutputs(options, error.report);
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(table(report));
  console.log(
    `${report.summary.cases} cases in ${seconds.toFixed(1)} s: ${(report.summary.cases / seconds).toFixed(0)} cases/s against ${printable(target.apiBase)} (seed ${options.seed})`,
  );
  sayWhere(target.sandbox);
  const short = tooFewNegatives(target.contract, report, options.minNegative);
  for (const line of short) console.log(line);
  if (options.figures)
    write(options.figures, () =>
      writeJson(options.figures ?? '', {
        at: new Date().toISOString(),
        machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
        target: target.name,
        operations: report.summary.operations,
        cases: report.summary.cases,
        seconds: Number(seconds.toFixed(1)),
        casesPerSecond: Math.round(report.summary.cases / seconds),
        failed: report.summary.failed,
      }),
    );
  writeOutputs(options, report);
  return report.summary.failed === 0 && short.length === 0 ? EXIT.ok : EXIT.failed;
}

function sayWhere(sandbox: Sandbox): void {
  const line = sandboxLine(sandbox);
  if (line) console.log(line);
}

/** A file the run writes; one that cannot be written ends it with one line (exit 3). */
function write(file: string, writeIt: () => void): void {
  try {
    writeIt();
  } catch (error) {
    throw fileFailure(file, error, 'write');
  }
}

function writeOutputs(options: CliOptions, report: Report): void {
  const { report: json, junit, har } = options;
  if (json) write(json, () => writeJson(json, report));
  if (junit) write(junit, () => writeJunit(junit, report));
  if (har) write(har, () => writeJson(har, toHar(report)));
}

/** Operations with parameters beyond the site headers, or a body, that got too few negatives. */
function tooFewNegatives(contract: ContractDocument, report: Report, minimum: number): string[] {
  if (minimum === 0) return [];
  const site = new Set<string>(Object.values(SITE_HEADER));
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
