// More of what the simulator protects: it listens on loopback only, a guest's alert tells nothing
// of a seeker's, expired sessions do not pile up, and a damaged store stops the start with one line
// that shows none of its contents.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../support/sim';
import { DAY_MS, startClockedSimulator, type ClockedSimulator } from './helpers';

let sim: ClockedSimulator;

beforeAll(async () => {
  sim = await startClockedSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('Where the simulator listens', () => {
  it("When nothing says otherwise, then it answers on loopback and not on the machine's other addresses", async () => {
    expect(await reachable('127.0.0.1', sim.port)).toBe(true);
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a?.address ?? '');
    for (const address of outside) expect(await reachable(address, sim.port), address).toBe(false);
  });
});

describe("A guest's free job alert", () => {
  it("When a guest names an alert like a seeker's alert of the same email, then it is created: the seeker's alert names stay private", async () => {
    const { api } = await signedIn(sim, 'seeker');
    await api.POST('/middleware/createJobAlert', {
      body: { name: 'Private plan', keywords: 'java', frequency: 1 },
    });
    const guest = await visitor(sim).api.POST('/middleware/createJobAlert', {
      body: {
        name: 'Private plan',
        keywords: 'java',
        frequency: 1,
        email: 'seeker.in@example.com',
      },
    });
    expect(guest.response.status).toBe(201);
  });
});

describe('Sessions', () => {
  it('When sessions have expired, then they are dropped as soon as another session starts', async () => {
    await signedIn(sim, 'seeker');
    await signedIn(sim, 'unverified');
    const before = sim.context.store.state.sessions.length;
    expect(before).toBeGreaterThanOrEqual(2);
    sim.clock.advance(31 * DAY_MS);
    await signedIn(sim, 'seeker');
    expect(sim.context.store.state.sessions).toHaveLength(1);
  });
});

describe('A damaged store', () => {
  it('When the stored state cannot be read, then the simulator stops with one line that says how to recover and shows none of it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-torn-'));
    try {
      const secret = 'SECRET-PASSWORD-HASH-DO-NOT-PRINT';
      writeFileSync(
        join(dataDir, 'sim-state-20261121.json'),
        `{"accounts":[{"passwordHash":"${secret}"`,
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'sim-server/main.ts'], {
        env: { ...process.env, PORT: '0', SIM_DATA_DIR: dataDir, SIM_JOBS: '90' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(2);
      const printed = `${run.stdout}${run.stderr}`.trim();
      expect(printed).not.toContain(secret);
      expect(printed.split('\n').filter((line) => !line.includes('nodedir'))).toHaveLength(1);
      expect(printed).toMatch(/damaged.*Move or delete/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
