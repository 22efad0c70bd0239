// The low findings of the 2026-11-26 hostile probe (shared/audits/hostile-probe-2026-11-26.md),
// each against an in-process simulator: a clear 4xx, never a 5xx or a stack trace.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../sim-server/config';
import { start } from '../../sim-server/server';
import { rawHttp } from '../support/raw-http';
import { signedIn, startSimulator, TEST_JOBS_TOTAL, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

const JSON_HEADERS = { Host: 'localhost', 'Content-Type': 'application/json' };

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('L2: a deeply nested fault body', () => {
  it('When a fault 5,000 levels deep is posted, then it is a 400 and GET /__sim/faults still answers', async () => {
    const body = `{"operationId":"jobSave","kind":"body","status":200,"body":${nested(5000)}}`;
    const posted = await rawHttp(sim.url, {
      method: 'POST',
      path: '/__sim/faults',
      headers: JSON_HEADERS,
      body,
    });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('nested deeper than');
    const listed = await rawHttp(sim.url, {
      path: '/__sim/faults',
      headers: { Host: 'localhost' },
    });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({ faults: [] });
  });

  it('When a record 5,000 levels deep is written through /__sim/db, then it is a 400', async () => {
    const reply = await rawHttp(sim.url, {
      method: 'POST',
      path: '/__sim/db/counters',
      headers: JSON_HEADERS,
      body: `{"id":"deep","count":1,"updatedAt":${nested(5000)}}`,
    });
    expect(reply.status).toBe(400);
  });
});

describe('L3: a duplicate id through /__sim/db', () => {
  it('When a record is posted with an id its collection already holds, then it is a 409 naming the id, with no stack trace', async () => {
    const record = { id: 'probe-counter', count: 1, updatedAt: '2026-03-02T09:00:00.000Z' };
    const post = () =>
      rawHttp(sim.url, {
        method: 'POST',
        path: '/__sim/db/counters',
        headers: JSON_HEADERS,
        body: JSON.stringify(record),
      });
    expect((await post()).status).toBe(201);
    const again = await post();
    expect(again.status).toBe(409);
    expect(again.text).toContain('probe-counter');
    expect(again.text).not.toMatch(/node_modules|at \w+ \(/);
    expect(again.json).toMatchObject({ status: 1 });
  });
});

describe('L7: a start with other settings than the stored state', () => {
  it('When the simulator starts with another SIM_JOBS on a folder holding seeker state, then it refuses, naming the setting and the stored value, and the state is kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-jobs-'));
    const configWith = (jobs: number) =>
      readConfig(
        { ...process.env, PORT: '0', SIM_DATA_DIR: dataDir, SIM_JOBS: String(jobs) },
        jobs,
      );
    try {
      const first = await start({ config: configWith(TEST_JOBS_TOTAL) });
      first.context.store.transact((tx) =>
        tx.insert('counters', { id: 'kept', count: 1, updatedAt: '2026-03-02T09:00:00.000Z' }),
      );
      await first.stop();
      const stateFile = join(dataDir, `sim-state-${first.context.catalogue.seed}.json`);
      const stored = readFileSync(stateFile, 'utf8');

      const other = start({ config: configWith(90) });
      await expect(other).rejects.toThrow(ConfigError);
      await expect(other).rejects.toThrow(`SIM_JOBS=${TEST_JOBS_TOTAL}`);
      expect(readFileSync(stateFile, 'utf8')).toBe(stored);

      const again = await start({ config: configWith(TEST_JOBS_TOTAL) });
      try {
        expect(again.context.store.state.counters.map((c) => c.id)).toContain('kept');
      } finally {
        await again.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('L4: per-profile lists are bounded', () => {
  it('When a profile holds 50 employments and 50 educations, then one more of each is a 409 naming the limit and nothing is stored', async () => {
    const { api } = await signedIn(sim, 'seeker', 'VN');
    const employment = { years: 1, months: 0, designation: 'Tester', organisation: 'Acme' };
    const education = {
      highestQualification: 'M.Tech',
      specialization: 'Data',
      yearOfPassing: 2020,
      educationType: 'Full Time' as const,
    };
    const profile = async () =>
      (await api.GET('/middleware/profiles', { params: { query: { fields: 'all' } } })).data
        ?.profilesResponse;
    const start = await profile();
    for (let i = start?.workExperience?.length ?? 0; i < 50; i += 1)
      expect(
        (await api.POST('/middleware/employement', { body: employment })).response.status,
      ).toBe(201);
    for (let i = start?.educationDetails?.length ?? 0; i < 50; i += 1)
      expect((await api.POST('/middleware/educational', { body: education })).response.status).toBe(
        201,
      );

    const moreWork = await api.POST('/middleware/employement', { body: employment });
    const moreStudy = await api.POST('/middleware/educational', { body: education });

    expect(moreWork.response.status).toBe(409);
    expect(moreWork.error).toMatchObject({ errorCode: 'PROFILE_LIST_FULL' });
    expect(JSON.stringify(moreWork.error)).toContain('at most 50 employments');
    expect(moreStudy.response.status).toBe(409);
    expect(JSON.stringify(moreStudy.error)).toContain('at most 50 educations');
    const after = await profile();
    expect(after?.workExperience).toHaveLength(50);
    expect(after?.educationDetails).toHaveLength(50);
  }, 120_000);
});
