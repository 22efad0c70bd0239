// Resumes built to take memory (audit 2026-11-26, H3): a PDF whose streams inflate to gigabytes is
// refused before PDF.js decodes it, and whatever the reader decodes is bounded by its memory
// watchdog (the worker's heap limit does not cover ArrayBuffers).
import { constants, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResumeReader } from '../../sim-server/domain/resume-reader';
import { signedIn } from '../support/sim';
import {
  errorCode,
  expectReply,
  multipart,
  startClockedSimulator,
  stateOf,
  type ClockedSimulator,
} from './helpers';

const MB = 1024 * 1024;

/**
 * A one-page PDF whose content stream is `data` under `filter`; `extra` objects before it (a
 * filter named through one of them is one the decoding budget cannot read).
 */
function pdfWithStream(filter: string, data: Buffer, extra = ''): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n${extra}1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
        `4 0 obj << /Length ${data.length} /Filter ${filter} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R /Size 5 >>\n%%EOF\n'),
  ]);
}

/** A zlib stream of `mb` megabytes of spaces: one flushed block of 1 MB, repeated (about 1 KB per MB). */
function flateBomb(mb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB, 0x20), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const blocks = Buffer.concat(Array.from({ length: mb }, () => block));
  return Buffer.concat([Buffer.from([0x78, 0xda]), blocks, Buffer.from([0x03, 0x00, 0, 0, 0, 0])]);
}

/** A run-length stream of `mb` megabytes of spaces (two bytes for 128). */
function runLengthBomb(mb: number): Buffer {
  const pairs = (mb * MB) / 128;
  const data = Buffer.alloc(pairs * 2 + 1);
  for (let i = 0; i < pairs; i += 1) {
    data[i * 2] = 129;
    data[i * 2 + 1] = 0x20;
  }
  data[pairs * 2] = 128;
  return data;
}

let sim: ClockedSimulator;

beforeAll(async () => {
  sim = await startClockedSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe('A PDF bomb', () => {
  it('When a PDF stream inflates to 4 GB, then the upload is a 422, nothing is stored, and the process grows by less than the reader bound', async () => {
    const { api } = await signedIn(sim, 'seeker');
    const before = stateOf(sim);
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const upload = await api.POST(
      '/middleware/upload-resume',
      multipart('bomb.pdf', pdfWithStream('/FlateDecode', flateBomb(4096)), 'application/pdf'),
    );
    clearInterval(watch);
    expect(errorCode(expectReply('uploadResume', upload, 422))).toBe('RESUME_TOO_COMPLEX');
    expect(stateOf(sim)).toBe(before);
    // 384 MB is the reader's bound; the rest is the request's own copies of a 4 MB file.
    expect((peak - rssBefore) / MB).toBeLessThan(512);
  });

  it('When the reader decodes a stream past its memory bound, then the file fails as too large on a fresh process', async () => {
    const reader = new ResumeReader({ timeoutMs: 60_000, heapMb: 256, memoryMb: 64 });
    const vocabulary = { skills: ['Java'], designations: [] };
    const bomb = pdfWithStream('5 0 R', runLengthBomb(512), '5 0 obj /RunLengthDecode endobj\n');

    expect(await reader.read(bomb, 'pdf', vocabulary)).toEqual({ ok: false, reason: 'tooLarge' });
    const plain = Buffer.from('Asha Rao\nJava developer');
    expect((await reader.read(plain, 'txt', vocabulary)).ok).toBe(true);
    await reader.close();
  });
});

describe("The reader's queue (M4)", () => {
  it('When a seeker already has a file waiting, or eight files wait in all, then the next one is refused at once as busy', async () => {
    const reader = new ResumeReader();
    const vocabulary = { skills: ['Java'], designations: [] };
    const file = Buffer.from('Asha Rao\nJava developer');
    const first = reader.read(file, 'txt', vocabulary, 'acc-a');
    const second = reader.read(file, 'txt', vocabulary, 'acc-a');
    expect(await reader.read(file, 'txt', vocabulary, 'acc-a')).toEqual({
      ok: false,
      reason: 'busy',
    });
    const others = ['b', 'c', 'd', 'e', 'f', 'g'].map((who) =>
      reader.read(file, 'txt', vocabulary, `acc-${who}`),
    );
    expect(await reader.read(file, 'txt', vocabulary, 'acc-h')).toEqual({
      ok: false,
      reason: 'busy',
    });

    for (const reading of await Promise.all([first, second, ...others]))
      expect(reading.ok).toBe(true);
    expect((await reader.read(file, 'txt', vocabulary, 'acc-h')).ok).toBe(true);
    await reader.close();
  });
});
