// A visitor's recent search is written behind its results page (issue 35, item 5): a search is a
// read, its page never waits for the disk, and the log holds the search soon after (at most
// WRITE_BEHIND_MS later, or with the next write), so a crash after that loses nothing; a search
// the disk refuses is not kept. A write a client asks for still waits for the disk.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../openapi/client';
import {
  freePort,
  startSimulatorProcess,
  type SimulatorProcess,
} from '../../scripts/lib/simulator-process';
import { rawRequest, type RawResponse } from '../support/raw';
import { signedIn, startSimulator, TEST_JOBS_TOTAL, type TestSimulator } from '../support/sim';
import { TestDisk } from '../support/test-disk';
import { expectRaw } from './helpers';

/** One in-process simulator on a disk the tests hold or fill, each visitor a cookie of its own. */
const disk = new TestDisk();
let sim: TestSimulator;
let child: SimulatorProcess | undefined;

beforeAll(async () => {
  sim = await startSimulator({}, { disk });
});

afterAll(async () => {
  await sim.dispose();
});

afterEach(async () => {
  disk.full = false;
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

/** The recent searches the store's log holds, oldest first. */
function loggedQueries(dataDir: string): string[] {
  const lines = readdirSync(dataDir)
    .filter((file) => file.endsWith('.log'))
    .flatMap((file) => readFileSync(join(dataDir, file), 'utf8').split('\n'));
  return [...lines.join('\n').matchAll(/"search":\{"query":"([^"]*)"/g)].map((m) => m[1] ?? '');
}

describe("A visitor's recent search and the disk", () => {
  it("When the disk holds the log, then the visitor's results page is answered without waiting, and the search is written behind it", async () => {
    const release = disk.hold();
    try {
      const reply = await search(sim.url, 'plumber', 'held-visitor');

      expect(reply.status).toBe(200);
      await vi.waitFor(() => expect(disk.heldWrites).toBe(1), { timeout: 20_000 });
    } finally {
      release();
    }
    await sim.context.store.durable();
    expect(await recentQueries(sim.url, 'held-visitor')).toEqual(['plumber']);
  });

  it('When the disk holds the log, then a job save the seeker asks for waits for it', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const jobId = sim.context.catalogue.sites.IN.jobs[1]?.jobId ?? '';
    const release = disk.hold();
    let saved = false;
    let saving: Promise<number> | undefined;
    try {
      expect((await search(sim.url, 'fitter', 'saving-visitor')).status).toBe(200);
      await vi.waitFor(() => expect(disk.heldWrites).toBe(1), { timeout: 20_000 });
      saving = api.POST('/middleware/jobSave', { body: { jobId } }).then((reply) => {
        saved = true;
        return reply.response.status;
      });
      await vi.waitFor(() => expect(disk.heldWrites).toBe(1), { timeout: 20_000 });
      expect(saved).toBe(false);
    } finally {
      release();
    }
    expect(await saving).toBe(200);
    expect(await recentQueries(sim.url, 'saving-visitor')).toEqual(['fitter']);
  });

  it("When the disk refuses the log, then the visitor's search is answered and not kept", async () => {
    disk.full = true;
    const { url } = sim;

    const reply = await search(sim.url, 'welder', 'refused-visitor');

    expect(reply.status).toBe(200);
    // Refused when it is written behind the answer: then undone.
    await vi.waitFor(async () => expect(await recentQueries(url, 'refused-visitor')).toEqual([]), {
      timeout: 20_000,
    });
    disk.full = false;
    expect((await search(sim.url, 'welder', 'refused-visitor')).status).toBe(200);
    await sim.context.store.durable();
    expect(await recentQueries(sim.url, 'refused-visitor')).toEqual(['welder']);
  });

  it('When the simulator is killed once a visitor’s answered searches are written behind, then every one is there after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-recent-crash-'));
    const env = { SIM_DATA_DIR: dataDir, SIM_JOBS: String(TEST_JOBS_TOTAL) };
    const port = await freePort();
    try {
      child = await startSimulatorProcess({ env, port });
      const queries = ['driver', 'nurse', 'chef', 'tailor', 'cashier'];
      for (const query of queries)
        expect((await search(child.url, query, 'crash-visitor')).status).toBe(200);
      await vi.waitFor(() => expect(loggedQueries(dataDir)).toEqual(queries), { timeout: 20_000 });

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
