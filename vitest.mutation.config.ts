// The vitest settings Stryker runs (npm run mutation): the suites that exercise the vocabulary,
// the machines and the simulator's domain, without Playwright. Stryker's `related` option then runs
// only the tests that import the mutated file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Left out: the crash-safety test kills and restarts the simulator 20 times (minutes a run; it
    // tests the store's durability, which no mutant of the three scopes touches), and the hostile
    // resume test holds the reader to a time budget that instrumented code on a busy machine
    // misses; the resume reader's behaviour is covered by the profile tests.
    exclude: [
      'tests/e2e/**',
      'node_modules/**',
      'tests/sim/crash-safety.test.ts',
      'tests/sim/resume-hostile.test.ts',
    ],
    pool: 'threads',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
