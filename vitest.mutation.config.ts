// The vitest settings Stryker runs (npm run mutation): the suites that exercise the vocabulary,
// the machines and the simulator's domain, without Playwright. Stryker's `related` option then runs
// only the tests that import the mutated file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // scripts/mutation.ts names the scope's suites (MUTATION_TESTS, comma-separated folders): the
    // tests that exercise its code, not the whole suite, so that a run fits on two cores.
    include: (process.env.MUTATION_TESTS ?? 'tests').split(',').map((dir) => `${dir}/**/*.test.ts`),
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
    // Instrumented code on two busy cores: the model-based paths' hooks take minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
