// npm run bench:web-compare -- --against <folder>: Lighthouse on this build (web/dist, built
// first) and on another (a `vite build` output folder, say one built at an older commit), each
// served by a simulator of its own, side by side, the rounds alternated (this, that; that, this;
// …) so that a shared machine's drift falls on both alike. Prints every round and each build's
// median score, total blocking time and largest paint; writes no file.
//   --page P       home, results, profile or dashboard (default dashboard)
//   --rounds N     rounds of each build (default 8)
//   --site XX      the site (default IN); --query Q the results page's search (default sales)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { endPlainly, usageError } from './lib/cli';
import type { InProcessSimulator } from './lib/in-process-simulator';
import {
  launchBenchChrome,
  measurePage,
  PAGES,
  pagePath,
  SEEKER_PAGES,
  signInBrowser,
  startBenchSimulator,
  type PageFigures,
  type PageName,
} from './lib/lighthouse-page';
import { run } from './lib/run';

endPlainly('bench:web-compare');

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    page: { type: 'string', default: 'dashboard' },
    rounds: { type: 'string', default: '8' },
    site: { type: 'string', default: 'IN' },
    query: { type: 'string', default: 'sales' },
  },
});
const PAGE = PAGES.find((name) => name === values.page);
if (!PAGE) throw usageError(`--page must be one of ${PAGES.join(', ')}`);
const page: PageName = PAGE;
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 30)
  throw usageError('--rounds must be a whole number from 1 to 30');
if (!values.against)
  throw usageError('--against <folder> names the other build (vite build output)');
const other = resolve(values.against);
if (!existsSync(join(other, 'index.html')))
  throw usageError(`${other} holds no built web app (no index.html)`);
const site = values.site.toUpperCase();

run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
const builds = [
  { name: 'this build', dist: resolve('web/dist') },
  { name: values.against, dist: other },
];
const simulators: InProcessSimulator[] = [];
for (const build of builds) simulators.push(await startBenchSimulator(build.dist));
const chrome = await launchBenchChrome();

const seeker = SEEKER_PAGES.has(page);
/** One load of the page from build `which`; a seeker signs in first (both hosts share cookies). */
async function load(which: number): Promise<PageFigures> {
  const simulator = simulators[which];
  const build = builds[which];
  if (!simulator || !build) throw new Error(`No build ${which}`);
  const base = `http://${site.toLowerCase()}.localhost:${simulator.port}`;
  if (seeker) await signInBrowser(base, chrome.port, site);
  return measurePage({
    page,
    url: `${base}${pagePath(page, values.query)}`,
    chromePort: chrome.port,
    dist: build.dist,
    keepSession: seeker,
  });
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

try {
  // A warm-up load of each, so that the measured loads see servers a repeat visit would.
  await load(0);
  await load(1);
  const rounds: PageFigures[][] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const figures = await load(which);
      rounds[which]?.push(figures);
      console.log(
        `round ${round + 1} ${builds[which]?.name}: ${figures.performance} (TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms)`,
      );
    }
  }
  console.log(
    `\nMachine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; site ${site}, page ${page}; Lighthouse mobile (simulated throttling), ${ROUNDS} rounds of each, alternated\n`,
  );
  for (const [which, build] of builds.entries()) {
    const runs = rounds[which] ?? [];
    console.log(
      `${build.name}: median ${median(runs.map((r) => r.performance))}, TBT ${median(runs.map((r) => r.tbtMs))} ms, LCP ${median(runs.map((r) => r.lcpMs))} ms; rounds ${runs.map((r) => r.performance).join(' ')}`,
    );
  }
} finally {
  await chrome.kill();
  for (const simulator of simulators) await simulator.dispose();
}
