// Upload files are deleted only when nothing names them, in the shared state or any scenario; a
// scenario's own uploads live and die with it (audit 2026-11-28, H2 and L7). The probe's shape: a
// seeker uploads an avatar and a resume in the shared state, then, in a scenario, replaces the
// avatar and adds five resumes; the shared records still named files that answered 404.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAsset, multipart } from './helpers';
import { controlRequest } from '../support/raw';
import { signedIn, startSimulator, type TestSimulator, type Visitor } from '../support/sim';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const scenario = (name: string) => ({ 'X-Sim-Scenario': name });

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

async function uploadAvatar({ api }: Visitor): Promise<string> {
  const reply = await api.POST('/middleware/upload-avatar', multipart('me.png', PNG, 'image/png'));
  expect(reply.response.status).toBe(200);
  return reply.data?.avatarPath ?? '';
}

async function uploadResume({ api }: Visitor, n: number): Promise<string> {
  const text = Buffer.from(`Asha Rao\nJava developer, resume ${n}\n`);
  const reply = await api.POST(
    '/middleware/upload-resume',
    multipart(`cv-${n}.txt`, text, 'text/plain'),
  );
  expect(reply.response.status).toBe(201);
  return reply.data?.resume.id ?? '';
}

/** The status of a stored file, as the seeker's browser fetches it. */
async function fileStatus(seeker: Visitor, path: string, headers: Record<string, string> = {}) {
  const cookie = [...seeker.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return (await getAsset(`${sim.url}${path}`, { Cookie: cookie, ...headers })).status;
}

function uploadFiles(): string[] {
  return readdirSync(join(sim.dataDir, 'uploads'));
}

describe('Shared upload files and scenarios (H2)', () => {
  it('When a scenario replaces the avatar and adds five resumes, then the shared avatar and resume files are still served', async () => {
    const shared = await signedIn(sim, 'seeker', 'MY');
    const avatar = await uploadAvatar(shared);
    const resume = await uploadResume(shared, 0);
    const resumeUrl = `/sim-assets/resumes/${resume}`;
    expect(await fileStatus(shared, avatar)).toBe(200);
    expect(await fileStatus(shared, resumeUrl)).toBe(200);

    const sandboxed = await signedIn(sim, 'seeker', 'MY', scenario('qa-sandbox'));
    const own = await uploadAvatar(sandboxed);
    for (let n = 1; n <= 5; n += 1) await uploadResume(sandboxed, n);

    expect(await fileStatus(shared, avatar)).toBe(200);
    expect(await fileStatus(shared, resumeUrl)).toBe(200);
    expect(await fileStatus(sandboxed, own, scenario('qa-sandbox'))).toBe(200);
    const listed = await shared.api.GET('/middleware/resumes');
    expect(listed.data?.resumes.map((r) => r.id)).toEqual([resume]);
  });

  it('When a scenario deletes a shared resume, then the shared resume file is still served', async () => {
    const shared = await signedIn(sim, 'seeker', 'SG');
    const resume = await uploadResume(shared, 0);
    const sandboxed = await signedIn(sim, 'seeker', 'SG', scenario('qa-delete'));
    const deleted = await sandboxed.api.DELETE('/middleware/resumes/{resumeId}', {
      params: { path: { resumeId: resume } },
    });
    expect(deleted.response.status).toBe(200);
    expect(await fileStatus(shared, `/sim-assets/resumes/${resume}`)).toBe(200);
  });

  it('When the shared seeker replaces its avatar while a scenario has uploads of its own, then the old file goes (nothing names it)', async () => {
    const shared = await signedIn(sim, 'seeker', 'VN');
    const first = await uploadAvatar(shared);
    const sandboxed = await signedIn(sim, 'seeker', 'VN', scenario('qa-keeps'));
    await uploadResume(sandboxed, 1);
    await uploadAvatar(shared);
    // The shared state no longer names the first avatar, and the scenario never put it: it goes.
    expect(await fileStatus(shared, first)).toBe(404);
  });
});

describe("A dropped scenario's files (L7)", () => {
  it('When a scenario with three resumes is dropped, then its three files are gone and the shared ones stay', async () => {
    const shared = await signedIn(sim, 'seeker', 'TH');
    await uploadResume(shared, 0);
    const before = uploadFiles();
    const sandboxed = await signedIn(sim, 'seeker', 'TH', scenario('qa-dropped'));
    const own = [
      await uploadResume(sandboxed, 1),
      await uploadResume(sandboxed, 2),
      await uploadResume(sandboxed, 3),
    ];
    expect(uploadFiles()).toEqual(expect.arrayContaining(own));

    const dropped = await controlRequest(sim.url, 'delete', '/scenarios/qa-dropped');
    expect(dropped.status).toBe(204);
    expect(uploadFiles().sort()).toEqual(before.sort());
  });

  it('When the simulator is reset, then every scenario file and every shared upload file goes', async () => {
    const shared = await signedIn(sim, 'seeker', 'ID');
    await uploadAvatar(shared);
    const sandboxed = await signedIn(sim, 'seeker', 'ID', scenario('qa-reset'));
    await uploadResume(sandboxed, 1);
    const reset = await controlRequest(sim.url, 'post', '/reset');
    expect(reset.status).toBe(200);
    expect(uploadFiles()).toEqual([]);
  });
});
