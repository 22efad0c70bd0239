// The runner names what it finds (issue 36, item 3): against each broken backend of
// tests/support/broken-backend.ts, which breaks one promise of the contract, the run fails with
// that promise's check and no other, in the report's summary and on the operation that broke it.
// A backend whose reads go stale after a write or a delete is named by the stateful check that
// sees it (ensure_resource_availability, use_after_free), not by the negative or positive cases.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../support/simulator-per-file';
import { BROKEN_BACKENDS, brokenBackend, type Breaker } from '../support/broken-backend';
import { failedChecks, runAgainst } from './run';
import type { RunOptions } from '../../scripts/contract/run-context';
import type { Report } from '../../scripts/contract/results';

const scratch = mkdtempSync(join(tmpdir(), 'broken-backends-'));
// Each run starts from the seeded state: the runs create alerts, and a seeker holds at most 20.
const sim = simulatorPerFile({ SIM_RESPONSE_VALIDATION: 'off' });
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function runBroken(breaker: Breaker, options: Partial<RunOptions>) {
  const backend = await brokenBackend(sim().url, breaker);
  try {
    return await runAgainst(backend.url, options);
  } finally {
    await backend.close();
  }
}

/** Every check the report names, whatever the operation. */
function checksNamed(report: Report): string[] {
  return Object.entries(report.summary.byCheck)
    .filter(([, count]) => count > 0)
    .map(([check]) => check)
    .sort();
}

describe('the contract runner names the one promise a broken backend breaks', () => {
  it('passes the simulator behind a proxy that changes nothing', async () => {
    const report = await runBroken(
      {},
      {
        operations: [
          'rioLogin',
          'searchResults',
          'jobdetail',
          'jobSave',
          'jobUnSave',
          'savedJobs',
          'createJobAlert',
          'jobAlerts',
          'editJobAlert',
          'deleteJobAlert',
          'companyFollow',
          'companyUnfollow',
          'followedCompanies',
          'jobApply',
          'appliedJobs',
          'uploadAvatar',
          'masterData',
        ],
      },
    );
    expect(report.operations.flatMap((o) => o.failures)).toEqual([]);
    expect(report.summary.failed).toBe(0);
    expect(report.summary.cases).toBeGreaterThan(100);
    expect(report.operations.find((o) => o.operationId === 'savedJobs')?.stateful).toBeGreaterThan(
      0,
    );
  });

  it.each(Object.entries(BROKEN_BACKENDS))(
    'When the backend has %s, then the run names its check only',
    async (_kind, { check, operation, breaker, options }) => {
      const report = await runBroken(breaker(), options(scratch));

      expect(checksNamed(report)).toEqual([check]);
      expect(failedChecks(report, operation)).toEqual([check]);
      const failure = report.operations.flatMap((o) => o.failures).find((f) => f.check === check);
      expect(failure?.request.curl).toMatch(/^curl -i -X [A-Z]+ 'http:\/\/127\.0\.0\.1:\d+\/api\//);
    },
  );
});
