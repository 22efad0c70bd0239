// The vitest settings Stryker runs (npm run mutation): the suites that exercise the vocabulary,
// the machines, the simulator's domain and the web app's lib/ and hooks, without Playwright.
// Stryker's `related` option then runs only the tests that import the mutated file. The two
// projects of vitest.config.ts: the scope's web tests (tests/web) in jsdom, the others in node.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import LoadFailuresAsFailedTests from './scripts/lib/mutation-load-failures';

const scopeTests = (process.env.MUTATION_TESTS ?? 'tests').split(',');
const WEB = 'tests/web';
/** A folder's test files, or the file itself. */
const testGlob = (entry: string) =>
  /\.test\.tsx?$/.test(entry) ? entry : `${entry}/**/*.test.{ts,tsx}`;
const wanted = scopeTests.filter((t) => !t.startsWith('!'));
const web = wanted.filter((t) => t.startsWith(WEB) || `${WEB}/`.startsWith(`${t}/`));
const node = wanted.filter((t) => !t.startsWith(WEB));

// Left out: the crash-safety test kills and restarts the simulator 20 times (minutes a run; it
// tests the store's durability, which no mutant of the scopes touches), and the hostile resume
// test holds the reader to a time budget that instrumented code on a busy machine misses; the
// resume reader's behaviour is covered by the profile tests.
const exclude = [
  'tests/e2e/**',
  'node_modules/**',
  'tests/sim/crash-safety.test.ts',
  'tests/sim/resume-hostile.test.ts',
  ...scopeTests.filter((t) => t.startsWith('!')).map((t) => t.slice(1)),
];

const projects: TestProjectInlineConfiguration[] = [];
if (node.length > 0)
  projects.push({
    extends: true,
    test: {
      name: 'node',
      environment: 'node',
      include: node.map(testGlob),
      exclude: [...exclude, `${WEB}/**`],
    },
  });
if (web.length > 0)
  projects.push({
    extends: true,
    test: {
      name: 'dom',
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://in.localhost/' } },
      include: web.map((t) => (t === 'tests' ? WEB : t)).map(testGlob),
      exclude,
      setupFiles: [`${WEB}/setup.ts`],
    },
  });

export default defineConfig({
  test: {
    // A mutant that stops a module from loading fails its test files: Stryker must see a failed
    // test there, not an empty file (scripts/lib/mutation-load-failures.ts).
    reporters: ['default', new LoadFailuresAsFailedTests()],
    pool: 'threads',
    maxWorkers: 1,
    // Instrumented code on two busy cores: the model-based paths' hooks take minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    projects,
  },
});
