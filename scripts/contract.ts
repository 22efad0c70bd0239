// `npm run contract`: exercises every operation of the contract against a backend (the simulator
// when no --base-url is given) and reports what breaks the contract, check by check. Exits 0 only
// when nothing failed. scripts/contract/ holds its parts; the README shows its output.
import { accountEmail, TEST_PASSWORD } from '../fixtures/accounts';
import { readOptions } from './contract/options';
import { table, writeJson, writeJunit } from './contract/output';
import { runContract } from './contract/runner';
import { startSimulator } from './contract/simulator';

const options = readOptions(process.argv.slice(2));
const simulator = options.baseUrl ? undefined : await startSimulator();
const baseUrl = (options.baseUrl ?? simulator?.url ?? '').replace(/\/$/, '');
// The contract's server path (/api) is added unless the URL already names a path.
const apiBase = new URL(baseUrl).pathname === '/' ? `${baseUrl}/api` : baseUrl;
const started = performance.now();
try {
  const report = await runContract({
    apiBase,
    site: options.site,
    seed: options.seed,
    budget: options.budget,
    ...(options.operations ? { operations: options.operations } : {}),
    timeoutMs: options.requestTimeout,
    concurrency: options.concurrency,
    credentials: {
      username: options.username ?? accountEmail('seeker', options.site),
      password: options.password ?? TEST_PASSWORD,
      signIn: 'rioLogin',
      signOut: 'logout',
    },
    progress: options.quiet ? undefined : (line) => process.stderr.write(`${line}\n`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(table(report));
  console.log(
    `${report.summary.cases} cases in ${seconds.toFixed(1)} s: ${(report.summary.cases / seconds).toFixed(0)} cases/s against ${apiBase} (seed ${options.seed})`,
  );
  if (options.report) writeJson(options.report, report);
  if (options.junit) writeJunit(options.junit, report);
  process.exitCode = report.summary.failed === 0 ? 0 : 1;
} finally {
  await simulator?.stop();
}
