// A write either happens or is refused, never both (audit 2026-11-28, M5 and L6). On a full disk a
// job alert answered 507 stayed in memory, was listed, and became durable when edited later; an
// avatar upload answered 500. Here the disk is a test's (tests/support/test-disk.ts): full on
// demand, without root or a tmpfs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { multipart } from './helpers';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';
import { TestDisk } from '../support/test-disk';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const alert = { name: 'Java jobs in Pune', keywords: 'java', frequency: 1 as const };

let sims: TestSimulator[] = [];

afterEach(async () => {
  for (const sim of sims.reverse()) await sim.dispose();
  sims = [];
});

async function simulatorOn(disk: TestDisk, env: Record<string, string> = {}) {
  const sim = await startSimulator(env, { disk });
  sims.push(sim);
  return sim;
}

function uploadFiles(sim: TestSimulator): string[] {
  try {
    return readdirSync(join(sim.dataDir, 'uploads'));
  } catch {
    return [];
  }
}

describe('A write refused by a full disk (M5)', () => {
  it('When an alert is answered 507, then it is not listed, cannot be edited, and is not there after a restart', async () => {
    const disk = new TestDisk();
    const sim = await simulatorOn(disk);
    const { api } = await signedIn(sim, 'seeker', 'IN');

    disk.full = true;
    const refused = await api.POST('/middleware/createJobAlert', { body: alert });
    expect(refused.response.status).toBe(507);
    expect(refused.error).toMatchObject({ errorCode: 'INSUFFICIENT_STORAGE' });
    const listed = await api.GET('/middleware/jobAlerts', {});
    expect(listed.data?.alerts).toEqual([]);

    disk.full = false;
    const refusedId = sim.context.store.state.jobAlerts.at(-1)?.id ?? 'alert-none';
    const edited = await api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId: refusedId } },
      body: { ...alert, name: 'Edited' },
    });
    expect(edited.response.status).toBe(404);
    const kept = await api.POST('/middleware/createJobAlert', { body: { ...alert, name: 'Kept' } });
    expect(kept.response.status).toBe(201);

    await sim.stop();
    sims = [];
    const again = await startSimulator({ SIM_DATA_DIR: sim.dataDir });
    sims.push(again);
    const names = again.context.store.state.jobAlerts.map((a) => a.name);
    expect(names).toEqual(['Kept']);
  });

  it('When writes of several requests share a batch the disk refuses, then every one of them is a 507 and none stays', async () => {
    const disk = new TestDisk();
    const sim = await simulatorOn(disk);
    const { api } = await signedIn(sim, 'seeker', 'IN');
    disk.full = true;
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.POST('/middleware/createJobAlert', { body: { ...alert, name: `Alert ${i}` } }),
      ),
    );
    expect(replies.map((r) => r.response.status)).toEqual([507, 507, 507, 507, 507]);
    disk.full = false;
    expect((await api.GET('/middleware/jobAlerts', {})).data?.alerts).toEqual([]);
  });

  it('When a write in a scenario is refused, then the scenario holds nothing of it', async () => {
    const disk = new TestDisk();
    const sim = await simulatorOn(disk);
    const { api } = await signedIn(sim, 'seeker', 'IN', { 'X-Sim-Scenario': 'full-disk' });
    disk.full = true;
    const refused = await api.POST('/middleware/createJobAlert', { body: alert });
    expect(refused.response.status).toBe(507);
    disk.full = false;
    expect((await api.GET('/middleware/jobAlerts', {})).data?.alerts).toEqual([]);
  });
});

describe('Uploads on a full disk (L6)', () => {
  it('When the disk is full, then an avatar upload answers 507 and leaves no file; the old avatar stays', async () => {
    const disk = new TestDisk();
    const sim = await simulatorOn(disk);
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const first = await api.POST('/middleware/upload-avatar', multipart('a.png', PNG, 'image/png'));
    expect(first.response.status).toBe(200);
    const files = uploadFiles(sim);

    disk.full = true;
    const refused = await api.POST(
      '/middleware/upload-avatar',
      multipart('b.png', PNG, 'image/png'),
    );
    expect(refused.response.status).toBe(507);
    expect(refused.error).toMatchObject({ errorCode: 'INSUFFICIENT_STORAGE' });
    expect(uploadFiles(sim)).toEqual(files);
    disk.full = false;
    const me = await api.GET('/middleware/userMe');
    expect((me.data as { avatarPath?: string }).avatarPath).toBe(first.data?.avatarPath);
  });

  it('When the file is written but its record cannot be logged, then the upload answers 507 and its file goes', async () => {
    const disk = new TestDisk();
    const sim = await simulatorOn(disk);
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const text = Buffer.from('Asha Rao\nJava developer\n');
    const original = disk.appendDurably.bind(disk);
    disk.appendDurably = async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    const refused = await api.POST(
      '/middleware/upload-resume',
      multipart('cv.txt', text, 'text/plain'),
    );
    disk.appendDurably = original;
    expect(refused.response.status).toBe(507);
    expect(uploadFiles(sim)).toEqual([]);
    expect((await api.GET('/middleware/resumes')).data?.resumes).toEqual([]);
  });
});
