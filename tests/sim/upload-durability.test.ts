// Uploads survive a crash (audit 2026-11-26, H1): a file is durable before the record naming it,
// a replaced or dropped file is removed only once the change that drops it is durable, and what a
// crash leaves behind (orphan files, temporary files) is swept at the next start.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAvatar, storeAvatar } from '../../sim-server/domain/uploads';
import { multipart } from './helpers';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

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
    sim = await startSimulator();
    const running = sim;
    const oldId = await uploadAvatar(running);
    const store = running.context.store;
    const durable = store.durable.bind(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(store, 'durable').mockImplementation(() => held.then(durable));
    const account = store.state.accounts.find((a) => a.id === 'acc-in-seeker');
    if (!account) throw new Error('no seeker');
    const file = {
      fieldname: 'file',
      originalname: 'b.png',
      mimetype: 'image/png',
      size: 12,
      buffer: PNG,
    };
    const stored = await storeAvatar(
      running.context,
      account,
      running.context.catalogue.sites.IN,
      checkAvatar(file),
      new Date(),
    );
    const oldFile = join(running.dataDir, 'uploads', oldId);
    expect(stored).not.toContain(oldId);
    expect(existsSync(oldFile)).toBe(true);
    release();
    await vi.waitFor(() => expect(existsSync(oldFile)).toBe(false));
    vi.restoreAllMocks();
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
