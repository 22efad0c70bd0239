// The vitest settings Stryker runs (npm run mutation): the suites that exercise the vocabulary,
// the machines and the simulator's domain, without Playwright. Stryker's `related` option then runs
// only the tests that import the mutated file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'threads',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
