// Deleting a kept resume (issue 27): the record and its file go, the newest remaining one becomes
// current, another seeker's or an unknown id is 404 and changes nothing, and a guest is refused.
// Also: a file whose content is not what its extension says is refused before it is stored.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../support/sim';
import {
  expectReply,
  ruleRefusal,
  multipart,
  pdfWith,
  startClockedSimulator,
  stateOf,
  type ClockedSimulator,
} from './helpers';

let sim: ClockedSimulator;

beforeAll(async () => {
  sim = await startClockedSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

const TEXT = 'Asha Rao\nJava developer, asha@example.com, 5 years of experience';

describe('deleteResume', () => {
  it('When the seeker deletes the current resume, then its file goes and the older one is current again; deleting the last leaves none', async () => {
    const { api } = await signedIn(sim, 'unverified');
    const first = await api.POST(
      '/middleware/upload-resume',
      multipart('first.txt', Buffer.from(TEXT), 'text/plain'),
    );
    expectReply('uploadResume', first, 201);
    sim.clock.advance(1000);
    const second = await api.POST(
      '/middleware/upload-resume',
      multipart('Nguyễn CV v2.1.pdf', pdfWith([TEXT]), 'application/pdf'),
    );
    const secondId = (expectReply('uploadResume', second, 201) as { resume: { id: string } }).resume
      .id;
    const file = join(sim.context.config.dataDir, 'uploads', secondId);
    expect(existsSync(file)).toBe(true);

    const deleted = await api.DELETE('/middleware/resumes/{resumeId}', {
      params: { path: { resumeId: secondId } },
    });
    const left = expectReply('deleteResume', deleted, 200) as {
      resumes: Array<{ fileName: string; id: string }>;
    };
    expect(left.resumes.map((r) => r.fileName)).toEqual(['first.txt']);
    expect(existsSync(file)).toBe(false);

    const last = left.resumes[0]?.id ?? '';
    const none = await api.DELETE('/middleware/resumes/{resumeId}', {
      params: { path: { resumeId: last } },
    });
    expect(expectReply('deleteResume', none, 200)).toEqual({ resumes: [] });
  });

  it("When the id is unknown or another seeker's, then 404 and nothing changes; a guest gets 401", async () => {
    const owner = await signedIn(sim, 'linked');
    const uploaded = await owner.api.POST(
      '/middleware/upload-resume',
      multipart('mine.txt', Buffer.from(TEXT), 'text/plain'),
    );
    const id = (expectReply('uploadResume', uploaded, 201) as { resume: { id: string } }).resume.id;
    const other = await signedIn(sim, 'seeker');
    const guest = visitor(sim);
    const before = stateOf(sim);

    const stolen = await other.api.DELETE('/middleware/resumes/{resumeId}', {
      params: { path: { resumeId: id } },
    });
    expectReply('deleteResume', stolen, 404);
    const unknown = await other.api.DELETE('/middleware/resumes/{resumeId}', {
      params: { path: { resumeId: 'resume-00000000-0000-0000-0000-000000000000' } },
    });
    expectReply('deleteResume', unknown, 404);
    const refused = await guest.api.DELETE('/middleware/resumes/{resumeId}', {
      params: { path: { resumeId: id } },
    });
    expect(refused.response.status).toBe(401);
    expect(stateOf(sim)).toBe(before);
  });
});

describe('Resume content', () => {
  it.each([
    ['a text file named .pdf', 'fake.pdf', Buffer.from('just some text, not a PDF')],
    ['a PDF named .txt', 'cv.txt', pdfWith([TEXT])],
    ['a text file named .docx', 'cv.docx', Buffer.from('plain words')],
  ])(
    'When the seeker uploads %s, then 422 FILE_CONTENT_MISMATCH names file and nothing is stored',
    async (_case, name, bytes) => {
      const { api } = await signedIn(sim, 'seeker');
      const before = stateOf(sim);
      const uploaded = await api.POST(
        '/middleware/upload-resume',
        multipart(name, bytes, 'application/octet-stream'),
      );
      const body = expectReply('uploadResume', uploaded, 422);
      expect(ruleRefusal(body)).toEqual({ param: 'file', errorCode: 'FILE_CONTENT_MISMATCH' });
      expect(JSON.stringify(body)).toContain('is not a real .');
      expect(stateOf(sim)).toBe(before);
    },
  );
});
