// npm run bench:scenarios: what QA scenario sandboxes (sim-server/scenarios/) cost, through the
// real simulator (HTTP, the contract checks, the store). Two simulators run side by side on one
// catalogue: A holds a signed-in seeker's 200 saved jobs in the shared state; B holds 50 scenarios
// of 200 saved jobs each (the same seeker signed in inside each). The same reads (the saved jobs
// page and a job's detail, which marks saves) are sent to A without a scenario and to B in one of
// its scenarios, alternately, so that both see the same data and the same machine load. Target:
// B's mean at most 1.2x A's. Then 1,000 idle scenarios (each with the session of one sign-in) are
// opened on A and the heap growth measured after a full collection. Target: at most 100 MB.
// Run with --expose-gc (the npm script does). Writes bench/results/scenarios.json.
import { endPlainly } from './lib/cli';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { generateCatalogue } from '../sim-server/catalogue';
import type { RunningSimulator } from '../sim-server/server';
import { startInProcess, type InProcessSimulator } from './lib/in-process-simulator';
import { signedIn, type Visitor } from '../tests/support/sim';

// A failure ends the run with one line and its exit code (scripts/README.md), no stack.
endPlainly('bench:scenarios');

const JOBS_TOTAL = 9000;
const SCENARIOS = 50;
const WRITES_PER_SCENARIO = 200;
const IDLE_SCENARIOS = 1000;
const ROUNDS = 600;
const WARM_UP = 100;
const TARGET_RATIO = 1.2;
const TARGET_IDLE_MB = 100;
const RESULTS_FILE = 'bench/results/scenarios.json';

const catalogue = generateCatalogue({ seed: 20_261_121, jobsTotal: JOBS_TOTAL });
const jobIds = catalogue.sites.IN.jobs.slice(0, WRITES_PER_SCENARIO).map((j) => j.jobId);

function simulator(): Promise<InProcessSimulator> {
  return startInProcess(
    {
      SIM_RESPONSE_VALIDATION: 'log',
      SIM_LOGIN_THROTTLE: 'off',
      SIM_SCENARIO_LIMIT: String(IDLE_SCENARIOS * 2),
    },
    JOBS_TOTAL,
    { catalogue },
  );
}

/** 200 saved jobs of the seeker, in one transaction, in the scenario (or the shared state). */
function saveAll(sim: RunningSimulator, scenario: string | null): void {
  const { store, scenarios } = sim.context;
  const account = store.state.accounts.find((a) => a.email === 'seeker.in@example.com');
  if (!account) throw new Error('no seeker.in');
  const savedAt = new Date().toISOString();
  scenarios.within(scenario, () =>
    store.transact((tx) => {
      for (const jobId of jobIds)
        tx.insert('savedJobs', {
          id: `sav-${randomUUID()}`,
          accountId: account.id,
          site: 'IN',
          jobId,
          savedAt,
        });
    }),
  );
}

async function read(seeker: Visitor, n: number): Promise<number> {
  const started = performance.now();
  const response =
    n % 2 === 0
      ? (await seeker.api.GET('/middleware/savedJobs', { params: { query: { limit: 20 } } }))
          .response
      : (
          await seeker.api.GET('/middleware/jobdetail/{jobId}', {
            params: { path: { jobId: jobIds[n % jobIds.length] ?? '' } },
          })
        ).response;
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`Read ${n} answered ${response.status}.`);
  return elapsed;
}

function summary(times: number[]): { meanMs: number; p50Ms: number; p99Ms: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    meanMs: round(times.reduce((sum, t) => sum + t, 0) / times.length),
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
  };
}

function heapMb(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with node --expose-gc (npm run bench:scenarios does).');
  collect();
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const a = await simulator();
const b = await simulator();
try {
  saveAll(a, null);
  const shared = await signedIn(a, 'seeker', 'IN');
  let inScenario: Visitor | undefined;
  for (let i = 0; i < SCENARIOS; i += 1) {
    const name = `bench-${i}`;
    const seeker = await signedIn(b, 'seeker', 'IN', { 'X-Sim-Scenario': name });
    saveAll(b, name);
    if (i === SCENARIOS / 2) inScenario = seeker;
  }
  if (!inScenario) throw new Error('no scenario seeker');
  await Promise.all([a.context.store.durable(), b.context.store.durable()]);
  for (let n = 0; n < WARM_UP; n += 1) {
    await read(shared, n);
    await read(inScenario, n);
  }
  const noScenario: number[] = [];
  const scenario: number[] = [];
  for (let n = 0; n < ROUNDS; n += 1) {
    noScenario.push(await read(shared, n));
    scenario.push(await read(inScenario, n));
  }

  const before = heapMb();
  const { store, scenarios } = a.context;
  const account = store.state.accounts.find((x) => x.email === 'seeker.in@example.com');
  const createdAt = new Date().toISOString();
  for (let i = 0; i < IDLE_SCENARIOS; i += 1) {
    const name = `idle-${i}`;
    scenarios.within(name, () =>
      store.transact((tx) =>
        tx.insert('sessions', {
          id: randomUUID(),
          accountId: account?.id ?? '',
          createdAt,
          scenario: name,
        }),
      ),
    );
  }
  await store.durable();
  const idleMb = heapMb() - before;

  const rows = {
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), busy shared machine`,
    reads: ROUNDS,
    noScenario: summary(noScenario),
    inScenario: summary(scenario),
    ratio: 0,
    idleScenarios: IDLE_SCENARIOS,
    idleHeapMb: Math.round(idleMb * 10) / 10,
  };
  rows.ratio = Math.round((rows.inScenario.meanMs / rows.noScenario.meanMs) * 1000) / 1000;
  console.table({
    'no scenario': rows.noScenario,
    [`scenario (${SCENARIOS} x ${WRITES_PER_SCENARIO} writes)`]: rows.inScenario,
  });
  console.log(
    `mean ratio ${rows.ratio} (target <= ${TARGET_RATIO}); ${IDLE_SCENARIOS} idle scenarios: ` +
      `${rows.idleHeapMb} MB of heap (target <= ${TARGET_IDLE_MB} MB); ${rows.machine}`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(rows, null, 2)}\n`);
  if (rows.ratio > TARGET_RATIO || rows.idleHeapMb > TARGET_IDLE_MB) process.exitCode = 1;
} finally {
  await a.dispose();
  await b.dispose();
}
