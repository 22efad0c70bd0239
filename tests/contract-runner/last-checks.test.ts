// The runner's last checks (issue 28), each against a backend that breaks its promise, and the
// evidence of a failure travelling: --har writes it as valid HAR 1.2 with secrets redacted, and
// --replay sends it again (still failing against the broken backend, passing against the
// simulator).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { har as validateHar } from 'har-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { toHar } from '../../scripts/contract/har';
import { replayReport } from '../../scripts/contract/replay';
import type { RunOptions } from '../../scripts/contract/run-context';
import {
  anyHeadersWelcome,
  brokenBackend,
  methodNotAllowedWithoutAllow,
  slowSplashScreen,
  throttleWithoutRetryAfter,
  type Breaker,
} from '../support/broken-backend';
import { startSimulator, type TestSimulator } from '../support/sim';
import { failedChecks, runAgainst } from './run';

let sim: TestSimulator;
const scratch = mkdtempSync(join(tmpdir(), 'last-checks-'));
beforeAll(async () => {
  sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
});
afterAll(async () => {
  await sim.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

async function runBroken(breaker: Breaker, options: Partial<RunOptions>) {
  const backend = await brokenBackend(sim.url, breaker);
  try {
    return await runAgainst(backend.url, options);
  } finally {
    await backend.close();
  }
}

/** The bundled contract with a required header added to splashScreen. */
function contractRequiringHeader(): string {
  const contract = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: unknown[] }>>;
  };
  const operation = contract.paths['/middleware/splashScreen']?.get;
  if (!operation) throw new Error('splashScreen moved');
  operation.parameters = [
    ...(operation.parameters ?? []),
    {
      name: 'X-Api-Version',
      in: 'header',
      required: true,
      schema: { type: 'string', example: '1' },
    },
  ];
  const file = join(scratch, 'contract-with-required-header.json');
  writeFileSync(file, JSON.stringify(contract));
  return file;
}

/** `npx tsx ARGS`, asynchronously: the simulator answers from this very process. */
function command(args: string[]): Promise<{ status: number | null; stdout: string }> {
  const child = spawn('npx', ['tsx', ...args]);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stdout })));
}

const credentials = {
  username: accountEmail('seeker', 'IN'),
  password: TEST_PASSWORD,
  signIn: 'rioLogin',
  signOut: 'logout',
};

describe("the runner's last checks each catch their broken backend", () => {
  it('When a backend serves a request without a header the contract requires, then missing_required_header fails it', async () => {
    const report = await runBroken(anyHeadersWelcome, {
      operations: ['splashScreen'],
      contractFile: contractRequiringHeader(),
    });
    expect(failedChecks(report, 'splashScreen')).toContain('missing_required_header');
  });

  it('When a backend answers an undeclared method 405 without Allow, then unsupported_method fails it', async () => {
    const report = await runBroken(methodNotAllowedWithoutAllow, { operations: ['splashScreen'] });
    expect(failedChecks(report, 'splashScreen')).toEqual(['unsupported_method']);
  });

  it('When the simulator answers an undeclared method, then its 405 names the allowed ones and passes', async () => {
    const report = await runAgainst(sim.url, { operations: ['splashScreen', 'jobdetail'] });
    expect(report.summary.byCheck.unsupported_method).toBe(0);
    expect(report.operations.flatMap((o) => o.failures)).toEqual([]);
  });

  it('When a throttled sign-in comes without Retry-After, then response_headers_conformance fails it', async () => {
    const report = await runBroken(throttleWithoutRetryAfter, { operations: ['rioLogin'] });
    const failures = report.operations.flatMap((o) => o.failures);
    expect(
      failures.some(
        (f) => f.check === 'response_headers_conformance' && /retry-after/i.test(f.message),
      ),
    ).toBe(true);
  });

  it('When a backend answers slower than --max-response-time, then max_response_time fails it', async () => {
    const report = await runBroken(slowSplashScreen, {
      operations: ['splashScreen'],
      maxResponseTimeMs: 500,
    });
    expect(failedChecks(report, 'splashScreen')).toContain('max_response_time');
  });
});

describe('a failure travels as HAR and replays', () => {
  it('When a run fails, then --har holds each failing exchange as valid HAR 1.2 without secrets, and --replay says which still fail where', async () => {
    const backend = await brokenBackend(sim.url, methodNotAllowedWithoutAllow);
    try {
      const report = await runAgainst(backend.url, { operations: ['splashScreen'] });
      const failures = report.operations.flatMap((o) => o.failures);
      expect(failures.length).toBeGreaterThan(0);

      const har = toHar(report);
      // The validator refuses what is not HAR 1.2, and takes the runner's file.
      await expect(validateHar({ log: { version: '1.2' } })).rejects.toThrow();
      await expect(validateHar(har)).resolves.toBeTruthy();
      expect(har.log.entries).toHaveLength(failures.length);
      const cookies = har.log.entries.flatMap((e) =>
        e.request.headers.filter((h) => h.name.toLowerCase() === 'cookie'),
      );
      expect(cookies.length).toBeGreaterThan(0);
      // Each secret cookie's value is redacted, as the journal and the proxy's recording do.
      for (const cookie of cookies)
        expect(cookie.value).toMatch(/(^|; )MSSOCLIENT=\[redacted, \d+ characters\]/);
      expect(JSON.stringify(har)).not.toMatch(/MSSOCLIENT=(?!\[redacted)/);

      const options = { timeoutMs: 30_000, credentials };
      const again = await replayReport(report, { ...options, apiBase: `${backend.url}/api` });
      expect(again.map((r) => r.stillFails)).toEqual(failures.map(() => true));
      const fixed = await replayReport(report, { ...options, apiBase: `${sim.url}/api` });
      expect(fixed.map((r) => r.stillFails)).toEqual(failures.map(() => false));

      // The command line: the report file, sent again against the simulator.
      const file = join(scratch, 'report.json');
      writeFileSync(file, JSON.stringify(report));
      const cli = await command(['scripts/contract.ts', '--replay', file, '--base-url', sim.url]);
      expect(cli.stdout).toContain(`${failures.length} failing cases replayed: 0 still fail`);
      expect(cli.status).toBe(0);
    } finally {
      await backend.close();
    }
  });
});
