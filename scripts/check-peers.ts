// npm run check:peers: the contract and the simulator as a peer's tools judge them (issue 36, item
// 5). Specmatic (the npm package's jar, Java 17) runs its positive contract tests against a
// simulator started as `npm start` starts it (its port and data folder aside), and its
// backward-compatibility check on the contract against itself and on contract:diff's fixture
// pair, printed beside the project's own diff. Not part of `npm test`: it needs Java and takes
// minutes. Exit 0 when Specmatic's run finds no simulator defect and no valid request refused
// with 400, and the contract is compatible with itself.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signInForm } from '../fixtures/accounts';
import { createApiClient, formEncoded } from '../openapi/client';
import { startSimulatorProcess } from './lib/simulator-process';

const CONTRACT = 'openapi/dist/openapi.json';
const FIXTURES = 'tests/contract-diff/fixtures';
const REPORT_DIR = 'reports/peers';

interface JournalEntry {
  operationId: string | null;
  status: number;
  validation: { request: string; response: string; errors: string[] };
}

function fail(message: string): never {
  console.error(`check:peers: ${message}`);
  process.exit(2);
}

function specmaticJar(): string {
  try {
    return join(
      dirname(createRequire(import.meta.url).resolve('specmatic/package.json')),
      'specmatic.jar',
    );
  } catch {
    return fail('the specmatic package is not installed (npm install).');
  }
}

function java(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync('java', args, {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
  });
  if (result.error) fail(`java did not run (${result.error.message}); Java 17 is needed.`);
  return `${result.stdout}${result.stderr}`;
}

async function sessionCookie(api: string): Promise<string> {
  const client = createApiClient({
    baseUrl: api,
    site: { countryCode: 'IN', siteContext: 'india' },
  });
  const { response } = await client.POST('/rio/login', {
    body: signInForm('seeker', 'IN'),
    ...formEncoded,
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('MSSOCLIENT='));
  if (!cookie) fail(`signing in at ${api} gave no session (${response.status}).`);
  return cookie.split(';')[0] ?? '';
}

/** A call to the simulator's control API (its journal), which is no operation of the contract. */
async function control(url: string, method = 'GET'): Promise<unknown> {
  // eslint-disable-next-line no-restricted-globals -- the control API, not an API operation
  const response = await fetch(url, { method });
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
}

/** Specmatic's positive run against the simulator, and what the simulator's journal says of it. */
async function contractTests(jar: string) {
  const sim = await startSimulatorProcess({ entry: 'npm-start', readyTimeoutMs: 300_000 });
  try {
    const api = `${sim.url}/api`;
    const cookie = await sessionCookie(api);
    await control(`${sim.url}/__sim/journal`, 'DELETE');
    const output = java(['-jar', jar, 'test', CONTRACT, `--testBaseURL=${api}`], {
      env: { MSSOCLIENT: cookie, MAX_TEST_REQUEST_COMBINATIONS: '3' },
    });
    writeFileSync(join(REPORT_DIR, 'specmatic-test.log'), output);
    const journal = (await control(`${sim.url}/__sim/journal?limit=2000`)) as {
      entries: JournalEntry[];
    };
    return { output, entries: journal.entries };
  } finally {
    await sim.stop();
  }
}

function countBy<T>(items: T[], key: (item: T) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** Specmatic's verdict on a revision against a base, each a folder holding `file`. */
function compatibility(jar: string, base: string, revision: string, file: string): string {
  const repo = mkdtempSync(join(tmpdir(), 'peers-bcc-'));
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.email=peers@local', '-c', 'user.name=peers', ...args], {
      cwd: repo,
    });
  git('init', '-q', '-b', 'main');
  cpSync(base, repo, { recursive: true });
  git('add', '.');
  git('commit', '-qm', 'base');
  cpSync(revision, repo, { recursive: true });
  const output = java(
    ['-jar', jar, 'backward-compatibility-check', '--base-branch', 'main', '--target-path', file],
    { cwd: repo },
  );
  rmSync(repo, { recursive: true, force: true });
  if (/\(INCOMPATIBLE\)/.test(output)) return 'incompatible';
  if (/\(COMPATIBLE\)|compatible/i.test(output)) return 'compatible';
  return 'no verdict';
}

/** The project's diff on the fixture pair: breaking, or not. */
function projectDiff(base: string, revision: string): string {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/contract-diff.ts',
      '--base',
      base,
      '--revision',
      revision,
      '--format',
      'json',
    ],
    { encoding: 'utf8' },
  );
  const summary = (JSON.parse(result.stdout || '{}') as { summary?: { breaking: number } }).summary;
  return summary ? (summary.breaking > 0 ? 'incompatible (breaking)' : 'compatible') : 'no verdict';
}

async function main(): Promise<void> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const jar = specmaticJar();
  console.log(java(['-jar', jar, '--version']).trim());

  const { output, entries } = await contractTests(jar);
  const run = /Tests run: (\d+), Successes: (\d+), Failures: (\d+)/.exec(output);
  const mismatches = [
    ...output.matchAll(/expected status (\d+) but response contained status (\d+)/g),
  ];
  const refused = entries.filter((e) => e.status === 400 && e.validation.request === 'valid');
  const defects = entries.filter((e) => e.status >= 500 || e.validation.response === 'invalid');
  const sentInvalid = entries.filter((e) => e.validation.request === 'invalid');
  console.log(
    `\nSpecmatic test (positive, 3 combinations an operation): ${run?.[0] ?? 'no summary'}`,
  );
  console.log('  failures by status (expected -> answered):');
  for (const [pair, n] of countBy(mismatches, (m) => `${m[1]} -> ${m[2]}`).slice(0, 12))
    console.log(`    ${String(n).padStart(4)}  ${pair}`);
  console.log(`  simulator journal: ${entries.length} requests`);
  console.log(`    simulator defects (5xx or an answer off the contract): ${defects.length}`);
  for (const [op, n] of countBy(defects, (e) => `${e.operationId ?? '?'} ${e.status}`))
    console.log(`      ${String(n).padStart(4)}  ${op}`);
  console.log(`    valid requests refused with 400: ${refused.length}`);
  for (const [op, n] of countBy(
    refused,
    (e) => `${e.operationId ?? '?'}: ${e.validation.errors[0] ?? ''}`,
  ))
    console.log(`      ${String(n).padStart(4)}  ${op}`);
  console.log(
    `    requests Specmatic sent that break the contract (its limitations): ${sentInvalid.length}`,
  );
  for (const [op, n] of countBy(sentInvalid, (e) => e.operationId ?? '?').slice(0, 10))
    console.log(`      ${String(n).padStart(4)}  ${op}`);

  const self = mkdtempSync(join(tmpdir(), 'peers-self-'));
  const reserialised = mkdtempSync(join(tmpdir(), 'peers-self-'));
  const bundle = JSON.parse(readFileSync(CONTRACT, 'utf8')) as unknown;
  writeFileSync(join(self, 'openapi.json'), JSON.stringify(bundle));
  writeFileSync(join(reserialised, 'openapi.json'), JSON.stringify(bundle, null, 1));
  const selfVerdict = compatibility(jar, self, reserialised, 'openapi.json');
  const fixtureVerdict = compatibility(
    jar,
    `${FIXTURES}/base`,
    `${FIXTURES}/revision`,
    'openapi.yaml',
  );
  const fixtureProject = projectDiff(
    `${FIXTURES}/base/openapi.yaml`,
    `${FIXTURES}/revision/openapi.yaml`,
  );
  console.log('\nBackward compatibility (Specmatic | project contract:diff):');
  console.log(
    `  the contract against itself, re-serialised: ${selfVerdict} | compatible (nothing changed)`,
  );
  console.log(`  ${FIXTURES} base -> revision: ${fixtureVerdict} | ${fixtureProject}`);
  console.log(`\nSpecmatic's log: ${REPORT_DIR}/specmatic-test.log`);
  const clean = defects.length === 0 && refused.length === 0 && selfVerdict === 'compatible';
  process.exit(clean ? 0 : 1);
}

await main();
