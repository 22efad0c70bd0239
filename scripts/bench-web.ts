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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInForm } from '../fixtures/accounts';
import { DEFAULT_JOBS_TOTAL } from '../sim-server/catalogue';
import { findChromium } from './lib/chromium';
import { startInProcess } from './lib/in-process-simulator';
import { CHROMIUM_ARGS } from './lib/chromium-args';
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
const PAGES = ['home', 'results', 'profile', 'dashboard'] as const;
if (values.page !== undefined && !PAGES.some((p) => p === values.page))
  throw usageError(`--page must be one of ${PAGES.join(', ')}`);
/** Whether this run measures the page (every page unless --page names one). */
const measures = (page: (typeof PAGES)[number]): boolean =>
  values.page === undefined || values.page === page;
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 15)
  throw usageError('--rounds must be a whole number from 1 to 15');
const SITE = SITES.find((code) => code === values.site.toUpperCase());
if (!SITE) throw usageError(`--site must be one of ${SITES.join(', ')}`);
const site: Site = SITE;
const RESULTS_FILE =
  site === 'IN' ? 'bench/results/web.json' : `bench/results/web-${site.toLowerCase()}.json`;

interface NetworkItem {
  url: string;
  resourceType?: string;
  /** Milliseconds from the start of navigation, as the interactive metric counts them. */
  networkEndTime?: number;
}

interface PageFigures {
  page: string;
  url: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  interactiveMs: number;
  scriptsBeforeInteractive: Array<{ file: string; gzipKb: number }>;
  jsBeforeInteractiveKb: number;
  /** Every round's performance score, in the order measured (the figures are the median round's). */
  rounds?: number[];
}

function gzipKb(distFile: string): number {
  return Math.round((gzipSync(readFileSync(distFile), { level: 9 }).length / 1024) * 10) / 10;
}

async function measure(
  page: string,
  url: string,
  port: number,
  keepSession = false,
): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A seeker's page needs the session cookies the browser holds; Lighthouse would clear them.
    ...(keepSession ? { disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (process.env.BENCH_WEB_DEBUG) {
    writeFileSync(`/tmp/lhr-${page}.json`, JSON.stringify(lhr));
    writeFileSync(`/tmp/trace-${page}.json`, JSON.stringify(result.artifacts.Trace));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const interactive = audit('interactive');
  const items = (
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter(
    (item) => item.resourceType === 'Script' && (item.networkEndTime ?? Infinity) <= interactive,
  );
  // The app's own JavaScript: the simulator's stand-ins for third-party scripts (the ad script,
  // Google's one-tap under /sim-assets) are not built into web/dist and are not the app's budget.
  const scripts = items
    .map((item) => new URL(item.url).pathname)
    .filter((file) => existsSync(join('web/dist', file)))
    .map((file) => ({ file, gzipKb: gzipKb(join('web/dist', file)) }));
  return {
    page,
    url,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    interactiveMs: Math.round(interactive),
    scriptsBeforeInteractive: scripts,
    jsBeforeInteractiveKb: Math.round(scripts.reduce((sum, s) => sum + s.gzipKb, 0) * 10) / 10,
  };
}

/**
 * The page measured ROUNDS times, its figures those of the round with the median score:
 * Lighthouse's simulated throttling scales the main thread's real tasks, which vary by several
 * points from one load to the next on a shared machine (Lighthouse's own advice: the median of
 * several runs).
 */
async function measureRounds(
  page: string,
  url: string,
  port: number,
  keepSession = false,
): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let round = 0; round < ROUNDS; round++)
    runs.push(await measure(page, url, port, keepSession));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)] as PageFigures;
  return { ...median, rounds: runs.map((r) => r.performance) };
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
// The user's settings, but a free port and a data folder of its own.
const simulator = await startInProcess(
  { ...process.env, PORT: '0', SIM_DATA_DIR: undefined, SIM_RESPONSE_VALIDATION: 'off' },
  DEFAULT_JOBS_TOTAL,
);
/** Signs the browser in as the site's test seeker (the sign-in call from a page of the site). */
async function signInBrowser(base: string, port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/rio/login`);
    const status = await page.evaluate(
      async (form: Record<string, string>) => {
        const response = await window.fetch('/api/rio/login', {
          method: 'POST',
          body: new URLSearchParams(form),
          credentials: 'include',
        });
        return response.status;
      },
      signInForm('seeker', site),
    );
    if (status !== 200) throw new Error(`Signing the seeker in answered ${status}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const { executablePath } = findChromium('pages');
const chrome = await chromeLauncher.launch({
  ...(executablePath ? { chromePath: executablePath } : {}),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const base = `http://${site.toLowerCase()}.localhost:${simulator.port}`;
  const figures: PageFigures[] = [];
  if (measures('home') || measures('results')) {
    // One warm-up load, so that the measured loads see the server as a seeker's repeat visit would.
    await measure('warm-up', `${base}/`, chrome.port);
    if (measures('home')) figures.push(await measureRounds('home', `${base}/`, chrome.port));
    if (measures('results'))
      figures.push(
        await measureRounds(
          'results',
          `${base}/search/results?${new URLSearchParams({ query: values.query }).toString()}`,
          chrome.port,
        ),
      );
  }
  if (measures('profile') || measures('dashboard')) await signInBrowser(base, chrome.port);
  for (const page of ['profile', 'dashboard'] as const) {
    if (!measures(page)) continue;
    await measure('warm-up', `${base}/seeker/${page}`, chrome.port, true);
    figures.push(await measureRounds(page, `${base}/seeker/${page}`, chrome.port, true));
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
