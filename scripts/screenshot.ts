// Takes a screenshot of a page in Chromium, for looking at what the app shows.
//   npx tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]
import { chromium } from '@playwright/test';
import { findChromium } from './lib/chromium';
import { CHROMIUM_ARGS } from './lib/chromium-args';

const USAGE = 'usage: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [HEIGHT]';
const [url, out = 'screenshot.png', width = '1280', height = '900'] = process.argv.slice(2);
if (url === '--help' || url === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (!url || !URL.canParse(url) || !(Number(width) > 0) || !(Number(height) > 0)) {
  console.error(`screenshot: a URL and a positive width and height are needed\n${USAGE}`);
  process.exit(2);
}
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
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.SHOT_FULL !== '0' });
await browser.close();
console.log(`wrote ${out}`);
if (errors.length > 0) console.log(`page errors:\n  ${errors.join('\n  ')}`);
