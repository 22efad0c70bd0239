// The profile page's resume check (section 5), run before any upload: extension, file name, size.
import { describe, expect, it } from 'vitest';
import {
  RESUME_ACCEPT,
  resumeContentProblem,
  resumeFileProblem,
} from '../../web/src/lib/resume-rules';

const MB = 1024 * 1024;

describe('resumeFileProblem', () => {
  // Any script's letters and the looser variant's dot (openapi/vocabulary/README.md).
  it.each([
    'Asha Rao CV.pdf',
    'asha_rao-2026.DOCX',
    "cv (final) & ~@#$';.txt",
    'r.rtf',
    'a.doc',
    'my.cv.txt',
    'Resume_v2.1.pdf',
    'Rahul K. Resume.pdf',
    'résumé.pdf',
    'Nguyễn Văn An CV.pdf',
  ])('When the file is named %s, then it may be uploaded', (name) => {
    expect(resumeFileProblem({ name, size: 1000 })).toBeUndefined();
  });

  it.each(['cv.exe', 'cv', 'cv.pdf.zip', 'cv.odt'])(
    'When the file is named %s, then its extension is refused',
    (name) => {
      expect(resumeFileProblem({ name, size: 1000 })).toBe(
        'Please choose a .doc, .docx, .pdf, .rtf or .txt file.',
      );
    },
  );

  it.each(['cv!.pdf', 'cv%20.doc', 'cv/..\\x.pdf', 'cv:1.pdf', 'cv?.pdf', 'cv<1>.txt'])(
    'When the file is named %s, then its name is refused',
    (name) => {
      expect(resumeFileProblem({ name, size: 1000 })).toMatch(/^The file name may hold only/);
    },
  );

  it('When the file is only an extension (.pdf), then its empty name is refused', () => {
    expect(resumeFileProblem({ name: '.pdf', size: 1000 })).toMatch(/^The file name may hold only/);
  });

  it("When the file input opens, then it offers section 5's five extensions", () => {
    expect(RESUME_ACCEPT).toBe('.doc,.docx,.pdf,.rtf,.txt');
  });

  it('When the file is over 5 MB, then it is refused; exactly 5 MB passes', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 5 * MB })).toBeUndefined();
    expect(resumeFileProblem({ name: 'cv.pdf', size: 5 * MB + 1 })).toBe(
      'Please choose a file of at most 5 MB.',
    );
  });
});

describe('resumeContentProblem', () => {
  const file = (name: string, bytes: string | Uint8Array<ArrayBuffer>) => new File([bytes], name);

  it('When the content is what the extension says, then it may be uploaded', async () => {
    expect(await resumeContentProblem(file('cv.pdf', '%PDF-1.7\n...'))).toBeUndefined();
    expect(await resumeContentProblem(file('cv.docx', 'PK\u0003\u0004rest'))).toBeUndefined();
    expect(await resumeContentProblem(file('cv.rtf', '{\\rtf1 Asha'))).toBeUndefined();
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(await resumeContentProblem(file('cv.doc', ole))).toBeUndefined();
    expect(await resumeContentProblem(file('cv.txt', 'Asha Rao, Java developer'))).toBeUndefined();
  });

  it('When the content check meets a file of another extension, then the extension is refused', async () => {
    expect(await resumeContentProblem(file('cv.exe', 'MZ'))).toBe(
      'Please choose a .doc, .docx, .pdf, .rtf or .txt file.',
    );
  });

  it('When a text file is named .pdf, or a PDF .txt, then it is refused with a message naming the extension', async () => {
    expect(await resumeContentProblem(file('fake.pdf', 'just some text'))).toBe(
      'This file is not a real .pdf file: its content is of another kind. Please save it again as .pdf and upload that.',
    );
    expect(await resumeContentProblem(file('cv.txt', '%PDF-1.7'))).toMatch(/not a real \.txt/);
    expect(await resumeContentProblem(file('cv.docx', 'text'))).toMatch(/not a real \.docx/);
    expect(await resumeContentProblem(file('cv.txt', new Uint8Array([65, 0, 66])))).toMatch(
      /not a real \.txt/,
    );
  });
});
