// Uploads survive a crash (audit 2026-11-26, H1): a file is durable before the record naming it,
// a replaced or dropped file is removed only once the change that drops it is durable, and what a
// crash leaves behind (orphan files, temporary files) is swept at the next start.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { multipart } from './helpers';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';
import { TestDisk } from '../support/test-disk';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const dataDir = mkdtempSync(join(tmpdir(), 'sim-uploads-'));
let sim: TestSimulator | undefined;

afterEach(async () => {
  await sim?.dispose();
  sim = undefined;
});

async function uploadAvatar(running: TestSimulator): Promise<string> {
  const { api } = await signedIn(running, 'seeker', 'IN');
  const reply = await api.POST('/middleware/upload-avatar', multipart('me.png', PNG, 'image/png'));
  expect(reply.response.status).toBe(200);
  return (reply.data?.avatarPath ?? '').split('/').at(-1) ?? '';
}

describe('Avatar files and their records', () => {
  it('When an avatar is replaced, then the old file stays until the change is durable, and goes after', async () => {
    const disk = new TestDisk();
    sim = await startSimulator({}, { disk });
    const running = sim;
    const oldId = await uploadAvatar(running);
    const oldFile = join(running.dataDir, 'uploads', oldId);
    const { api } = await signedIn(running, 'seeker', 'IN');
    const release = disk.hold();
    const replacing = api.POST('/middleware/upload-avatar', multipart('b.png', PNG, 'image/png'));
    const seeker = () => running.context.store.state.accounts.find((a) => a.id === 'acc-in-seeker');
    await vi.waitFor(() => expect(seeker()?.avatarPath).not.toContain(oldId));
    expect(existsSync(oldFile)).toBe(true);
    release();
    expect((await replacing).response.status).toBe(200);
    expect(existsSync(oldFile)).toBe(false);
  });

  it('When the simulator starts, then temporary upload files and files no record names are removed, and named ones kept', async () => {
    sim = await startSimulator({ SIM_DATA_DIR: dataDir });
    const kept = await uploadAvatar(sim);
    await sim.dispose();
    sim = undefined;
    const folder = join(dataDir, 'uploads');
    const orphan = `resume-${randomUUID()}`;
    writeFileSync(join(folder, orphan), 'left by a crash');
    writeFileSync(join(folder, `avatar-${randomUUID()}.tmp`), 'half');
    sim = await startSimulator({ SIM_DATA_DIR: dataDir });
    expect(readdirSync(folder)).toEqual([kept]);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
