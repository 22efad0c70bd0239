// Running the contract runner in-process for a test: the simulator's India test account, a
// small budget and a short request timeout unless said.
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
    timeoutMs: 2_000,
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
