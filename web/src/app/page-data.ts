// What the first page can start before its code arrives (issue 12: the results page's largest
// paint waited for its chunk, then for the search call, then for React's reveal of a part that
// had suspended). A results page starts its call and its chunk side by side as the app starts,
// and the app renders once the chunk is in: the page draws at once, not through a loader. (The
// app banner, on every page, is in the app's own code: as a chunk it shifted the page when it came.)
import { isResultsPage, pageKindOf } from '../../../openapi/vocabulary/page-kind';
import { prefetchResults } from '../features/results/api/get-results';
import { isListingDirectory, resultsRequest } from '../features/results/search-request';
import { inOwnTask } from '../lib/own-task';
import { ResultsPage } from './page-switch';

/** The longest the first render waits for the page's chunk; past it, the loader shows. */
export const FIRST_RENDER_WAIT_MS = 1000;

function afterThisTask(): Promise<void> {
  return new Promise((resolve) => inOwnTask(resolve));
}

function atMost(work: Promise<void>, ms: number): Promise<void> {
  return Promise.race([
    // A failed chunk is the page's to report (ChunkBoundary), once it renders.
    work.catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}

/** Starts the first page's call and chunks; resolves when the app should render. */
export function startPageData(pathname: string, search: string): Promise<void> {
  const page = pageKindOf(pathname, search);
  const results = isResultsPage(page);
  if (results && !isListingDirectory(page)) {
    prefetchResults(resultsRequest(page, new URLSearchParams(search)));
  }
  // The chunks' requests go out a task later: the client sends the call a few microtasks on, and
  // it is the longest of them, so it must not queue behind them for a connection.
  const chunks = afterThisTask().then(() => (results ? ResultsPage.preload() : undefined));
  return results ? atMost(chunks, FIRST_RENDER_WAIT_MS) : Promise.resolve();
}
