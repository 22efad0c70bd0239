// A visitor's recent search is a write its results page acknowledges (issue 35, item 5): the page
// is answered once the search is on disk, so a crash after the answer loses nothing, and a search
// the disk refuses is neither answered 200 nor kept. Making it cheap must not make it undurable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../openapi/client';
import {
  freePort,
  startSimulatorProcess,
  type SimulatorProcess,
} from '../../scripts/lib/simulator-process';
import { rawRequest, type RawResponse } from '../support/raw';
import { startSimulator, TEST_JOBS_TOTAL, type TestSimulator } from '../support/sim';
import { TestDisk } from '../support/test-disk';
import { expectRaw } from './helpers';

let sim: TestSimulator | undefined;
let child: SimulatorProcess | undefined;

afterEach(async () => {
  await sim?.dispose();
  sim = undefined;
  await child?.stop();
  child = undefined;
});

function search(url: string, query: string, msuid?: string): Promise<RawResponse> {
  return rawRequest(url, {
    method: 'GET',
    path: '/middleware/search/results',
    query: { query },
    ...(msuid ? { cookies: new Map([['MSUID', msuid]]) } : {}),
  });
}

async function recentQueries(url: string, msuid: string): Promise<string[]> {
  const reply = await rawRequest(url, {
    method: 'GET',
    path: '/penguin/api/public/events/v1/ml/recent-searches',
    cookies: new Map([['MSUID', msuid]]),
  });
  const { searches } = expectRaw('recentSearches', reply, 200) as {
    searches: Schemas['RecentSearch'][];
  };
  return searches.map((s) => s.query);
}

describe("A visitor's recent search and the disk", () => {
  it("When the disk holds the log, then the visitor's results page waits for it, and a cookie-less search does not", async () => {
    const disk = new TestDisk();
    sim = await startSimulator({}, { disk });
    const release = disk.hold();
    let answered = false;
    const searching = search(sim.url, 'plumber', 'held-visitor').then((reply) => {
      answered = true;
      return reply;
    });
    let cookieLess: RawResponse;
    let answeredFirst: boolean;
    try {
      await vi.waitFor(() => expect(disk.heldWrites).toBe(1));
      cookieLess = await search(sim.url, 'plumber');
      answeredFirst = answered;
    } finally {
      release();
    }

    expect(cookieLess.status).toBe(200);
    expect(answeredFirst).toBe(false);
    expect((await searching).status).toBe(200);
    expect(await recentQueries(sim.url, 'held-visitor')).toEqual(['plumber']);
  });

  it("When the disk refuses the log, then the visitor's results page answers 507 and the search is not kept", async () => {
    const disk = new TestDisk();
    sim = await startSimulator({}, { disk });
    disk.full = true;

    const refused = await search(sim.url, 'welder', 'refused-visitor');

    expect(refused.status).toBe(507);
    disk.full = false;
    expect(await recentQueries(sim.url, 'refused-visitor')).toEqual([]);
  });

  it('When the simulator is killed right after a visitor’s searches are answered, then every one is there after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-recent-crash-'));
    const env = { SIM_DATA_DIR: dataDir, SIM_JOBS: String(TEST_JOBS_TOTAL) };
    const port = await freePort();
    try {
      child = await startSimulatorProcess({ env, port });
      const queries = ['driver', 'nurse', 'chef', 'tailor', 'cashier'];
      for (const query of queries)
        expect((await search(child.url, query, 'crash-visitor')).status).toBe(200);

      await child.kill('SIGKILL');
      child = await startSimulatorProcess({ env, port });

      expect(await recentQueries(child.url, 'crash-visitor')).toEqual([...queries].reverse());
    } finally {
      await child?.kill();
      child = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
