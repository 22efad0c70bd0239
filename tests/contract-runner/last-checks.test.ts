// The runner's last checks (issue 28) against the simulator, and the evidence of a failure travelling: --har writes it as valid HAR 1.2 with secrets redacted, and
// --replay sends it again (still failing against the broken backend, passing against the
// simulator).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { har as validateHar } from 'har-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { toHar } from '../../scripts/contract/har';
import { replayReport } from '../../scripts/contract/replay';
import { brokenBackend, methodNotAllowedWithoutAllow } from '../support/broken-backend';
import { runCommand } from '../support/command';
import { startSimulator, type TestSimulator } from '../support/sim';
import { runAgainst } from './run';

let sim: TestSimulator;
const scratch = mkdtempSync(join(tmpdir(), 'last-checks-'));
beforeAll(async () => {
  sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
});
afterAll(async () => {
  await sim.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

const credentials = {
  username: accountEmail('seeker', 'IN'),
  password: TEST_PASSWORD,
  signIn: 'rioLogin',
  signOut: 'logout',
};

// Each of the last checks against its broken backend is in the table of
// tests/contract-runner/broken-backends.test.ts.
describe("the runner's last checks", () => {
  it('When the simulator answers an undeclared method, then its 405 names the allowed ones and passes', async () => {
    const report = await runAgainst(sim.url, { operations: ['splashScreen', 'jobdetail'] });
    expect(report.summary.byCheck.unsupported_method).toBe(0);
    expect(report.operations.flatMap((o) => o.failures)).toEqual([]);
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
      const cli = await runCommand('scripts/contract.ts', [
        '--replay',
        file,
        '--base-url',
        sim.url,
      ]);
      expect(cli.stdout).toContain(`${failures.length} failing cases replayed: 0 still fail`);
      expect(cli.status).toBe(0);
    } finally {
      await backend.close();
    }
  });
});
