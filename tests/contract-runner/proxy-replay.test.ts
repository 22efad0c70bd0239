// Issue 29, replay: a recording made through the proxy against a simulator with another seed,
// loaded into one scenario of the default simulator, answers the recorded jobs there and nowhere
// else; a document that is not HAR 1.2, or too large, is refused with 400 naming the problem.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy } from '../../scripts/proxy/server';
import { controlRequest } from '../support/raw';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

let recordedSim: TestSimulator;
let sim: TestSimulator;
let folder: string;
let har: unknown;
let jobId: string;
let recordedTitle: string;

const jobTitle = async (target: TestSimulator, headers: Record<string, string> = {}) => {
  const { data, response } = await visitor(target, 'IN', headers).api.GET(
    '/middleware/jobdetail/{jobId}',
    { params: { path: { jobId } } },
  );
  return { status: response.status, title: data?.job.title };
};

beforeAll(async () => {
  [recordedSim, sim] = await Promise.all([
    startSimulator({ SIM_SEED: '7', SIM_RESPONSE_VALIDATION: 'log' }),
    startSimulator(),
  ]);
  folder = mkdtempSync(join(tmpdir(), 'replay-'));
  const file = join(folder, 'seed-7.har');
  const proxy = await startProxy({ target: recordedSim.url, port: 0, record: file });
  jobId = recordedSim.context.catalogue.sites.IN.jobs[2]?.jobId ?? '';
  const through = await jobTitle({ ...recordedSim, url: proxy.url });
  recordedTitle = through.title ?? '';
  await proxy.close();
  har = JSON.parse(readFileSync(file, 'utf8'));
});
afterAll(async () => {
  await Promise.all([recordedSim.dispose(), sim.dispose()]);
  rmSync(folder, { recursive: true, force: true });
});

describe('Replaying a recording in a scenario', () => {
  it('When a recording from another seed is loaded into a scenario, then that scenario answers the recorded job and the rest of the simulator does not', async () => {
    const own = await jobTitle(sim);
    expect(recordedTitle).not.toBe('');
    expect(own.title).not.toBe(recordedTitle);

    const loaded = await controlRequest(sim.url, 'post', '/recordings', {
      scenario: 'replay-7',
      har,
    });
    expect(loaded.status).toBe(201);
    expect(loaded.body).toEqual({ scenario: 'replay-7', entries: 1 });

    expect(await jobTitle(sim, { 'X-Sim-Scenario': 'replay-7' })).toEqual({
      status: 200,
      title: recordedTitle,
    });
    // The recording had one such exchange: the next one falls through to the simulator.
    expect((await jobTitle(sim, { 'X-Sim-Scenario': 'replay-7' })).title).toBe(own.title);
    // The journal says which answer came from the recording (newest first).
    const journal = (await controlRequest(sim.url, 'get', '/journal?scenario=replay-7')).body as {
      entries: Array<{ operationId: string | null; answeredBy: string }>;
    };
    expect(journal.entries.map((e) => [e.operationId, e.answeredBy])).toEqual([
      ['jobdetail', 'simulator'],
      ['jobdetail', 'recording'],
    ]);
    expect((await jobTitle(sim, { 'X-Sim-Scenario': 'other' })).title).toBe(own.title);
    expect((await jobTitle(sim)).title).toBe(own.title);
  });

  it('When the scenario is dropped, then its recording goes with it', async () => {
    await controlRequest(sim.url, 'post', '/recordings', { scenario: 'replay-drop', har });
    expect((await controlRequest(sim.url, 'delete', '/scenarios/replay-drop')).status).toBe(204);
    expect((await jobTitle(sim, { 'X-Sim-Scenario': 'replay-drop' })).title).not.toBe(
      recordedTitle,
    );
  });

  it('When the document is not HAR 1.2, then 400 names the problem and nothing is loaded', async () => {
    const refused = await controlRequest(sim.url, 'post', '/recordings', {
      scenario: 'replay-bad',
      har: { log: { version: '1.2', entries: [] } },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('not valid HAR 1.2');
    expect(refused.text).toContain('creator');
  });

  it('When the recording is larger than 2 MB, then 400 says it is too large', async () => {
    const huge = {
      log: {
        version: '1.2',
        creator: { name: 'x', version: '1' },
        entries: [],
        comment: 'x'.repeat(2_200_000),
      },
    };
    const refused = await controlRequest(sim.url, 'post', '/recordings', {
      scenario: 'replay-big',
      har: huge,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/too large/i);
  });

  it('When the scenario name is not safe, then 400 names the field', async () => {
    const refused = await controlRequest(sim.url, 'post', '/recordings', { scenario: '../x', har });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('scenario');
  });
});
