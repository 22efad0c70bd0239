// Running the contract runner in-process for a test: the simulator's India test account and a
// small budget unless said. The request timeout is generous: a test of the timeout check sets its
// own, and the others must not fail a simulator that is only slow on a busy machine.
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { runContract } from '../../scripts/contract/runner';
import type { RunOptions } from '../../scripts/contract/run-context';
import type { Report } from '../../scripts/contract/results';

export function runAgainst(baseUrl: string, options: Partial<RunOptions> = {}): Promise<Report> {
  return runContract({
    apiBase: `${baseUrl}/api`,
    site: 'IN',
    seed: 7,
    budget: 8,
    timeoutMs: 30_000,
    concurrency: 4,
    credentials: {
      username: accountEmail('seeker', 'IN'),
      password: TEST_PASSWORD,
      signIn: 'rioLogin',
      signOut: 'logout',
    },
    ...options,
  });
}

/** The checks that failed on an operation, as named in the report. */
export function failedChecks(report: Report, operationId: string): string[] {
  const entry = report.operations.find((o) => o.operationId === operationId);
  return [...new Set(entry?.failures.map((f) => f.check) ?? [])].sort();
}
