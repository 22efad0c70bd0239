// PDF bombs past the old decoding budget (audit 2026-11-28, M4): a 2 KB PDF with a filter chain
// (Flate twice, or ASCIIHex before Flate), or spaces after `stream`, was decoded by PDF.js to a
// gigabyte; RSS went 183 -> 1,198 MB after five uploads and stayed. Each is refused here (422) by
// the budget, and what the budget cannot read (a chain named through another object) is decoded
// in the reader's own process, which its memory bound ends: its memory goes back to the system.
// scripts/bench-pdf-bombs.ts measures the simulator's RSS after 20 of them (this file shares its
// process with other test files, whose memory would count).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeReaderOf } from '../../sim-server/domain/resume-reader';
import { hostilePdfs } from '../support/hostile-pdfs';
import { signedIn, type Visitor } from '../support/sim';
import {
  errorCode,
  expectReply,
  multipart,
  pdfWith,
  startClockedSimulator,
  type ClockedSimulator,
} from './helpers';

let sim: ClockedSimulator;
let seeker: Visitor;

beforeAll(async () => {
  sim = await startClockedSimulator();
  seeker = await signedIn(sim, 'seeker');
});

afterAll(async () => {
  await sim.dispose();
});

async function upload(name: string, bytes: Buffer) {
  return seeker.api.POST(
    '/middleware/upload-resume',
    multipart(`${name.replace(/\W+/g, '-')}.pdf`, bytes, 'application/pdf'),
  );
}

/** Whether a process runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The shapes the budget refuses; the last (a chain no budget reads) has the reader's own test. */
const budgetRefused = hostilePdfs().slice(0, -1);

describe('PDF bombs past the old budget (M4)', () => {
  it.each(budgetRefused)(
    'When a PDF with %s is uploaded, then it is a 422 and an honest file is read after it',
    async (name, bytes) => {
      const reply = await upload(name, bytes);
      expect(errorCode(expectReply('uploadResume', reply, 422))).toBe('RESUME_TOO_COMPLEX');
      const honest = await upload('cv', pdfWith(['Asha Rao', 'Java developer']));
      expect(honest.response.status).toBe(201);
    },
  );

  it('When a PDF with a chain in an indirect object (no budget reads it) is uploaded, then it is a 422, the reader process that decoded it ends (its memory goes back to the system), and an honest file is read after it', async () => {
    await upload('cv', pdfWith(['Asha Rao', 'Java developer']));
    const reader = resumeReaderOf(sim.context.deps.uploads).processId ?? 0;
    expect(reader).toBeGreaterThan(0);
    expect(alive(reader)).toBe(true);
    const [, indirect] = hostilePdfs().at(-1) ?? ['', Buffer.alloc(0)];
    const reply = await upload('indirect', indirect);
    expect(errorCode(expectReply('uploadResume', reply, 422))).toBe('RESUME_TOO_COMPLEX');
    expect(alive(reader)).toBe(false);
    const honest = await upload('cv', pdfWith(['Asha Rao', 'Java developer']));
    expect(honest.response.status).toBe(201);
  });
});
