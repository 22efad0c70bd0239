// `npx tsx scripts/browser-shard.ts --shard i/n`: one machine's part of `npm test`'s browser stage
// (the end-to-end suite and the browser replay's paths, split by Playwright's `--shard`), against
// a simulator of its own serving the built web app (web/dist: built here unless it is there, so a
// CI job that downloaded the build reuses it). Each suite writes a blob report under
// `--blob-dir` (blob-report/): `npx tsx scripts/browser-merge.ts` merges every machine's blobs
// into one HTML report. .github/workflows/browser-shards.yml runs it as a matrix.
//
//   --shard i/n        this machine's part (required)
//   --blob-dir DIR     where the blobs go (blob-report)
//   --grep TEXT        only tests whose title matches (the local two-shard test's small subset)
//   --port N           the simulator's port (E2E_PORT, else 4400)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium, CHROMIUM_ENV } from './lib/chromium';
import { parseShard, runBrowserSuites } from './lib/browser-suites';
import { run } from './lib/run';

const { values } = parseArgs({
  options: {
    shard: { type: 'string' },
    'blob-dir': { type: 'string', default: 'blob-report' },
    grep: { type: 'string' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '4400' },
  },
});
if (!values.shard) {
  console.error(
    'Usage: npx tsx scripts/browser-shard.ts --shard i/n [--blob-dir DIR] [--grep TEXT]',
  );
  process.exit(2);
}
const shard = {
  ...parseShard(values.shard, values['blob-dir']),
  ...(values.grep ? { grep: values.grep } : {}),
};
const dist = process.env.SIM_WEB_DIST ?? 'web/dist';
if (!existsSync(join(dist, 'index.html')))
  run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
const chromium = findChromium();
const browserEnv = chromium.executablePath ? { [CHROMIUM_ENV]: chromium.executablePath } : {};
console.log(`Shard ${shard.index}/${shard.total}, blobs in ${shard.blobDir}/{e2e,replay}.`);
const outcomes = await runBrowserSuites(Number(values.port), browserEnv, shard);
process.exit(outcomes.every((o) => o.status === 0) ? 0 : 1);
