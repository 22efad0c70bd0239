// npm run bench:web: builds the web app, serves it from the simulator, and reports the gzipped
// JavaScript the home page loads before it is interactive, and Lighthouse's performance score
// (mobile settings, Debian's Chromium) of the home and results pages, and of a signed-in seeker's
// profile page and dashboard.
//   Budget: home JavaScript ≤ 150 KB gzipped; performance ≥ 90 on every page.
//   --rounds N measures each page N times (default 3) and keeps the median round.
//   --site XX measures that site (default IN, into bench/results/web.json; another site's
//   figures go to web-xx.json), its results for --query (default sales) and its seeker.
//   --page P measures only that page (home, results, profile or dashboard), prints its figures and
//   writes no results file: for trying a change on one page.
import { endPlainly, usageError } from './lib/cli';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  launchBenchChrome,
  measurePage,
  medianRound,
  PAGES,
  pagePath,
  SEEKER_PAGES,
  signInBrowser,
  startBenchSimulator,
  type PageFigures,
  type PageName,
} from './lib/lighthouse-page';
import { run } from './lib/run';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:web');

const HOME_JS_BUDGET_KB = 150;
const PERFORMANCE_BUDGET = 90;
const SITES = ['IN', 'SA', 'HK', 'SG', 'PH', 'TH', 'VN', 'ID', 'MY'] as const;
type Site = (typeof SITES)[number];

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'IN' },
    query: { type: 'string', default: 'sales' },
    rounds: { type: 'string', default: '3' },
    page: { type: 'string' },
  },
});
if (values.page !== undefined && !PAGES.some((p) => p === values.page))
  throw usageError(`--page must be one of ${PAGES.join(', ')}`);
/** Whether this run measures the page (every page unless --page names one). */
const measures = (page: PageName): boolean => values.page === undefined || values.page === page;
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 15)
  throw usageError('--rounds must be a whole number from 1 to 15');
const SITE = SITES.find((code) => code === values.site.toUpperCase());
if (!SITE) throw usageError(`--site must be one of ${SITES.join(', ')}`);
const site: Site = SITE;
const RESULTS_FILE =
  site === 'IN' ? 'bench/results/web.json' : `bench/results/web-${site.toLowerCase()}.json`;

/** The build the simulator serves (SIM_WEB_DIST, as the simulator reads it). */
const DIST = process.env.SIM_WEB_DIST ?? 'web/dist';

/**
 * The page measured ROUNDS times, its figures those of the round with the median score:
 * Lighthouse's simulated throttling scales the main thread's real tasks, which vary by several
 * points from one load to the next on a shared machine (Lighthouse's own advice: the median of
 * several runs).
 */
async function measureRounds(
  page: string,
  url: string,
  chromePort: number,
  keepSession = false,
): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let round = 0; round < ROUNDS; round++)
    runs.push(await measurePage({ page, url, chromePort, dist: DIST, keepSession }));
  return medianRound(runs);
}

/** The budgets checked and every page's figures written to RESULTS_FILE. */
function checkAndWrite(figures: PageFigures[], cpu: string): void {
  const home = figures[0];
  console.log('\nHome scripts before interactive:');
  for (const s of home?.scriptsBeforeInteractive ?? [])
    console.log(`  ${s.file.padEnd(48)} ${s.gzipKb} KB`);
  const homeOk = (home?.jsBeforeInteractiveKb ?? Infinity) <= HOME_JS_BUDGET_KB;
  const perfOk = figures.every((f) => f.performance >= PERFORMANCE_BUDGET);
  console.log(
    `\nBudget: home JS ≤ ${HOME_JS_BUDGET_KB} KB ${homeOk ? 'met' : 'MISSED'}; performance ≥ ${PERFORMANCE_BUDGET} ${perfOk ? 'met' : 'MISSED'}.`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ machine: { cpu, cores: cpus().length, node: process.version, load: loadavg().map((l) => Math.round(l * 10) / 10) }, site, measuredAt: new Date().toISOString(), pages: figures }, null, 2)}\n`,
  );
  console.log(`Wrote ${RESULTS_FILE}`);
}

run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
const simulator = await startBenchSimulator();
const chrome = await launchBenchChrome();
try {
  const base = `http://${site.toLowerCase()}.localhost:${simulator.port}`;
  const figures: PageFigures[] = [];
  const warmUp = (page: PageName, keepSession: boolean) =>
    measurePage({
      page: 'warm-up',
      url: `${base}${pagePath(page, values.query)}`,
      chromePort: chrome.port,
      dist: DIST,
      keepSession,
    });
  // One warm-up load, so that the measured loads see the server as a seeker's repeat visit would.
  if (measures('home') || measures('results')) await warmUp('home', false);
  let signedIn = false;
  for (const page of PAGES) {
    if (!measures(page)) continue;
    const seeker = SEEKER_PAGES.has(page);
    if (seeker) {
      if (!signedIn) await signInBrowser(base, chrome.port, site);
      signedIn = true;
      await warmUp(page, true);
    }
    figures.push(
      await measureRounds(page, `${base}${pagePath(page, values.query)}`, chrome.port, seeker),
    );
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpu}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0]?.toFixed(1)}; site ${site}; Lighthouse mobile (simulated throttling); the median of ${ROUNDS} round(s) a page\n`,
  );
  console.log(
    'page      perf  FCP ms  LCP ms  TBT ms  CLS    TTI ms  JS before interactive (gzip)  rounds',
  );
  for (const f of figures) {
    console.log(
      `${f.page.padEnd(9)} ${String(f.performance).padStart(4)}  ${String(f.fcpMs).padStart(6)}  ${String(f.lcpMs).padStart(6)}  ${String(f.tbtMs).padStart(6)}  ${f.cls.toFixed(3)}  ${String(f.interactiveMs).padStart(6)}  ${`${f.jsBeforeInteractiveKb} KB`.padEnd(28)}  ${(f.rounds ?? []).join(' ')}`,
    );
  }
  if (values.page === undefined) checkAndWrite(figures, cpu);
  else console.log(`\n--page ${values.page}: no results file written.`);
} finally {
  await chrome.kill();
  await simulator.dispose();
}
