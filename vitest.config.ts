// Two projects, each with its own environment: `node` (plain modules, the simulator, the machines,
// the contract) and `dom` (the web app's components, hooks and lib/ in jsdom with React Testing
// Library: tests/web; tests/web/README.md says why jsdom). `npx vitest run --project dom` runs one
// of them; `npx vitest related <file>` finds the tests of a file in both.
import { defineConfig } from 'vitest/config';

const WEB_TESTS = 'tests/web/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    pool: 'threads',
    maxWorkers: 2,
    // Two busy cores make a heavy test slow; a timeout is a hang guard, not a speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Files of a worker share its loaded modules: the whole project 438.8 -> 332.8 s wall,
          // 766 -> 578 s CPU (imports 128 -> 19 s; bench/results/vitest-isolation.md). A file
          // must leave no module state behind (tests start their own simulators).
          isolate: false,
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', WEB_TESTS, 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A page of the India site, as the simulator serves it (cookies need a real origin).
          environmentOptions: { jsdom: { url: 'http://in.localhost/' } },
          include: [WEB_TESTS],
          setupFiles: ['tests/web/setup.ts'],
          // One jsdom per worker, not per file: the project 87.2 -> 24.5 s wall, 160 -> 38 s CPU
          // (bench/results/vitest-isolation.md). setup.ts gives each file fresh modules (the site's
          // props are read when web/src/lib/site.ts loads), the page at `/`, no cookies or storage.
          isolate: false,
        },
      },
    ],
  },
});
