// The browser level: runs tests/replay-browser through Playwright with playwright.replay.config.ts.
export interface BrowserReplayOptions {
  baseUrl?: string;
  site: string;
  machine?: string;
  path?: number;
}

export function replayBrowser(_options: BrowserReplayOptions): number {
  console.error('The browser level is not built yet.');
  return 1;
}
