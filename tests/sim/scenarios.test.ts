// Issue 29: every QA scenario has its own copy-on-write view of the seeker state, so parallel runs
// that sign in as the same seeker on one simulator never see each other's writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlRequest, rawRequest, scenarioNames } from '../support/raw';
import { rawHttp } from '../support/raw-http';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

const scenario = (name: string) => ({ 'X-Sim-Scenario': name });

async function savedJobIds(sim: TestSimulator, name: string | null): Promise<string[]> {
  const seeker = await signedIn(sim, 'seeker', 'IN', name === null ? {} : scenario(name));
  const saved = await seeker.api.GET('/middleware/savedJobs', {});
  return saved.data?.jobs.map((s) => s.job.jobId) ?? [];
}

async function saveIn(sim: TestSimulator, name: string, jobId: string): Promise<void> {
  const seeker = await signedIn(sim, 'seeker', 'IN', scenario(name));
  const saved = await seeker.api.POST('/middleware/jobSave', { body: { jobId } });
  expect(saved.response.status).toBe(200);
}

function jobIdAt(sim: TestSimulator, index: number): string {
  const job = sim.context.catalogue.sites.IN.jobs[index];
  if (!job) throw new Error(`no job ${index}`);
  return job.jobId;
}

interface Listed {
  scenarios: Array<{ name: string; records: number; lastUsedAt: string }>;
}

// The simulator of the tests that need no settings or restart of their own.
let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim.dispose();
});

describe('Scenario sandboxes', () => {
  it('When two scenarios sign in as the same seeker and save, then each sees only its own saves and the shared state sees neither', async () => {
    const [a, b] = [jobIdAt(sim, 1), jobIdAt(sim, 2)];
    await saveIn(sim, 'run-a', a);
    await saveIn(sim, 'run-b', b);

    expect(await savedJobIds(sim, 'run-a')).toEqual([a]);
    expect(await savedJobIds(sim, 'run-b')).toEqual([b]);
    expect(await savedJobIds(sim, null)).toEqual([]);
  });

  it('When one scenario is dropped, then the other keeps its saves and the dropped one starts again from the shared state', async () => {
    const [c, d] = [jobIdAt(sim, 3), jobIdAt(sim, 4)];
    await saveIn(sim, 'drop-c', c);
    await saveIn(sim, 'drop-d', d);
    expect(await scenarioNames(sim.url)).toEqual(expect.arrayContaining(['drop-c', 'drop-d']));

    expect((await controlRequest(sim.url, 'delete', '/scenarios/drop-c')).status).toBe(204);

    expect(await scenarioNames(sim.url)).not.toContain('drop-c');
    expect(await savedJobIds(sim, 'drop-d')).toEqual([d]);
    expect(await savedJobIds(sim, 'drop-c')).toEqual([]);
  });

  it('When a scenario is listed, then it shows the records it holds and when it was last used', async () => {
    await saveIn(sim, 'counted', jobIdAt(sim, 5));
    const response = await controlRequest(sim.url, 'get', '/scenarios');
    const counted = (response.body as Listed).scenarios.find((s) => s.name === 'counted');
    // The sign-in's session and the save.
    expect(counted?.records).toBe(2);
    expect(Date.parse(counted?.lastUsedAt ?? '')).not.toBeNaN();
  });

  it('When the shared state changes, then a scenario that wrote the same collection still sees it', async () => {
    await saveIn(sim, 'layered', jobIdAt(sim, 6));
    const shared = await signedIn(sim, 'seeker', 'IN');
    await shared.api.POST('/middleware/jobSave', { body: { jobId: jobIdAt(sim, 7) } });

    expect((await savedJobIds(sim, 'layered')).sort()).toEqual(
      [jobIdAt(sim, 6), jobIdAt(sim, 7)].sort(),
    );
    expect(await savedJobIds(sim, null)).toEqual([jobIdAt(sim, 7)]);
  });

  it('When a scenario name is outside the safe pattern, then the request is refused with 400 naming the header', async () => {
    const response = await rawRequest(sim.url, {
      method: 'get',
      path: '/middleware/cart/count',
      headers: { 'X-Sim-Scenario': '../../etc' },
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain('X-Sim-Scenario');
    expect(await scenarioNames(sim.url)).not.toContain('../../etc');
  });

  it('When a scenario with state of its own and a fault is dropped, then its fault goes too', async () => {
    await saveIn(sim, 'faulted', jobIdAt(sim, 8));
    const set = await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'savedJobs',
      scenario: 'faulted',
      kind: 'status',
      status: 503,
    });
    expect(set.status).toBe(201);

    expect((await controlRequest(sim.url, 'delete', '/scenarios/faulted')).status).toBe(204);

    const left = await controlRequest(sim.url, 'get', '/faults?scenario=faulted');
    expect((left.body as { faults: unknown[] }).faults).toEqual([]);
    expect(await savedJobIds(sim, 'faulted')).toEqual(await savedJobIds(sim, null));
  });

  it('When an unknown scenario is dropped, then the answer is 404', async () => {
    expect((await controlRequest(sim.url, 'delete', '/scenarios/never-used')).status).toBe(404);
  });
});

describe('Scenario pages under /sim-assets', () => {
  it('When an email link sent in a scenario is opened in that scenario, then it verifies the email there only', async () => {
    const email = 'unverified.in@example.com';
    const seeker = await signedIn(sim, 'unverified', 'IN', scenario('mailbox'));
    const sent = await seeker.api.POST('/middleware/verifyEmailWithLink', { body: { email } });
    const link = /\/sim-assets\/verify-email\/[0-9a-f-]+/.exec(sent.data?.message ?? '')?.[0];
    expect(link).toBeDefined();

    const opened = await rawHttp(sim.url, { path: link ?? '', headers: scenario('mailbox') });
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Your email is verified.');
    const inScenario = await seeker.api.GET('/middleware/userMe', {});
    expect(inScenario.data?.emails).toEqual([{ email, status: 1 }]);
    const shared = await signedIn(sim, 'unverified', 'IN');
    expect((await shared.api.GET('/middleware/userMe', {})).data?.emails).toEqual([
      { email, status: 0 },
    ]);
  });
});

describe('Scenario durability', () => {
  it('When the simulator restarts, then a scenario keeps its acknowledged saves, from the log and from a snapshot', async () => {
    const first = await startSimulator();
    const [logged, snapshotted] = [jobIdAt(first, 1), jobIdAt(first, 2)];
    await saveIn(first, 'durable-log', logged);
    await saveIn(first, 'durable-snapshot', snapshotted);
    // A write through json-server's view folds the log into a new snapshot.
    const written = await controlRequest(first.url, 'post', '/db/counters', {
      id: 'fold',
      count: 1,
      updatedAt: new Date().toISOString(),
    });
    expect(written.status).toBe(201);
    await saveIn(first, 'durable-log', jobIdAt(first, 3));
    await first.stop();

    const second = await startSimulator({ SIM_DATA_DIR: first.dataDir });
    expect((await savedJobIds(second, 'durable-log')).sort()).toEqual(
      [logged, jobIdAt(second, 3)].sort(),
    );
    expect(await savedJobIds(second, 'durable-snapshot')).toEqual([snapshotted]);
    expect(await savedJobIds(second, null)).toEqual([]);
    await second.dispose();
  });

  it('When a dropped scenario is restarted, then it stays dropped', async () => {
    const first = await startSimulator();
    await saveIn(first, 'gone', jobIdAt(first, 1));
    await controlRequest(first.url, 'delete', '/scenarios/gone');
    await first.stop();

    const second = await startSimulator({ SIM_DATA_DIR: first.dataDir });
    expect(await savedJobIds(second, 'gone')).toEqual([]);
    await second.dispose();
  });
});

describe('Scenario expiry', () => {
  it('When a scenario stays idle past SIM_SCENARIO_IDLE_MINUTES, then it is dropped with its data', async () => {
    let now = Date.parse('2030-01-01T09:00:00Z');
    const sim = await startSimulator(
      { SIM_SCENARIO_IDLE_MINUTES: '5' },
      { now: () => new Date(now) },
    );
    await saveIn(sim, 'idle', jobIdAt(sim, 1));
    now += 4 * 60_000;
    await saveIn(sim, 'busy', jobIdAt(sim, 2));
    expect(await scenarioNames(sim.url)).toEqual(['busy', 'idle']);

    now += 2 * 60_000;
    expect(await scenarioNames(sim.url)).toEqual(['busy']);
    expect(await savedJobIds(sim, 'busy')).toEqual([jobIdAt(sim, 2)]);
    await sim.dispose();
  });

  it('When more scenarios than SIM_SCENARIO_LIMIT are used, then the least recently used is dropped', async () => {
    const sim = await startSimulator({ SIM_SCENARIO_LIMIT: '2' });
    await saveIn(sim, 'first', jobIdAt(sim, 1));
    await saveIn(sim, 'second', jobIdAt(sim, 2));
    await saveIn(sim, 'third', jobIdAt(sim, 3));
    expect((await scenarioNames(sim.url)).sort()).toEqual(['second', 'third']);
    await sim.dispose();
  });
});
