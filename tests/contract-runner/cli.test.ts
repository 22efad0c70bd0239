// `npm run contract` as a command: its exit status, the JSON report's shape, JUnit XML, and the
// same report for the same seed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS } from '../../scripts/contract/checks';
import { startSimulator, type TestSimulator } from '../support/sim';
import { brokenBackend } from '../support/broken-backend';
import { runAgainst } from './run';

let sim: TestSimulator;
let out: string;
beforeAll(async () => {
  sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
  out = mkdtempSync(join(tmpdir(), 'contract-cli-'));
});
afterAll(async () => {
  await sim.dispose();
  rmSync(out, { recursive: true, force: true });
});

/** The command in a child process (asynchronously: the simulator answers from this process). */
function contract(baseUrl: string, name: string, operations: string) {
  const report = join(out, `${name}.json`);
  const junit = join(out, `${name}.xml`);
  const args = [
    '--import',
    'tsx',
    'scripts/contract.ts',
    '--base-url',
    baseUrl,
    '--operations',
    operations,
  ];
  args.push('--budget', '10', '--seed', '3', '--report', report, '--junit', junit, '--quiet');
  return new Promise<{
    status: number | null;
    stdout: string;
    stderr: string;
    report: string;
    junit: string;
  }>((resolve) => {
    execFile(
      process.execPath,
      args,
      { encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
          report,
          junit,
        }),
    );
  });
}

describe('npm run contract', () => {
  it('exits 0 against the simulator, with the report and JUnit XML the issue names', async () => {
    const run = await contract(sim.url, 'pass', 'masterData,savedJobs,jobSave');
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toMatch(/masterData\s+\d+\s+\d+\s+0/);
    expect(run.stdout).toMatch(/cases\/s/);
    const report = JSON.parse(readFileSync(run.report, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(['operations', 'summary']);
    const summary = report.summary as Record<string, unknown>;
    expect(Object.keys(summary).sort()).toEqual([
      'byCheck',
      'cases',
      'failed',
      'operations',
      'passed',
    ]);
    expect(Object.keys(summary.byCheck as object).sort()).toEqual([...CHECKS].sort());
    expect(summary.failed).toBe(0);
    const operations = report.operations as Array<Record<string, unknown>>;
    expect(operations.map((o) => o.operationId).sort()).toEqual([
      'jobSave',
      'masterData',
      'savedJobs',
    ]);
    for (const operation of operations)
      expect(Object.keys(operation).sort()).toEqual([
        'failed',
        'failures',
        'negative',
        'operationId',
        'positive',
        'stateful',
      ]);
    expect(operations.find((o) => o.operationId === 'masterData')?.negative).toBeGreaterThanOrEqual(
      10,
    );
    expect(readFileSync(run.junit, 'utf8')).toMatch(
      /<testsuites[\s\S]*<testsuite[^>]*name="masterData"/,
    );
  });

  it('exits 1 when something failed, with the failure in the JUnit XML', async () => {
    const backend = await brokenBackend(sim.url, {
      response: (e) => (e.status === 400 ? { ...e, status: 500 } : e),
    });
    try {
      const run = await contract(backend.url, 'fail', 'masterData');
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/not_a_server_error: 500 for/);
      expect(run.stdout).toMatch(
        /curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\/middleware\/master-data/,
      );
      expect(readFileSync(run.junit, 'utf8')).toMatch(/<failure[^>]*type="not_a_server_error"/);
    } finally {
      await backend.close();
    }
  });

  it('reports the same cases and failures for the same seed', async () => {
    const backend = await brokenBackend(sim.url, {
      response: (e) => (e.status === 400 ? { ...e, status: 500 } : e),
    });
    try {
      const first = await runAgainst(backend.url, {
        operations: ['masterData', 'autocompleteKeywords'],
        seed: 11,
        budget: 30,
      });
      const second = await runAgainst(backend.url, {
        operations: ['masterData', 'autocompleteKeywords'],
        seed: 11,
        budget: 30,
      });
      const requests = (r: typeof first) =>
        r.operations.flatMap((o) => o.failures.map((f) => f.request.curl));
      expect(first.summary.failed).toBeGreaterThan(0);
      expect(requests(second)).toEqual(requests(first));
      expect(second.summary).toEqual(first.summary);
    } finally {
      await backend.close();
    }
  });
});
