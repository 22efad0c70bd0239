import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../sim-server/domain/errors';
import { deleteResume } from '../../sim-server/domain/resume-delete';
import { resumeReaderOf } from '../../sim-server/domain/resume-reader';
import {
  AVATAR_URL_PATH,
  MAX_RESUMES_KEPT,
  RESUME_URL_PATH,
  avatarFile,
  checkAvatar,
  keptResume,
  latestResume,
  resumeFileOf,
  resumesOf,
  storeAvatar,
  storeResume,
  sweepUploads,
  vocabularyFor,
} from '../../sim-server/domain/uploads';
import type { UploadRecord } from '../../sim-server/store/state';
import { MINUTE, NOW, at, catalogue, site, world, type World, defined, caught } from './world';

const india = site('IN');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1]);

const file = (originalname: string, buffer: Buffer, size = buffer.length) => ({
  fieldname: 'file',
  originalname,
  mimetype: 'application/octet-stream',
  size,
  buffer,
});

async function rejected(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

/** The reader's worker stands aside: the parse answers at once with what the test says. */
function readerAnswers(
  w: World,
  ...answers: Array<Awaited<ReturnType<ReturnType<typeof resumeReaderOf>['read']>>>
) {
  const spy = vi.spyOn(resumeReaderOf(w.context), 'read');
  for (const answer of answers) spy.mockResolvedValueOnce(answer);
  return spy;
}

const resume = {
  fileName: 'cv.txt',
  kind: 'txt' as const,
  bytes: Buffer.from('Ann Lee resume text'),
};

describe('Avatars', () => {
  it('When an image is a PNG or JPEG by name and bytes and at most 2 MB, then it passes with its kind', () => {
    expect(checkAvatar(file('me.PNG', PNG)).kind).toBe('png');
    expect(checkAvatar(file('me.jpg', JPEG)).kind).toBe('jpeg');
    expect(checkAvatar(file('me.jpeg', JPEG)).kind).toBe('jpeg');
    const max = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect(checkAvatar(file('me.png', max)).kind).toBe('png');
  });

  it('When the image is missing, of another type, too large or not what its name says, then it is a 400 naming file', () => {
    expect(caught(() => checkAvatar(undefined)).message).toBe(
      'file: is required: send the image as the multipart part `file`',
    );
    expect(caught(() => checkAvatar(file('me.gif', PNG))).message).toBe(
      'file: must be a .jpg, .jpeg or .png image',
    );
    expect(caught(() => checkAvatar(file('png', PNG))).message).toBe(
      'file: must be a .jpg, .jpeg or .png image',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length + 1)]);
    expect(caught(() => checkAvatar(file('me.png', big))).message).toBe(
      'file: must be at most 2 MB',
    );
    expect(caught(() => checkAvatar(file('me.png', PNG, 2 * 1024 * 1024 + 1))).message).toBe(
      'file: must be at most 2 MB',
    );
    const wrong = 'file: is not a JPEG or PNG image (its content does not match its extension)';
    expect(caught(() => checkAvatar(file('me.png', JPEG))).message).toBe(wrong);
    expect(caught(() => checkAvatar(file('me.jpg', PNG))).message).toBe(wrong);
    expect(caught(() => checkAvatar(file('me.png', PNG.subarray(0, 7)))).message).toBe(wrong);
    expect(caught(() => checkAvatar(file('me.jpg', Buffer.from([0xff, 0xd8, 0xfe])))).message).toBe(
      wrong,
    );
  });

  it('When an avatar is stored twice, then the second replaces the first, the account points at it, and its file is served', async () => {
    const w = world();
    const seeker = w.account();
    const first = await storeAvatar(w.context, seeker, india, checkAvatar(file('a.png', PNG)), NOW);
    expect(first).toMatch(/^\/sim-assets\/avatars\/avatar-[0-9a-f-]{36}$/);
    expect(AVATAR_URL_PATH).toBe('/sim-assets/avatars');
    const second = await storeAvatar(
      w.context,
      w.account(),
      india,
      checkAvatar(file('b.jpg', JPEG)),
      at(MINUTE),
    );
    expect(w.account().avatarPath).toBe(second);
    const avatars = w.store.state.uploads.filter((u) => u.kind === 'avatar');
    const id = second.slice(second.lastIndexOf('/') + 1);
    expect(avatars).toEqual([
      {
        id,
        accountId: seeker.id,
        site: 'IN',
        kind: 'avatar',
        fileName: 'b.jpg',
        contentType: 'image/jpeg',
        size: JPEG.length,
        uploadedAt: at(MINUTE).toISOString(),
      },
    ]);
    const served = avatarFile(w.context, id);
    expect(served?.contentType).toBe('image/jpeg');
    expect(readFileSync(served?.path ?? '')).toEqual(JPEG);
    expect(avatarFile(w.context, first.slice(first.lastIndexOf('/') + 1))).toBeUndefined();
    expect(avatarFile(w.context, '../sim-state-7.json')).toBeUndefined();
    expect(readdirSync(join(w.dataDir, 'uploads')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await w.store.durable();
    await vi.waitFor(() => expect(readdirSync(join(w.dataDir, 'uploads'))).toEqual([id]));
    // Another seeker's avatar stays when this one changes.
    const other = await storeAvatar(
      w.context,
      w.account('linked'),
      india,
      checkAvatar(file('c.png', PNG)),
      NOW,
    );
    await storeAvatar(w.context, w.account(), india, checkAvatar(file('d.png', PNG)), NOW);
    expect(w.store.state.uploads.map((u) => u.id)).toContain(
      other.slice(other.lastIndexOf('/') + 1),
    );
  });

  it('When the account is gone while the avatar is written, then the write fails and its file is removed', async () => {
    const w = world();
    const ghost = { ...w.account(), id: 'acc-in-gone' };
    await expect(
      storeAvatar(w.context, ghost, india, checkAvatar(file('a.png', PNG)), NOW),
    ).rejects.toThrow('Account acc-in-gone is not stored.');
    expect(readdirSync(join(w.dataDir, 'uploads'))).toEqual([]);
    expect(w.store.state.uploads).toEqual([]);
  });
});

describe('Resumes', () => {
  it('When a resume is stored, then it is the latest with what the parser read, and its file is served to its owner only', async () => {
    const w = world();
    const seeker = w.account();
    readerAnswers(w, { ok: true, parsed: { skills: ['Java'] } });
    const stored = await storeResume(w.context, seeker, india, resume, NOW);
    expect(stored).toEqual({
      id: expect.stringMatching(/^resume-[0-9a-f-]{36}$/),
      fileName: 'cv.txt',
      contentType: 'text/plain',
      size: resume.bytes.length,
      uploadedAt: NOW.toISOString(),
    });
    const record = latestResume(w.store.state, seeker.id);
    expect(record).toMatchObject({
      id: stored.id,
      accountId: seeker.id,
      site: 'IN',
      kind: 'resume',
      parsed: { skills: ['Java'] },
    });
    expect(keptResume(defined(record))).toEqual({
      ...stored,
      fileUrl: `/sim-assets/resumes/${stored.id}`,
    });
    expect(RESUME_URL_PATH).toBe('/sim-assets/resumes');
    const served = resumeFileOf(w.context, stored.id, seeker.id);
    expect(served).toMatchObject({ contentType: 'text/plain', fileName: 'cv.txt' });
    expect(readFileSync(served?.path ?? '')).toEqual(resume.bytes);
    expect(resumeFileOf(w.context, stored.id, w.account('linked').id)).toBeUndefined();
    expect(resumeFileOf(w.context, 'resume-../../x', seeker.id)).toBeUndefined();
  });

  it('When the parser reads nothing, then the resume is stored without parsed data', async () => {
    const w = world();
    readerAnswers(w, { ok: true, parsed: undefined });
    const stored = await storeResume(w.context, w.account(), india, resume, NOW);
    expect(latestResume(w.store.state, w.account().id)).not.toHaveProperty('parsed');
    expect(stored.id).toMatch(/^resume-/);
  });

  it('When a sixth resume is stored, then the oldest is dropped and five are kept, oldest first', async () => {
    expect(MAX_RESUMES_KEPT).toBe(5);
    const w = world();
    const seeker = w.account();
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      readerAnswers(w, { ok: true, parsed: undefined });
      ids.push(
        (
          await storeResume(
            w.context,
            seeker,
            india,
            { ...resume, fileName: `cv${i}.txt` },
            at(i * MINUTE),
          )
        ).id,
      );
    }
    expect(resumesOf(w.store.state, seeker.id).map((r) => r.id)).toEqual(ids.slice(1));
    expect(latestResume(w.store.state, seeker.id)?.id).toBe(ids[5]);
    await w.store.durable();
    await vi.waitFor(() =>
      expect(existsSync(join(w.dataDir, 'uploads', defined(ids[0])))).toBe(false),
    );
    expect(existsSync(join(w.dataDir, 'uploads', defined(ids[1])))).toBe(true);
  });

  it('When the reader is busy, then it is a 503 with Retry-After 5 and nothing is stored', async () => {
    const w = world();
    readerAnswers(w, { ok: false, reason: 'busy' });
    const busy = await rejected(() => storeResume(w.context, w.account(), india, resume, NOW));
    expect(busy.status).toBe(503);
    expect(busy.headers).toEqual({ 'Retry-After': '5' });
    expect(busy.body).toEqual({
      success: false,
      error: 'Too many resumes are being read right now. Try again in a few seconds.',
      errorCode: 'RESUME_READER_BUSY',
    });
    expect(w.store.state.uploads).toEqual([]);
  });

  it('When the reader runs out of time, then it is a 422 RESUME_TOO_COMPLEX and nothing is stored', async () => {
    const w = world();
    readerAnswers(w, { ok: false, reason: 'timeout' });
    const slow = await rejected(() => storeResume(w.context, w.account(), india, resume, NOW));
    expect(slow.status).toBe(422);
    expect(slow.body).toMatchObject({ errorCode: 'RESUME_TOO_COMPLEX' });
    expect(w.store.state.uploads).toEqual([]);
  });

  it('When the store was reset while the file was read, then it is a 401 and the file is removed', async () => {
    const w = world();
    readerAnswers(w, { ok: true, parsed: undefined });
    const ghost = { ...w.account(), id: 'acc-in-gone' };
    const gone = await rejected(() => storeResume(w.context, ghost, india, resume, NOW));
    expect(gone.status).toBe(401);
    expect(readdirSync(join(w.dataDir, 'uploads'))).toEqual([]);
  });

  it('When resumes of several seekers are listed, then each sees only its own, oldest first', () => {
    const w = world();
    const rec = (
      id: string,
      accountId: string,
      kind: UploadRecord['kind'],
      minutes: number,
    ): UploadRecord => ({
      id,
      accountId,
      site: 'IN',
      kind,
      fileName: 'f',
      contentType: 'text/plain',
      size: 1,
      uploadedAt: at(minutes * MINUTE).toISOString(),
    });
    w.store.transact((tx) => {
      tx.insert('uploads', rec('r2', 'a', 'resume', 2));
      tx.insert('uploads', rec('r1', 'a', 'resume', 1));
      tx.insert('uploads', rec('av', 'a', 'avatar', 3));
      tx.insert('uploads', rec('rb', 'b', 'resume', 0));
    });
    expect(resumesOf(w.store.state, 'a').map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(latestResume(w.store.state, 'a')?.id).toBe('r2');
    expect(latestResume(w.store.state, 'c')).toBeUndefined();
  });

  it('When a seeker deletes a kept resume, then the record and its file go; an unknown id is a 404 that changes nothing', async () => {
    const w = world();
    const seeker = w.account();
    readerAnswers(w, { ok: true, parsed: undefined }, { ok: true, parsed: undefined });
    const first = await storeResume(w.context, seeker, india, resume, NOW);
    const second = await storeResume(w.context, seeker, india, resume, at(MINUTE));
    const missing = caught(() => deleteResume(w.context, seeker, 'resume-none'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'This resume is not on your profile.' });
    expect(caught(() => deleteResume(w.context, w.account('linked'), second.id)).status).toBe(404);
    deleteResume(w.context, seeker, second.id);
    expect(resumesOf(w.store.state, seeker.id).map((r) => r.id)).toEqual([first.id]);
    // The file goes once the removal is durable (no record may name a file that is gone).
    await w.store.durable();
    await vi.waitFor(() => expect(existsSync(join(w.dataDir, 'uploads', second.id))).toBe(false));
    expect(existsSync(join(w.dataDir, 'uploads', first.id))).toBe(true);
  });
});

describe('The upload sweep at start', () => {
  it('When files are temporary or named by no record, then they are removed and counted; the rest stay', () => {
    const w = world();
    const folder = join(w.dataDir, 'uploads');
    mkdirSync(folder, { recursive: true });
    const kept = 'resume-00000000-0000-0000-0000-000000000001';
    const orphan = 'avatar-00000000-0000-0000-0000-000000000002';
    for (const name of [kept, orphan, `${kept}.tmp`, 'notes.md'])
      writeFileSync(join(folder, name), 'x');
    const state = { ...w.store.state, uploads: [{ ...({} as UploadRecord), id: kept }] };
    expect(sweepUploads(w.dataDir, state)).toBe(2);
    expect(readdirSync(folder).sort()).toEqual(['notes.md', kept]);
  });

  it('When the folder has no uploads or holds two seeds, then nothing is removed', () => {
    const w = world();
    expect(sweepUploads(w.dataDir, w.store.state)).toBe(0);
    const folder = join(w.dataDir, 'uploads');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'x.tmp'), 'x');
    writeFileSync(join(w.dataDir, 'sim-state-8.json'), '{}');
    expect(sweepUploads(w.dataDir, w.store.state)).toBe(0);
    expect(readdirSync(folder)).toEqual(['x.tmp']);
  });
});

describe('The resume vocabulary', () => {
  it("When a site's vocabulary is built, then it holds the enabled skills and designations of that site, built once", () => {
    const cat = catalogue();
    const vocabulary = vocabularyFor(cat, india);
    expect(vocabularyFor(cat, india)).toBe(vocabulary);
    const skills = cat.masterData.filter(
      (e) =>
        e.type === 'SKILL' &&
        e.enabled &&
        (!e.siteContext || e.siteContext.includes(india.site.siteContext)),
    );
    expect(vocabulary.skills).toEqual(skills.map((e) => e.name));
    expect(vocabulary.skills.length).toBeGreaterThan(0);
    expect(vocabulary.designations.length).toBeGreaterThan(0);
    const gulf = vocabularyFor(cat, site('SA'));
    expect(gulf).not.toBe(vocabulary);
  });

  it('When master data is disabled, of another type or of another site, then it is not in the vocabulary', () => {
    const base = defined(catalogue().masterData[0]);
    const entry = (name: string, type: typeof base.type, extra: Partial<typeof base> = {}) => ({
      ...base,
      name,
      type,
      enabled: true,
      siteContext: undefined,
      ...extra,
    });
    const own = {
      ...catalogue(),
      masterData: [
        entry('Kotlin', 'SKILL'),
        entry('Cobol', 'SKILL', { enabled: false }),
        entry('Rust', 'SKILL', { siteContext: [india.site.siteContext] }),
        entry('Perl', 'SKILL', { siteContext: [site('SG').site.siteContext] }),
        entry('Banking', 'INDUSTRY'),
        entry('Tester', 'DESIGNATION'),
      ],
    };
    expect(vocabularyFor(own, india)).toEqual({
      skills: ['Kotlin', 'Rust'],
      designations: ['Tester'],
    });
    expect(vocabularyFor(own, site('SG')).skills).toEqual(['Kotlin', 'Perl']);
  });
});

describe('Avatars and resumes side by side', () => {
  it('When the image name is only its extension or its bytes are exactly the signature, then it passes', () => {
    expect(checkAvatar(file('.png', PNG)).kind).toBe('png');
    expect(checkAvatar(file('me.png', PNG.subarray(0, 8))).kind).toBe('png');
  });

  it('When the bytes are over 2 MB though the declared size is small, then it is a 400', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(caught(() => checkAvatar(file('me.png', big, 10))).message).toBe(
      'file: must be at most 2 MB',
    );
  });

  it('When a seeker with a resume stores an avatar, then the resume stays, and neither file is served as the other', async () => {
    const w = world();
    const seeker = w.account();
    readerAnswers(w, { ok: true, parsed: undefined });
    const kept = await storeResume(w.context, seeker, india, resume, NOW);
    const path = await storeAvatar(
      w.context,
      w.account(),
      india,
      checkAvatar(file('a.png', PNG)),
      NOW,
    );
    const avatarId = path.slice(path.lastIndexOf('/') + 1);
    expect(resumesOf(w.store.state, seeker.id).map((r) => r.id)).toEqual([kept.id]);
    expect(resumeFileOf(w.context, avatarId, seeker.id)).toBeUndefined();
    expect(avatarFile(w.context, kept.id)).toBeUndefined();
    expect(resumeFileOf(w.context, kept.id, seeker.id)?.fileName).toBe('cv.txt');
    expect(avatarFile(w.context, avatarId)?.contentType).toBe('image/png');
  });
});
