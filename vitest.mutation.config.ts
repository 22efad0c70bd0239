// The vitest settings Stryker runs (npm run mutation): the suites that exercise the vocabulary,
// the machines and the simulator's domain, without Playwright. Stryker's `related` option then runs
// only the tests that import the mutated file.
import { defineConfig } from 'vitest/config';

const scopeTests = (process.env.MUTATION_TESTS ?? 'tests').split(',');
/** A folder's test files, or the file itself. */
const testGlob = (entry: string) => (entry.endsWith('.ts') ? entry : `${entry}/**/*.test.ts`);

export default defineConfig({
  test: {
    // scripts/mutation.ts names the scope's tests (MUTATION_TESTS, comma-separated folders or
    // files, `!` before one left out): the tests that exercise its code, not the whole suite, so
    // that a run fits on two cores.
    include: scopeTests.filter((t) => !t.startsWith('!')).map(testGlob),
    // Left out: the crash-safety test kills and restarts the simulator 20 times (minutes a run; it
    // tests the store's durability, which no mutant of the three scopes touches), and the hostile
    // resume test holds the reader to a time budget that instrumented code on a busy machine
    // misses; the resume reader's behaviour is covered by the profile tests.
    exclude: [
      'tests/e2e/**',
      'node_modules/**',
      'tests/sim/crash-safety.test.ts',
      'tests/sim/resume-hostile.test.ts',
      ...scopeTests.filter((t) => t.startsWith('!')).map((t) => t.slice(1)),
    ],
    pool: 'threads',
    maxWorkers: 1,
    // Instrumented code on two busy cores: the model-based paths' hooks take minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
