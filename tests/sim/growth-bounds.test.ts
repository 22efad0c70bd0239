// What one client can make the simulator keep is bounded (hostile probe 2026-11-26, L4 and L5):
// visitors' recent searches in total, and a seeker's job alerts and saved searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../openapi/client';
import { readFileSync } from 'node:fs';
import { rawRequest } from '../support/raw';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';
import { expectRaw } from './helpers';

const VISITORS_KEPT = 3;
let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator({ SIM_RECENT_SEARCH_VISITORS: String(VISITORS_KEPT) });
});

afterAll(async () => {
  await sim.dispose();
});

async function searchAs(msuid: string, query: string): Promise<void> {
  const reply = await rawRequest(sim.url, {
    method: 'GET',
    path: '/middleware/search/results',
    query: { query },
    cookies: new Map([['MSUID', msuid]]),
  });
  expect(reply.status).toBe(200);
}

async function recentOf(msuid: string): Promise<string[]> {
  const reply = await rawRequest(sim.url, {
    method: 'GET',
    path: '/penguin/api/public/events/v1/ml/recent-searches',
    cookies: new Map([['MSUID', msuid]]),
  });
  const { searches } = expectRaw('recentSearches', reply, 200) as {
    searches: Schemas['RecentSearch'][];
  };
  return searches.map((s) => s.query);
}

describe('Recent searches across visitors', () => {
  it('When more visitors search than SIM_RECENT_SEARCH_VISITORS keeps, then the visitor seen longest ago loses its list and the store holds no more', async () => {
    await searchAs('bound-a', 'java');
    await searchAs('bound-b', 'sales');
    await searchAs('bound-c', 'nurse');
    await searchAs('bound-a', 'python');
    // Each new cookie pushes out the visitor seen longest ago: b, then c.
    await searchAs('bound-d', 'driver');
    await searchAs('bound-e', 'chef');

    expect(await recentOf('bound-b')).toEqual([]);
    expect(await recentOf('bound-c')).toEqual([]);
    expect(await recentOf('bound-a')).toEqual(['python', 'java']);
    expect(await recentOf('bound-d')).toEqual(['driver']);
    expect(await recentOf('bound-e')).toEqual(['chef']);
    const visitors = new Set(
      sim.context.store.state.recentSearches
        .map((r) => r.owner)
        .filter((owner) => owner.startsWith('visitor:')),
    );
    expect(visitors.size).toBe(VISITORS_KEPT);
  });

  it('When a client sends a new MSUID with each of 40 searches, then the store keeps the searches of 3 visitors only', async () => {
    for (let n = 0; n < 40; n += 1) await searchAs(`minted-${n}`, `word${n}`);
    const kept = sim.context.store.state.recentSearches.filter((r) =>
      r.owner.startsWith('visitor:'),
    );
    expect(kept.map((r) => r.owner)).toEqual([
      'visitor:minted-37',
      'visitor:minted-38',
      'visitor:minted-39',
    ]);
  });
});

describe("A seeker's job alerts and saved searches", () => {
  it('When a seeker holds 20 job alerts, then a 21st is a 409 saying so, nothing is stored, and editing one still works', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SG');
    const alert = (n: number) => ({ name: `Alert ${n}`, keywords: 'java', frequency: 1 as const });
    for (let n = 1; n <= 20; n += 1)
      expect(
        (await api.POST('/middleware/createJobAlert', { body: alert(n) })).response.status,
      ).toBe(201);

    const over = await api.POST('/middleware/createJobAlert', { body: alert(21) });

    expect(over.response.status).toBe(409);
    expect(over.error).toMatchObject({
      success: false,
      error: 'You can keep at most 20 job alerts. Delete one to add another.',
      errorCode: 'JOB_ALERTS_FULL',
    });
    const list = (await api.GET('/middleware/jobAlerts')).data;
    expect(list?.total).toBe(20);
    const first = list?.alerts.find((a) => a.name === 'Alert 1');
    const edited = await api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId: first?.id ?? '' } },
      body: { ...alert(1), keywords: 'kotlin' },
    });
    expect(edited.response.status).toBe(200);
  }, 60_000);

  it("When a guest's email holds 20 free job alerts, then a 21st for that email is a 409", async () => {
    const { api } = visitor(sim, 'HK');
    const alert = (n: number) => ({
      name: `Guest alert ${n}`,
      keywords: 'sales',
      frequency: 1 as const,
      email: 'bounded.guest@example.com',
    });
    for (let n = 1; n <= 20; n += 1)
      expect(
        (await api.POST('/middleware/createJobAlert', { body: alert(n) })).response.status,
      ).toBe(201);
    const over = await api.POST('/middleware/createJobAlert', { body: alert(21) });
    expect(over.response.status).toBe(409);
    expect(over.error).toMatchObject({ errorCode: 'JOB_ALERTS_FULL' });
    const other = await api.POST('/middleware/createJobAlert', {
      body: { ...alert(21), email: 'another.guest@example.com' },
    });
    expect(other.response.status).toBe(201);
  }, 60_000);

  it('When a seeker holds 20 saved searches, then a new one is a 409 saying so and overwriting one still works', async () => {
    const { api } = await signedIn(sim, 'seeker', 'MY');
    const search = (n: number) => ({ name: `Search ${n}`, criteria: { query: `word${n}` } });
    for (let n = 1; n <= 20; n += 1)
      expect((await api.POST('/middleware/saveSearch', { body: search(n) })).response.status).toBe(
        201,
      );

    const over = await api.POST('/middleware/saveSearch', { body: search(21) });

    expect(over.response.status).toBe(409);
    expect(over.error).toMatchObject({
      success: false,
      error: 'You can keep at most 20 saved searches. Delete one to save another.',
      errorCode: 'SAVED_SEARCHES_FULL',
    });
    const list = (await api.GET('/middleware/savedSearches')).data;
    expect(list?.total).toBe(20);
    const first = list?.searches.find((s) => s.name === 'Search 1');
    const overwritten = await api.POST('/middleware/saveSearch', {
      body: { ...search(1), id: first?.id, criteria: { query: 'rust' } },
    });
    expect(overwritten.response.status).toBe(200);
  }, 60_000);

  it('When a profile holds 100 IT skills, then adding one more is a 422 IT_SKILLS_FULL naming itSkills and nothing is stored', async () => {
    const { api } = await signedIn(sim, 'seeker', 'ID');
    const profile = async () =>
      (await api.GET('/middleware/profiles', { params: { query: { fields: 'all' } } })).data
        ?.profilesResponse;
    const held = (await profile())?.itSkills?.length ?? 0;
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ skill: `Bounded skill ${from + i}` }));
    for (let added = held; added < 100; added += 50) {
      const count = Math.min(50, 100 - added);
      const reply = await api.POST('/middleware/createSkills', {
        body: { itSkills: batch(added, count) },
      });
      expect(reply.response.status).toBe(200);
    }

    const over = await api.POST('/middleware/createSkills', {
      body: { itSkills: batch(1000, 1) },
    });

    expect(over.response.status).toBe(422);
    expect(over.error).toMatchObject({ errorCode: 'IT_SKILLS_FULL', param: 'itSkills' });
    expect(JSON.stringify(over.error)).toContain(
      'would make more than 100 IT skills on the profile',
    );
    expect((await profile())?.itSkills).toHaveLength(100);
  }, 60_000);

  it("When the contract describes createJobAlert and saveSearch, then it states the simulator's limits", () => {
    const bundle = readFileSync('openapi/dist/openapi.json', 'utf8');
    expect(bundle).toContain('keeps at most 20 job alerts on a site');
    expect(bundle).toContain('errorCode JOB_ALERTS_FULL');
    expect(bundle).toContain('keeps at most 20 saved searches on a site');
    expect(bundle).toContain('errorCode SAVED_SEARCHES_FULL');
    expect(bundle).toContain('holds at most 100 IT skills');
  });
});

describe("Guests' free job alerts over all emails (audit 2026-11-28, L3)", () => {
  it('When guests make more alerts than SIM_GUEST_ALERTS with invented emails, then the next is a 409 naming the setting, and a seeker still creates one', async () => {
    const bounded = await startSimulator({ SIM_GUEST_ALERTS: '5' });
    try {
      const guest = visitor(bounded, 'IN');
      const create = (n: number) =>
        guest.api.POST('/middleware/createJobAlert', {
          body: { name: `Alert ${n}`, keywords: 'sales', frequency: 1, email: `g${n}@example.com` },
        });
      for (let n = 0; n < 5; n += 1) expect((await create(n)).response.status).toBe(201);
      const over = await create(5);
      expect(over.response.status).toBe(409);
      expect(over.error).toMatchObject({ errorCode: 'GUEST_ALERTS_FULL' });
      expect(JSON.stringify(over.error)).toContain('SIM_GUEST_ALERTS');
      const { api } = await signedIn(bounded, 'seeker', 'IN');
      const own = await api.POST('/middleware/createJobAlert', {
        body: { name: 'Mine', keywords: 'java', frequency: 1 },
      });
      expect(own.response.status).toBe(201);
    } finally {
      await bounded.dispose();
    }
  });

  it('When the contract describes createJobAlert, then it names the guest bound and its setting', () => {
    const bundle = readFileSync('openapi/dist/openapi.json', 'utf8');
    expect(bundle).toContain('SIM_GUEST_ALERTS');
    expect(bundle).toContain('errorCode GUEST_ALERTS_FULL');
  });
});
