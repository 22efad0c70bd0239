// What one client can make the simulator keep is bounded (hostile probe 2026-11-26, L4 and L5):
// visitors' recent searches in total, and a seeker's job alerts and saved searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../openapi/client';
import { rawRequest } from '../support/raw';
import { startSimulator, type TestSimulator } from '../support/sim';
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
