// The browser stage split across machines (scripts/browser-shard.ts, --shard i/n), shown on one:
// two shards of a small subset of the end-to-end suite, each with its own simulator on its own
// port, side by side, then their blob reports merged by `playwright merge-reports`
// (scripts/browser-merge.ts) into one HTML report that holds every test of both. It needs the
// built web app and Chromium, so it runs in `npm test`'s browser stage (BROWSER_SHARDS_CHECK=1),
// not with the other unit tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const wanted = process.env.BROWSER_SHARDS_CHECK === '1';
/** Two quick page tests: the older login page and the footer's free job alert link. */
const SUBSET = 'opens /login.html, then it is the sign-in page|Create free job alert in the footer';
/** Two shards of a browser stage, each starting a simulator and Chromium, on two busy cores. */
const SHARDS_TIMEOUT_MS = 15 * 60_000;
const FIRST_PORT = Number(process.env.SHARDS_PORT ?? 4651);

function shard(index: number, blobDir: string): Promise<number> {
  const child = spawn(
    'npx',
    [
      'tsx',
      'scripts/browser-shard.ts',
      '--shard',
      `${index}/2`,
      '--blob-dir',
      blobDir,
      '--grep',
      SUBSET,
      '--port',
      String(FIRST_PORT + index - 1),
    ],
    { stdio: 'inherit' },
  );
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

interface JsonSuite {
  specs?: { title: string }[];
  suites?: JsonSuite[];
}

function titles(suite: JsonSuite): string[] {
  return [...(suite.specs ?? []).map((s) => s.title), ...(suite.suites ?? []).flatMap(titles)];
}

describe.skipIf(!wanted)('The browser stage in two shards', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'browser-shards-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'When two shards run side by side and are merged, then one report holds every test of both',
    async () => {
      // Arrange: the subset's tests, as one unsharded run would list them.
      const listed = spawnSync('npx', ['playwright', 'test', '--list', '--grep', SUBSET], {
        encoding: 'utf8',
      }).stdout;
      const expected = [...listed.matchAll(/› ([^\n›]+)\n/g)].map((m) => (m[1] ?? '').trim());
      expect(expected.length).toBeGreaterThanOrEqual(2);
      // Each shard its own blob folder, as each machine of a CI matrix has.
      const blobDirs = [join(scratch, 'blob-report-1'), join(scratch, 'blob-report-2')];

      // Act
      const statuses = await Promise.all(blobDirs.map((dir, i) => shard(i + 1, dir)));
      const merged = spawnSync(
        'npx',
        [
          ...['tsx', 'scripts/browser-merge.ts', '--out', join(scratch, 'report'), '--json'],
          ...blobDirs.flatMap((dir) => ['--blob-dir', dir]),
        ],
        { stdio: 'inherit' },
      );

      // Assert
      expect(statuses).toEqual([0, 0]);
      for (const dir of blobDirs)
        expect(readdirSync(join(dir, 'e2e')).filter((f) => f.endsWith('.zip'))).toHaveLength(1);
      expect(merged.status).toBe(0);
      expect(existsSync(join(scratch, 'report', 'e2e', 'index.html'))).toBe(true);
      const report = JSON.parse(readFileSync(join(scratch, 'report', 'e2e.json'), 'utf8')) as {
        suites: JsonSuite[];
      };
      expect(report.suites.flatMap(titles).sort()).toEqual([...expected].sort());
    },
    SHARDS_TIMEOUT_MS,
  );
});
