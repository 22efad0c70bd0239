// `npx tsx scripts/browser-merge.ts`: the blob reports of every shard of the browser stage
// (scripts/browser-shard.ts, one folder per machine or all in one) merged by Playwright's own
// `merge-reports` into one HTML report per suite: playwright-report/ for the end-to-end suite,
// replay-report/ for the browser replay (each the report its unsharded run writes).
//
//   --blob-dir DIR   the folder holding the shards' `e2e/` and `replay/` blobs (blob-report)
//   --out DIR        the reports in DIR/e2e and DIR/replay instead
//   --json           a JSON report (DIR/<suite>.json) beside each HTML one, for the shards' test
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/run';

const { values } = parseArgs({
  options: {
    'blob-dir': { type: 'string', default: 'blob-report' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const blobDir = values['blob-dir'];
const SUITES = [
  { name: 'e2e', config: 'playwright.config.ts', report: 'playwright-report' },
  { name: 'replay', config: 'playwright.replay.config.ts', report: 'replay-report' },
] as const;
for (const suite of SUITES) {
  const folder = join(blobDir, suite.name);
  const blobs = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.zip')) : [];
  if (blobs.length === 0) {
    console.log(`${suite.name}: no blob reports in ${folder}`);
    continue;
  }
  run('npx', ['playwright', 'merge-reports', '-c', suite.config, '--reporter', 'html', folder], {
    env: {
      PLAYWRIGHT_HTML_OUTPUT_DIR: process.env.MERGED_REPORT_DIR ?? suite.report,
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
  });
  console.log(
    `${suite.name}: ${blobs.length} shards merged into ${process.env.MERGED_REPORT_DIR ?? suite.report}/`,
  );
}
