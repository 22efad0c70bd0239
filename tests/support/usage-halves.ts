// Which tests of a run record their use of the contract (usage-fixture.ts). API_USAGE=off turns
// recording off; `even` or `odd` records only that half of the tests, picked by test id, so that
// `npm run bench:usage` can compare recorded and unrecorded tests under one run's machine load.

export type UsageHalf = 'even' | 'odd';

export function halfOf(testId: string): UsageHalf {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 2 === 0 ? 'even' : 'odd';
}

/** Whether the test records under API_USAGE `mode` (unset: every test does). */
export function recordsUsage(testId: string, mode: string | undefined): boolean {
  if (mode === 'off') return false;
  if (mode === 'even' || mode === 'odd') return halfOf(testId) === mode;
  return true;
}
