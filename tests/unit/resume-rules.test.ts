// The profile page's resume check (section 5), run before any upload: extension, file name, size.
import { describe, expect, it } from 'vitest';
import { resumeFileProblem } from '../../web/src/lib/resume-rules';

const MB = 1024 * 1024;

describe('resumeFileProblem', () => {
  it.each(['Asha Rao CV.pdf', 'asha_rao-2026.DOCX', "cv (final) & ~@#$';.txt", 'r.rtf', 'a.doc'])(
    'When the file is named %s, then it may be uploaded',
    (name) => {
      expect(resumeFileProblem({ name, size: 1000 })).toBeUndefined();
    },
  );

  it.each(['cv.exe', 'cv', 'cv.pdf.zip', 'cv.odt'])(
    'When the file is named %s, then its extension is refused',
    (name) => {
      expect(resumeFileProblem({ name, size: 1000 })).toBe(
        'Please choose a .doc, .docx, .pdf, .rtf or .txt file.',
      );
    },
  );

  it.each(['my.cv.txt', 'cv!.pdf', 'cv%20.doc', 'résumé.pdf', 'cv/..\\x.pdf'])(
    'When the file is named %s, then its name is refused',
    (name) => {
      expect(resumeFileProblem({ name, size: 1000 })).toMatch(/^The file name may hold only/);
    },
  );

  it('When the file is over 5 MB, then it is refused; exactly 5 MB passes', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 5 * MB })).toBeUndefined();
    expect(resumeFileProblem({ name: 'cv.pdf', size: 5 * MB + 1 })).toBe(
      'Please choose a file of at most 5 MB.',
    );
  });
});
