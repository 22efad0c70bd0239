import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'threads',
    maxWorkers: 2,
    // Two busy cores make a heavy test slow; a timeout is a hang guard, not a speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
