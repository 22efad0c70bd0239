// `npx tsx scripts/browser-merge.ts`: the blob reports of every shard of the browser stage
// (scripts/browser-shard.ts, one folder per machine or all in one) merged by Playwright's own
// `merge-reports` into one HTML report per suite: playwright-report/ for the end-to-end suite,
// replay-report/ for the browser replay (each the report its unsharded run writes).
//
//   --blob-dir DIR   a folder holding shards' `e2e/` and `replay/` blobs (blob-report); given
//                    more than once, the blobs of every folder (shards that ran on one machine
//                    each keep their own folder: a blob reporter empties its folder as it starts)
//   --out DIR        the reports in DIR/e2e and DIR/replay instead
//   --json           a JSON report (DIR/<suite>.json) beside each HTML one, for the shards' test
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/run';

const { values } = parseArgs({
  options: {
    'blob-dir': { type: 'string', multiple: true, default: ['blob-report'] },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const blobDirs = values['blob-dir'];
const gathered = mkdtempSync(join(tmpdir(), 'blob-reports-'));
const SUITES = [
  { name: 'e2e', config: 'playwright.config.ts', report: 'playwright-report' },
  { name: 'replay', config: 'playwright.replay.config.ts', report: 'replay-report' },
] as const;
for (const suite of SUITES) {
  // Every folder's blobs of this suite in one folder, as merge-reports reads them.
  const folder = join(gathered, suite.name);
  mkdirSync(folder, { recursive: true });
  for (const dir of blobDirs) {
    const from = join(dir, suite.name);
    if (!existsSync(from)) continue;
    for (const blob of readdirSync(from).filter((f) => f.endsWith('.zip')))
      copyFileSync(join(from, blob), join(folder, blob));
  }
  const blobs = readdirSync(folder);
  if (blobs.length === 0) {
    console.log(`${suite.name}: no blob reports in ${blobDirs.join(', ')}`);
    continue;
  }
  const report = values.out ? join(values.out, suite.name) : suite.report;
  const reporters = values.json ? 'html,json' : 'html';
  run('npx', ['playwright', 'merge-reports', '-c', suite.config, '--reporter', reporters, folder], {
    env: {
      PLAYWRIGHT_HTML_OUTPUT_DIR: report,
      PLAYWRIGHT_HTML_OPEN: 'never',
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${report}.json`,
    },
  });
  console.log(`${suite.name}: ${blobs.length} blob reports merged into ${report}/`);
}
rmSync(gathered, { recursive: true, force: true });
