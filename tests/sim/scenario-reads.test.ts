// Issue 29: QA's reads of the control API (/__sim/events, /__sim/db) answer one scenario when
// asked with `?scenario=`, so parallel runs on one simulator each check only what they stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlRequest } from '../support/raw';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

async function publish(sim: TestSimulator, id: string, scenario: string | null): Promise<void> {
  const guest = visitor(sim, 'MY', scenario === null ? {} : { 'X-Sim-Scenario': scenario });
  const { response } = await guest.api.POST('/middleware/publish/events', {
    body: {
      events: [
        {
          action: 'AdvancedSearchSelected',
          channel: 11,
          currentTimestamp: 1_790_000_000_000,
          id,
          label: 'SRP',
          site: 'MY',
          tenant: 11,
          siteContext: 'malaysia',
          sessionId: `sess-${id}`,
        },
      ],
    },
  });
  expect(response.status).toBe(200);
}

type Listed = { events: Array<{ event: { id: string } }> };

async function eventIds(sim: TestSimulator, query: string): Promise<string[]> {
  const listed = await controlRequest(sim.url, 'get', `/events?site=MY${query}`);
  expect(listed.status).toBe(200);
  return (listed.body as Listed).events.map((e) => e.event.id).sort();
}

async function dbEventIds(sim: TestSimulator, query: string): Promise<string[]> {
  const listed = await controlRequest(sim.url, 'get', `/db/events?site=MY${query}`);
  expect(listed.status).toBe(200);
  return (listed.body as Array<{ event: { id: string } }>).map((e) => e.event.id).sort();
}

describe('Control reads per scenario', () => {
  let sim: TestSimulator;
  beforeAll(async () => {
    sim = await startSimulator();
    await publish(sim, 'evt-shared', null);
    await publish(sim, 'evt-a', 'reads-a');
    await publish(sim, 'evt-b', 'reads-b');
  });
  afterAll(async () => {
    await sim.dispose();
  });

  it('When two scenarios publish events, then /__sim/events with each scenario lists its own and the shared ones, never the other one', async () => {
    expect(await eventIds(sim, '&scenario=reads-a')).toEqual(['evt-a', 'evt-shared']);
    expect(await eventIds(sim, '&scenario=reads-b')).toEqual(['evt-b', 'evt-shared']);
  });

  it('When /__sim/events names no scenario, then it lists the shared state only', async () => {
    expect(await eventIds(sim, '')).toEqual(['evt-shared']);
  });

  it('When /__sim/db is read with a scenario, then it answers that scenario and json-server does not take the name as a filter', async () => {
    expect(await dbEventIds(sim, '&scenario=reads-a')).toEqual(['evt-a', 'evt-shared']);
    expect(await dbEventIds(sim, '&scenario=reads-b')).toEqual(['evt-b', 'evt-shared']);
    expect(await dbEventIds(sim, '')).toEqual(['evt-shared']);
  });

  it('When /__sim/db is read with _limit, with or without a scenario, then json-server applies it instead of filtering every record away', async () => {
    for (const scenario of ['', '&scenario=reads-a']) {
      const limited = await controlRequest(sim.url, 'get', `/db/accounts?_limit=2${scenario}`);
      expect(limited.body, scenario).toHaveLength(2);
    }
    const newest = await controlRequest(
      sim.url,
      'get',
      '/db/events?site=MY&scenario=reads-a&_sort=id&_order=desc&_limit=1',
    );
    expect(newest.body).toHaveLength(1);
  });

  it('When a scenario that never made a request is read, then it sees the shared state and is not created by the read', async () => {
    expect(await eventIds(sim, '&scenario=reads-unused')).toEqual(['evt-shared']);
    expect(await dbEventIds(sim, '&scenario=reads-unused')).toEqual(['evt-shared']);
    const listed = await controlRequest(sim.url, 'get', '/scenarios');
    const names = (listed.body as { scenarios: Array<{ name: string }> }).scenarios.map(
      (s) => s.name,
    );
    expect(names).toEqual(expect.arrayContaining(['reads-a', 'reads-b']));
    expect(names).not.toContain('reads-unused');
  });

  it('When a scenario is dropped, then its events are gone from its reads and the other keeps its own', async () => {
    await publish(sim, 'evt-c', 'reads-c');
    await publish(sim, 'evt-d', 'reads-d');
    expect((await controlRequest(sim.url, 'delete', '/scenarios/reads-c')).status).toBe(204);

    expect(await eventIds(sim, '&scenario=reads-c')).toEqual(['evt-shared']);
    expect(await dbEventIds(sim, '&scenario=reads-d')).toEqual(['evt-d', 'evt-shared']);
  });

  it('When the scenario name of a read is outside the safe pattern, then it is refused with 400 naming scenario', async () => {
    for (const path of ['/events?scenario=..%2Fetc', '/db/events?scenario=..%2Fetc']) {
      const refused = await controlRequest(sim.url, 'get', path);
      expect(refused.status, path).toBe(400);
      expect(JSON.stringify(refused.body), path).toContain('scenario');
    }
  });

  it('When a write through /__sim/db names a scenario, then it is refused with 400 and nothing is stored', async () => {
    const written = await controlRequest(sim.url, 'post', '/db/counters?scenario=reads-a', {
      id: 'scenario-write',
      count: 1,
      updatedAt: new Date().toISOString(),
    });
    expect(written.status).toBe(400);
    const shared = await controlRequest(sim.url, 'get', '/db/counters?id=scenario-write');
    const inScenario = await controlRequest(
      sim.url,
      'get',
      '/db/counters?id=scenario-write&scenario=reads-a',
    );
    expect(shared.body).toEqual([]);
    expect(inScenario.body).toEqual([]);
  });
});
