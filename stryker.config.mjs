// Stryker's settings shared by the three scopes of `npm run mutation` (scripts/mutation.ts picks the
// scope's files, report folder, incremental file and break threshold).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/event-narrowing-ignorer.mjs'],
  // A machine guard's opening `event.type === '<event>'` only narrows the event for TypeScript
  // (the guard runs on that event alone): its mutants are left out, see the ignorer's header.
  ignorers: ['event-narrowing'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  incremental: true,
  concurrency: 1,
  timeoutMS: 20_000,
  // The first run of a scope's suites, with coverage per test, on two busy cores.
  dryRunTimeoutMinutes: 40,
  timeoutFactor: 3,
  cleanTempDir: 'always',
  tempDirName: 'reports/mutation/.stryker-tmp',
  ignorePatterns: [
    'web/dist',
    'bench',
    'data',
    'reports',
    'test-results',
    'playwright-report',
    'replay-report',
  ],
};
