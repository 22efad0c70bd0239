// The vitest settings Stryker runs (npm run mutation): the suites that exercise the vocabulary,
// the machines and the simulator's domain, without Playwright. Stryker's `related` option then runs
// only the tests that import the mutated file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The crash-safety test kills and restarts the simulator 20 times: minutes a run, and it tests
    // the store's durability, which no mutant of the three scopes touches.
    exclude: ['tests/e2e/**', 'node_modules/**', 'tests/sim/crash-safety.test.ts'],
    pool: 'threads',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
