// The benchmark's sizes, durations and targets.
import { join } from 'node:path';
import { RESULTS_PAGE_SIZE } from '../../openapi/vocabulary/limits';
import { DEFAULT_SEED } from '../../sim-server/config';

// ---------------------------------------------------------------- settings
export const BENCH_JOBS_TOTAL = 100_000;
export const BENCH_SEED = DEFAULT_SEED;
/** Queries in the in-process mix, and how many times the mix runs before it is measured. */
export const SEARCH_MIX_SIZE = 2_000;
export const AUTOCOMPLETE_MIX_SIZE = 2_000;
export const WARM_UP_ROUNDS = 2;
/** Distinct requests autocannon cycles through against each server. */
export const HTTP_MIX_SIZE = 200;
export const CONNECTIONS = 10;
export const WARM_UP_SECONDS = 2;
export const LOAD_SECONDS = 4;
/** Each HTTP target is loaded this many times, taking turns; the median round counts. */
export const LOAD_ROUNDS = 5;
/** json-server answers about one request a second here: a longer window, a generous timeout. */
export const JSON_SERVER_SECONDS = 15;
export const JSON_SERVER_TIMEOUT_SECONDS = 60;
export const PAGE_SIZE = RESULTS_PAGE_SIZE;
/** A child that is not ready in this long is stopped and the benchmark fails. */
export const CHILD_READY_TIMEOUT_MS = 120_000;
export const RESULTS_FILE = join('bench', 'results', 'search.json');
export const MB = 1024 * 1024;

/** Targets of the issue, at 100,000 jobs on the two-core machine. */
export const TARGETS = {
  searchP99Ms: 5,
  autocompleteP99Ms: 1,
  fixedPageShare: 0.5,
  jsonServerTimes: 500,
  startupMs: 5_000,
  rssMb: 400,
  browserLikeShare: 0.8,
};

/** Tells a server child not to time the in-process mixes (the second simulator). */
export const NO_IN_PROCESS = '--no-in-process';
