// The file protocol between `npm run replay -- --level browser` (scripts/replay/browser-level.ts)
// and the Playwright tests it runs (scripts/replay/browser/replay.ts): each path's test appends one
// JSON line with its outcome to the file REPLAY_RESULTS names; the launcher reads them back.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** One replayed path's outcome in the browser. */
export interface PathResult {
  machine: string;
  index: number;
  events: string;
  passed: boolean;
  /** The state nodes and transitions the path reached. */
  states: string[];
  transitions: string[];
  /** The failing step (-1: setting up), its event and the first line of the error. */
  step?: number;
  event?: string;
  message?: string;
}

/** The environment variable that names the results file. */
export const RESULTS_FILE_VARIABLE = 'REPLAY_RESULTS';

export function writeResult(result: PathResult, file = process.env[RESULTS_FILE_VARIABLE]): void {
  if (file) appendFileSync(file, `${JSON.stringify(result)}\n`);
}

export function readResults(file: string): PathResult[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PathResult);
}
