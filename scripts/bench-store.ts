// npm run bench:store: the latency of an acknowledged write through the real simulator (HTTP, the
// contract checks, the store's log and its fdatasync), one write at a time, with 100 and with
// 50,000 records already stored (events, saved jobs and alerts). The write mix is what users send:
// a seeker saving and unsaving jobs and saving searches, a visitor's page-view events with its
// cookies, a guest's free job alert. Target: the p99 at 50,000 records at most 2x the p99 at 100.
// Prints a table naming the machine and writes bench/results/store.json.
import { endPlainly } from './lib/cli';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Schemas } from '../openapi/client';
import { COOKIE } from '../openapi/vocabulary/cookies';
import type { RunningSimulator } from '../sim-server/server';
import { startInProcess } from './lib/in-process-simulator';
import { EVENTS_KEPT } from '../sim-server/domain/events';
import type { StoreState } from '../sim-server/store/state';
import { signedIn, visitor, type Visitor } from '../tests/support/sim';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:store');

const SIZES = [100, 50_000];
const WRITES = 2000;
const WARM_UP = 200;
const JOBS_TOTAL = 9000;
const RESULTS_FILE = 'bench/results/store.json';
const TARGET_RATIO = 2;

interface Row {
  /** Records stored before the measured writes. */
  records: number;
  writes: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
}

/**
 * Fills the store with `count` records: events up to a third (and never past the number kept, so
 * that no write has to drop a backlog), the rest saved jobs and alerts in turn.
 */
function prefill(sim: RunningSimulator, count: number): void {
  const at = new Date().toISOString();
  const { store } = sim.context;
  const events = Math.min(Math.floor(count / 3), EVENTS_KEPT);
  store.transact((tx) => {
    for (let i = stored(tx.state); i < count; i += 1) {
      const id = `${i}-${randomUUID()}`;
      if (i < events) {
        tx.insert('events', {
          id: `evt-${id}`,
          channel: 'middleware',
          site: 'IN',
          receivedAt: at,
          accountId: null,
          event: {
            action: 'pageView',
            accessedUrl: `/search/results?query=java${i}`,
            label: 'SRP',
          },
        });
      } else if (i % 2 === 0) {
        tx.insert('savedJobs', {
          id: `sav-${id}`,
          accountId: `acc-bench-${i % 997}`,
          site: 'IN',
          jobId: `bench-${i}`,
          savedAt: at,
        });
      } else {
        tx.insert('jobAlerts', {
          id: `alert-${id}`,
          name: `Alert ${i}`,
          keywords: 'java',
          frequency: 1,
          email: `bench${i}@example.com`,
          createdAt: at,
          updatedAt: at,
          accountId: null,
          site: 'IN',
        });
      }
    }
  });
}

function stored(state: StoreState): number {
  return state.events.length + state.savedJobs.length + state.jobAlerts.length;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A page-view event as the web app sends it (web/src/lib/tracking.ts). */
function pageView(n: number): Schemas['AnalyticsEvent'] {
  const now = Date.now();
  return {
    accessedUrl: `http://localhost:4000/search/results?query=java&n=${n}`,
    action: 'pageView',
    channel: 1,
    currentTimestamp: now,
    id: randomUUID(),
    label: 'SRP',
    modifiedTimestamp: now,
    referenceId: 'bench-visitor',
    referralUrl: 'http://localhost:4000/',
    sessionId: 'sess-bench',
    site: 'IN',
    tenant: 1,
    siteContext: 'india',
    searchQueryParameter: 'query=java',
    user_type: 'guest',
  };
}

async function writeMix(
  seeker: Visitor,
  guest: Visitor,
  jobIds: string[],
  n: number,
): Promise<number> {
  const jobId = jobIds[n % jobIds.length] ?? '';
  const started = performance.now();
  let status: number;
  switch (n % 5) {
    case 0:
      status = (await seeker.api.POST('/middleware/jobSave', { body: { jobId } })).response.status;
      break;
    case 1:
      status = (await seeker.api.POST('/middleware/jobUnSave', { body: { jobId } })).response
        .status;
      break;
    case 2:
      status = (
        await seeker.api.POST('/middleware/saveSearch', {
          body: { name: `bench ${n} ${randomUUID()}`, criteria: { query: 'java' } },
        })
      ).response.status;
      break;
    case 3:
      status = (
        await guest.api.POST('/middleware/publish/events', {
          body: { events: [pageView(n)] },
        })
      ).response.status;
      break;
    default:
      status = (
        await guest.api.POST('/middleware/createJobAlert', {
          body: {
            name: `bench alert ${n} ${randomUUID()}`,
            keywords: 'sales',
            frequency: 1,
            email: 'bench.guest@example.com',
          },
        })
      ).response.status;
  }
  const elapsed = performance.now() - started;
  if (status >= 300) throw new Error(`Write ${n} answered ${status}.`);
  return elapsed;
}

async function measure(records: number): Promise<Row> {
  const sim = await startInProcess({ SIM_RESPONSE_VALIDATION: 'log' }, JOBS_TOTAL);
  try {
    prefill(sim, records);
    await sim.context.store.durable();
    const before = stored(sim.context.store.state);
    const seeker = await signedIn(sim, 'seeker', 'IN');
    const guest = visitor(sim, 'IN');
    guest.cookies.set(COOKIE.visitorId, `bench-${randomUUID()}`);
    const jobIds = sim.context.catalogue.sites.IN.jobs.slice(0, 50).map((j) => j.jobId);
    for (let n = 0; n < WARM_UP; n += 1) await writeMix(seeker, guest, jobIds, n);
    const times: number[] = [];
    for (let n = 0; n < WRITES; n += 1) times.push(await writeMix(seeker, guest, jobIds, n));
    const sorted = [...times].sort((a, b) => a - b);
    return {
      records: before,
      writes: WRITES,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      meanMs: round(times.reduce((sum, t) => sum + t, 0) / times.length),
    };
  } finally {
    await sim.dispose();
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

const rows: Row[] = [];
for (const size of SIZES) rows.push(await measure(size));
const [small, large] = rows;
const ratio = small && large ? round(large.p99Ms / small.p99Ms) : NaN;
const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
console.log(`\nbench:store on ${machine}: ${WRITES} acknowledged writes one at a time, over HTTP`);
console.log('stored records │ p50 ms │ p99 ms │ mean ms');
for (const row of rows) {
  console.log(
    `${String(row.records).padStart(14)} │ ${row.p50Ms.toFixed(3).padStart(6)} │ ${row.p99Ms
      .toFixed(3)
      .padStart(6)} │ ${row.meanMs.toFixed(3).padStart(7)}`,
  );
}
console.log(
  `p99 at ${large?.records} / p99 at ${small?.records} = ${ratio} (target ≤ ${TARGET_RATIO}: ${
    ratio <= TARGET_RATIO ? 'met' : 'NOT met'
  })`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ machine, writes: WRITES, rows, p99Ratio: ratio }, null, 2)}\n`,
);
