// One Lighthouse load of a page of the web app (mobile settings, simulated throttling), as
// bench:web and bench:web-compare measure it, and the sign-in a seeker's pages need first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInForm } from '../../fixtures/accounts';
import { DEFAULT_JOBS_TOTAL } from '../../sim-server/catalogue';
import { findChromium } from './chromium';
import { CHROMIUM_ARGS } from './chromium-args';
import { startInProcess, type InProcessSimulator } from './in-process-simulator';

/**
 * A simulator with the user's settings but a free port, a data folder of its own and no answer
 * checks (they are not what a page's score measures), serving `dist` when given.
 */
export function startBenchSimulator(dist?: string): Promise<InProcessSimulator> {
  return startInProcess(
    {
      ...process.env,
      PORT: '0',
      SIM_DATA_DIR: undefined,
      SIM_RESPONSE_VALIDATION: 'off',
      ...(dist === undefined ? {} : { SIM_WEB_DIST: dist }),
    },
    DEFAULT_JOBS_TOTAL,
  );
}

/** The headless Chrome Lighthouse drives: the pages' Chromium with the full V8. */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const { executablePath } = findChromium('pages');
  return chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
}

export const PAGES = ['home', 'results', 'profile', 'dashboard'] as const;
export type PageName = (typeof PAGES)[number];

/** The pages a signed-in seeker opens (their rounds keep the browser's session cookies). */
export const SEEKER_PAGES: ReadonlySet<PageName> = new Set(['profile', 'dashboard']);

interface NetworkItem {
  url: string;
  resourceType?: string;
  /** Milliseconds from the start of navigation, as the interactive metric counts them. */
  networkEndTime?: number;
}

export interface PageFigures {
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

export interface LoadOptions {
  page: string;
  url: string;
  /** The debugging port of the Chrome Lighthouse drives. */
  chromePort: number;
  /** The build the page is served from: its scripts are the app's JavaScript. */
  dist: string;
  /** Keep the browser's cookies (a seeker's page); Lighthouse would clear them. */
  keepSession?: boolean;
}

/** One load of the page; with BENCH_WEB_DEBUG set, its report and trace go to /tmp. */
export async function measurePage({
  page,
  url,
  chromePort,
  dist,
  keepSession = false,
}: LoadOptions): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
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
  // Google's one-tap under /sim-assets) are not built into the app and are not the app's budget.
  const scripts = items
    .map((item) => new URL(item.url).pathname)
    .filter((file) => existsSync(join(dist, file)))
    .map((file) => ({ file, gzipKb: gzipKb(join(dist, file)) }));
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

/** The round with the median score of `runs`, with every round's score. */
export function medianRound(runs: PageFigures[]): PageFigures {
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error('No round was measured.');
  return { ...median, rounds: runs.map((r) => r.performance) };
}

/** Signs the browser in as the site's test seeker (the sign-in call from a page of the site). */
export async function signInBrowser(base: string, chromePort: number, site: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
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

/** The page's path on a site: the results page searches `query`. */
export function pagePath(page: PageName, query: string): string {
  if (page === 'home') return '/';
  if (page === 'results') return `/search/results?${new URLSearchParams({ query }).toString()}`;
  return `/seeker/${page}`;
}
