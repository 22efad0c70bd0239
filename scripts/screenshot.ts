// Takes a screenshot of a page in Chromium, for looking at what the app shows.
//   npx tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]
import { chromium } from '@playwright/test';
import { findChromium } from './lib/chromium';
import { CHROMIUM_ARGS } from './lib/chromium-args';
import { EXIT, ToolError, endPlainly, usageError } from './lib/cli';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
const fail: (error: unknown) => never = endPlainly('screenshot');
/** Chromium's words for an address nothing answers at. */
const NO_BACKEND = /net::ERR_(CONNECTION_REFUSED|NAME_NOT_RESOLVED|ADDRESS_UNREACHABLE)/;

const USAGE = 'usage: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]';
const [url, out = 'screenshot.png', width = '1280', height = '900'] = process.argv.slice(2);
if (url === '--help' || url === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (!url || !URL.canParse(url) || !(Number(width) > 0) || !(Number(height) > 0))
  fail(usageError(`a URL and a positive width and height are needed (${USAGE})`));
const { executablePath } = findChromium('pages');
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors: string[] = [];
page.on('console', (message) => {
  if (message.type() === 'error') errors.push(message.text());
});
page.on('pageerror', (error) => errors.push(String(error)));
try {
  await page.goto(url, { waitUntil: 'networkidle' });
} catch (error) {
  await browser.close();
  const message = error instanceof Error ? error.message : String(error);
  const absent = NO_BACKEND.exec(message)?.[0];
  fail(
    absent
      ? new ToolError(EXIT.noBackend, `no backend answers ${url} (${absent})`)
      : new ToolError(EXIT.badBackend, `${url} did not load: ${message}`),
  );
}
await page.screenshot({ path: out, fullPage: process.env.SHOT_FULL !== '0' });
await browser.close();
console.log(`wrote ${out}`);
if (errors.length > 0) console.log(`page errors:\n  ${errors.join('\n  ')}`);
