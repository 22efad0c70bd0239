// The resume reader's queue and lifecycle with its real worker (one worker for the file: its
// start, about 2 s on a busy machine, is most of this file's time).
import { afterAll, describe, expect, it } from 'vitest';
import {
  RESUME_QUEUE_MAX,
  RESUME_QUEUE_MAX_PER_SEEKER,
  ResumeReader,
  closeResumeReader,
  resumeReaderOf,
} from '../../sim-server/domain/resume-reader';

const vocabulary = { skills: ['Java'], designations: [] };
const text = new TextEncoder().encode(
  'Ann Lee\nann@example.com\nJava developer, 5 years experience',
);
const reader = new ResumeReader();

afterAll(() => reader.close());

describe('The resume reader', () => {
  it('When a text resume is read, then the parser answers what it found', async () => {
    expect(await reader.read(text, 'txt', vocabulary, 'a')).toEqual({
      ok: true,
      parsed: {
        skills: ['Java'],
        name: 'Ann Lee',
        email: 'ann@example.com',
        totalExperienceYears: 5,
      },
    });
    const blank = await reader.read(new TextEncoder().encode('   '), 'txt', vocabulary);
    expect(blank).toEqual({ ok: true, parsed: undefined });
  });

  it('When a seeker already has a file waiting, then the next is refused as busy at once; another seeker waits', async () => {
    expect(RESUME_QUEUE_MAX_PER_SEEKER).toBe(1);
    const running = reader.read(text, 'txt', vocabulary, 'a');
    const waiting = reader.read(text, 'txt', vocabulary, 'a');
    expect(await reader.read(text, 'txt', vocabulary, 'a')).toEqual({ ok: false, reason: 'busy' });
    const other = reader.read(text, 'txt', vocabulary, 'b');
    const readings = await Promise.all([running, waiting, other]);
    expect(readings.map((r) => r.ok)).toEqual([true, true, true]);
  });

  it('When eight files are waiting or being read, then the ninth is refused as busy', async () => {
    expect(RESUME_QUEUE_MAX).toBe(8);
    const accepted = Array.from({ length: 8 }, () => reader.read(text, 'txt', vocabulary));
    expect(await reader.read(text, 'txt', vocabulary)).toEqual({ ok: false, reason: 'busy' });
    const readings = await Promise.all(accepted);
    expect(readings.every((r) => r.ok)).toBe(true);
    // Once they are read, the queue takes files again.
    expect((await reader.read(text, 'txt', vocabulary)).ok).toBe(true);
  });

  it('When the reader is closed, then files still waiting are refused and new ones rejected', async () => {
    const own = new ResumeReader();
    const first = own.read(text, 'txt', vocabulary, 'a');
    const second = own.read(text, 'txt', vocabulary, 'b');
    await own.close();
    expect(await first).toEqual({ ok: false, reason: 'failed' });
    expect(await second).toEqual({ ok: false, reason: 'failed' });
    await expect(own.read(text, 'txt', vocabulary)).rejects.toThrow('The resume reader is closed.');
  });

  it('When a simulator asks for its reader, then it gets the same one until it is closed', async () => {
    const owner = {};
    const first = resumeReaderOf(owner);
    expect(resumeReaderOf(owner)).toBe(first);
    expect(resumeReaderOf({})).not.toBe(first);
    await closeResumeReader(owner);
    await expect(first.read(text, 'txt', vocabulary)).rejects.toThrow(
      'The resume reader is closed.',
    );
    expect(resumeReaderOf(owner)).not.toBe(first);
    await closeResumeReader(owner);
    await closeResumeReader({});
  });
});
