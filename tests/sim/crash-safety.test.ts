// Acknowledged writes survive a crash: the simulator is killed (SIGKILL) after a seeded number of
// acknowledged writes while several sessions write at once (a count, not a time window, so a busy
// machine changes nothing), started again on the same data folder, and every write that was
// answered with success must be there. scripts/crash-proof.ts does the same through `npm start`
// with uploads in flight, 20 rounds (opt-in, longer). Here five rounds: each is a kill and a full
// restart (about 23 s on a busy shared 2-core machine, where 20 rounds took 471 s of `npm test`);
// CRASH_SAFETY_ROUNDS=20 runs the full count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../openapi/client';
import {
  freePort,
  startSimulatorProcess,
  type SimulatorProcess,
} from '../../scripts/lib/simulator-process';
import { controlRequest } from '../support/raw';
import { signedIn, visitor, type Visitor } from '../support/sim';
import { TEST_JOBS_TOTAL } from '../support/sim';

const ROUNDS = Number(process.env.CRASH_SAFETY_ROUNDS ?? 5);
const SEEKER_SITES: CountryCode[] = ['IN', 'SA', 'SG', 'VN'];
const GUEST_WRITERS = 2;

/** A small seeded generator, so that a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'sim-crash-'));
let running: SimulatorProcess | undefined;

afterAll(async () => {
  await running?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Crash safety', () => {
  it(`When the simulator is killed ${ROUNDS} times during concurrent writes, then every acknowledged write is found after each restart`, async () => {
    const port = await freePort();
    const env = { SIM_DATA_DIR: dataDir, SIM_JOBS: String(TEST_JOBS_TOTAL) };
    const next = random(20261124);
    const server = { url: `http://127.0.0.1:${port}` };
    running = await startSimulatorProcess({ env, port });
    const seekers: Visitor[] = [];
    for (const site of SEEKER_SITES) seekers.push(await signedIn(server, 'seeker', site));
    const guests = Array.from({ length: GUEST_WRITERS }, () => visitor(server, 'IN'));
    const savedByWriter = seekers.map(() => new Set<string>());
    const alertsAcknowledged = new Set<string>();
    let acknowledged = 0;

    let seededTotal = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      let stop = false;
      const killAfter = 10 + Math.floor(next() * 40);
      seededTotal += killAfter;
      let count = 0;
      let reached: () => void = () => undefined;
      const enough = new Promise<void>((resolve) => (reached = resolve));
      const acknowledge = () => {
        count += 1;
        if (count === killAfter) reached();
      };
      const seekerLoops = seekers.map(async ({ api }, writer) => {
        for (let n = 0; !stop; n += 1) {
          const name = `r${round}-w${writer}-${n}`;
          try {
            const { response } = await api.POST('/middleware/saveSearch', {
              body: { name, criteria: { query: `java ${n}` } },
            });
            // A seeker keeps at most 20 saved searches (409 past it): a full writer stops.
            if (response.status !== 201) return;
            savedByWriter[writer]?.add(name);
            acknowledge();
          } catch {
            return; // the connection died with the simulator
          }
        }
      });
      const guestLoops = guests.map(async ({ api }, writer) => {
        for (let n = 0; !stop; n += 1) {
          const name = `r${round}-g${writer}-${n}`;
          try {
            const { response } = await api.POST('/middleware/createJobAlert', {
              // One email per alert: an email keeps at most 20 free alerts.
              body: { name, keywords: 'sales', frequency: 1, email: `${name}@example.com` },
            });
            if (response.status !== 201) return;
            alertsAcknowledged.add(name);
            acknowledge();
          } catch {
            return;
          }
        }
      });
      // The seeded count, or every writer stopped (a refused write ends its loop).
      await Promise.race([enough, Promise.all([...seekerLoops, ...guestLoops])]);
      await running.kill('SIGKILL');
      stop = true;
      await Promise.all([...seekerLoops, ...guestLoops]);

      running = await startSimulatorProcess({ env, port });
      for (const [writer, { api }] of seekers.entries()) {
        const { data } = await api.GET('/middleware/savedSearches');
        const stored = new Set(data?.searches.map((s) => s.name));
        const lost = [...(savedByWriter[writer] ?? [])].filter((name) => !stored.has(name));
        expect(lost, `round ${round}, seeker ${writer}`).toEqual([]);
      }
      const alerts = await controlRequest(server.url, 'get', '/db/jobAlerts');
      const storedAlerts = new Set((alerts.body as Array<{ name: string }>).map((a) => a.name));
      expect([...alertsAcknowledged].filter((name) => !storedAlerts.has(name))).toEqual([]);
    }
    acknowledged =
      savedByWriter.reduce((sum, names) => sum + names.size, 0) + alertsAcknowledged.size;
    // Every round reached its seeded count before the kill.
    expect(acknowledged).toBeGreaterThanOrEqual(seededTotal);
  }, 600_000);
});
