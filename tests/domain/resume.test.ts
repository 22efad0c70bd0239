import { describe, expect, it } from 'vitest';
import { ApiError } from '../../sim-server/domain/errors';
import {
  RESUME_CONTENT_TYPES,
  RESUME_MAX_PARSED_CHARS,
  RESUME_MIN_LETTERS,
  RESUME_READ_FAILURE,
  checkResumeContent,
  checkResumeName,
  checkResumeSize,
  decodeBase64,
  findEmail,
  findTerms,
  parseResume,
} from '../../sim-server/domain/resume';

function message(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  return 'passed';
}

const vocabulary = {
  skills: ['Java', 'C', 'C++', 'React', 'SQL', 'Node.js', 'Go'],
  designations: ['Software Engineer', 'Engineer'],
};

describe('Resume file rules', () => {
  it('When a file is named with one of the five extensions, in any case, then its kind is that extension', () => {
    expect(checkResumeName('file', 'My CV.pdf')).toBe('pdf');
    expect(checkResumeName('file', 'cv.DOCX')).toBe('docx');
    expect(checkResumeName('file', 'cv.doc')).toBe('doc');
    expect(checkResumeName('file', 'cv.rtf')).toBe('rtf');
    expect(checkResumeName('file', 'cv.v2.txt')).toBe('txt');
    expect(checkResumeName('file', "Ana & Co ~@#$()_-';.pdf")).toBe('pdf');
    expect(checkResumeName('file', 'Résumé Nguyễn.pdf')).toBe('pdf');
  });

  it('When the extension is another or missing, then it is a 400 naming the five', () => {
    expect(message(() => checkResumeName('file', 'cv.exe'))).toBe(
      'file: must be a .doc, .docx, .pdf, .rtf or .txt file',
    );
    expect(message(() => checkResumeName('file', 'cv'))).toBe(
      'file: must be a .doc, .docx, .pdf, .rtf or .txt file',
    );
    expect(message(() => checkResumeName('file', 'pdf'))).toBe(
      'file: must be a .doc, .docx, .pdf, .rtf or .txt file',
    );
    expect(message(() => checkResumeName('file', 'cv.pdfx'))).toBe(
      'file: must be a .doc, .docx, .pdf, .rtf or .txt file',
    );
  });

  it('When the name before the extension has another character or is empty, then it is a 400 naming the allowed ones', () => {
    const rule =
      "fileName: name may only have letters (of any script), digits, spaces, dots and & ~ @ # $ ( ) _ - ' ; before the extension";
    expect(message(() => checkResumeName('fileName', 'cv<1>.pdf'))).toBe(rule);
    expect(message(() => checkResumeName('fileName', '.pdf'))).toBe(rule);
    expect(message(() => checkResumeName('fileName', 'a/b.pdf'))).toBe(rule);
  });

  it('When the name is longer than 255 bytes in UTF-8, then it is a 400; 255 bytes pass', () => {
    const at255 = `${'a'.repeat(251)}.pdf`;
    expect(checkResumeName('file', at255)).toBe('pdf');
    expect(message(() => checkResumeName('file', `a${at255}`))).toBe(
      'file: name must be at most 255 bytes in UTF-8',
    );
    // 125 two-byte letters are 250 bytes, plus ".pdf" and one more letter: 256.
    expect(message(() => checkResumeName('file', `${'é'.repeat(126)}.pdf`))).toBe(
      'file: name must be at most 255 bytes in UTF-8',
    );
  });

  it('When a file is empty or over 5 MB, then it is a 400; exactly 5 MB passes', () => {
    expect(message(() => checkResumeSize('file', 0))).toBe('file: is empty');
    expect(message(() => checkResumeSize('file', 5 * 1024 * 1024))).toBe('passed');
    expect(message(() => checkResumeSize('file', 5 * 1024 * 1024 + 1))).toBe(
      'file: must be at most 5 MB',
    );
    expect(message(() => checkResumeSize('file', 1))).toBe('passed');
  });

  it('When the first bytes are not what the extension says, then it is a 400 naming the kind', () => {
    expect(message(() => checkResumeContent('file', 'pdf', Buffer.from('%PDF-1.7 ...')))).toBe(
      'passed',
    );
    expect(message(() => checkResumeContent('file', 'pdf', Buffer.from('hello')))).toBe(
      'file: is not a real .pdf file: its content is of another kind',
    );
    expect(message(() => checkResumeContent('file', 'txt', Buffer.from('plain text')))).toBe(
      'passed',
    );
    const late = Buffer.concat([Buffer.from('a'.repeat(512)), Buffer.from([0])]);
    expect(message(() => checkResumeContent('file', 'txt', late))).toBe('passed');
    expect(message(() => checkResumeContent('file', 'txt', Buffer.from([97, 0, 98])))).toBe(
      'file: is not a real .txt file: its content is of another kind',
    );
  });

  it('When base64 is standard, then it decodes; a bad length or character is a 400', () => {
    expect(decodeBase64('content', 'aGVsbG8=').toString()).toBe('hello');
    expect(message(() => decodeBase64('content', 'aGVsbG8'))).toBe(
      'content: must be the file in standard base64',
    );
    expect(message(() => decodeBase64('content', 'aGVs*G8='))).toBe(
      'content: must be the file in standard base64',
    );
    expect(message(() => decodeBase64('content', 'aGVsbG8_'))).toBe(
      'content: must be the file in standard base64',
    );
  });

  it('When the content types and the read failure are shown, then they are the standard ones', () => {
    expect(RESUME_CONTENT_TYPES).toEqual({
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      pdf: 'application/pdf',
      rtf: 'application/rtf',
      txt: 'text/plain',
    });
    expect(RESUME_READ_FAILURE).toEqual({
      error: 'We could not read this resume in time. Upload a smaller or simpler file.',
      errorCode: 'RESUME_TOO_COMPLEX',
    });
  });
});

describe('Finding vocabulary terms', () => {
  it('When terms appear as whole words in any case, then each is found once, in order, the longer first at one place', () => {
    expect(findTerms('I know java, SQL and react. Java again.', vocabulary.skills)).toEqual([
      'Java',
      'SQL',
      'React',
    ]);
    expect(findTerms('Senior software engineer', vocabulary.designations)).toEqual([
      'Software Engineer',
      'Engineer',
    ]);
    expect(findTerms('C++ and C#, not C', vocabulary.skills)).toEqual(['C++']);
    expect(findTerms('javascript, mysql, reactive', vocabulary.skills)).toEqual([]);
    expect(findTerms('go', vocabulary.skills)).toEqual(['Go']);
    expect(findTerms('node.js', vocabulary.skills)).toEqual(['Node.js']);
    expect(findTerms('', vocabulary.skills)).toEqual([]);
  });

  it('When a name is one letter, then it is never a term; equal names keep the first spelling', () => {
    expect(findTerms('C is a language', ['C'])).toEqual([]);
    expect(findTerms('uses sql', ['SQL', 'sql'])).toEqual(['SQL']);
    expect(findTerms('Zürich ZÜRICH', ['zürich'])).toEqual(['zürich']);
    expect(findTerms('ﬁle', ['FILE'])).toEqual([]);
    expect(findTerms('@Java_', ['Java'])).toEqual(['Java']);
    expect(findTerms('xJava 1Java Java1 #Java Java+', ['Java'])).toEqual([]);
    expect(findTerms('(Java)', ['Java'])).toEqual(['Java']);
    expect(findTerms('[java] {sql}', ['Java', 'SQL'])).toEqual(['Java', 'SQL']);
  });
});

describe('Finding the email', () => {
  it('When the text holds an email by the spec rule, then the first is found whole', () => {
    expect(findEmail('Mail: ann.lee-1_x@mail.example.co.in, or bob@x.io')).toBe(
      'ann.lee-1_x@mail.example.co.in',
    );
    expect(findEmail('ann@example.com.')).toBe('ann@example.com');
    expect(findEmail('x @ y ann@ex-ample.org')).toBe('ann@ex-ample.org');
    expect(findEmail('ann@example')).toBeUndefined();
    expect(findEmail('ann@example.c')).toBeUndefined();
    expect(findEmail('ann@example.abcdefg')).toBeUndefined();
    expect(findEmail('ann@example.abcdef')).toBe('ann@example.abcdef');
    expect(findEmail('ann@example.ab-cd')).toBe('ann@example.ab');
    expect(findEmail('@example.com')).toBeUndefined();
    expect(findEmail('ann@.com')).toBeUndefined();
    expect(findEmail('no email here')).toBeUndefined();
    expect(findEmail('a@b.cc@d.ee')).toBe('a@b.cc');
    expect(findEmail('ann@-x.com')).toBe('ann@-x.com');
    expect(findEmail('first@x second@y.com')).toBe('x@y.com'.replace('x@', 'second@'));
  });
});

const RESUME = [
  'Ann Lee',
  'Curriculum Vitae',
  'ann.lee@example.com | +91 98765 43210',
  'Designation: Senior Developer',
  'Total experience: 7 years in Java and SQL',
  'B.Tech in Computer Science, 2015',
  'MBA, 2018',
].join('\n');

describe('Parsing a resume', () => {
  it('When a resume has a name, email, phone, designation, experience, education and skills, then each is read', () => {
    expect(parseResume(RESUME, vocabulary)).toEqual({
      skills: ['Java', 'SQL'],
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      mobileNumber: '+919876543210',
      designation: 'Senior Developer',
      totalExperienceYears: 7,
      education: ['B.Tech in Computer Science, 2015', 'MBA, 2018'],
    });
  });

  it('When the text has fewer than 20 letters, then there is nothing to read', () => {
    expect(RESUME_MIN_LETTERS).toBe(20);
    expect(parseResume('abcdefghij klmnopqrs 12345', vocabulary)).toBeUndefined();
    expect(parseResume('abcdefghij klmnopqrst', vocabulary)).toEqual({
      skills: [],
      name: 'abcdefghij klmnopqrst',
    });
    expect(parseResume('ABCDEFGHIJKLMNOPQRST', vocabulary)).toEqual({ skills: [] });
    expect(parseResume('@@@@@@@@@@@@@@@@@@@@@@@@ [[[[[[[[[[ ```````', vocabulary)).toBeUndefined();
  });

  it('When a national number has ten digits, then it is read without a plus; other lengths are not phones', () => {
    const base = 'Profile of someone with plenty of letters here\n';
    expect(parseResume(`${base}Phone 098765 43210`, vocabulary)?.mobileNumber).toBe('9876543210');
    expect(parseResume(`${base}Phone (987) 654-3210`, vocabulary)?.mobileNumber).toBe('9876543210');
    expect(parseResume(`${base}Phone 98765 4321`, vocabulary)?.mobileNumber).toBeUndefined();
    expect(parseResume(`${base}Phone 12345 67890 12`, vocabulary)?.mobileNumber).toBeUndefined();
    expect(parseResume(`${base}Phone 12345 678 then 98765 43210`, vocabulary)?.mobileNumber).toBe(
      '9876543210',
    );
  });

  it('When years appear, then those near the word experience win, else the first, and more than 50 is ignored', () => {
    const base = 'Profile of someone with plenty of letters here\n';
    expect(
      parseResume(
        `${base}Led 3 teams for 2 years.${'x'.repeat(50)} Overall experience of 9 yrs`,
        vocabulary,
      )?.totalExperienceYears,
    ).toBe(9);
    expect(
      parseResume(`${base}Worked 4 years at X and 6 years at Y`, vocabulary)?.totalExperienceYears,
    ).toBe(4);
    expect(
      parseResume(`${base}Worked 60 years at X and 6.5+ years at Y`, vocabulary)
        ?.totalExperienceYears,
    ).toBe(6);
    expect(parseResume(`${base}Worked 50 yr at X`, vocabulary)?.totalExperienceYears).toBe(50);
    expect(
      parseResume(`${base}Experience:${'x'.repeat(45)} 5 years`, vocabulary)?.totalExperienceYears,
    ).toBe(5);
    // The word must lie whole within 40 characters after the match.
    expect(
      parseResume(
        `${base}Worked 2 years; ${'x'.repeat(41)} 8 years ${'y'.repeat(28)} experience`,
        vocabulary,
      )?.totalExperienceYears,
    ).toBe(8);
    expect(
      parseResume(
        `${base}Worked 2 years; ${'x'.repeat(41)} 8 years ${'y'.repeat(29)} experience`,
        vocabulary,
      )?.totalExperienceYears,
    ).toBe(2);
    // ... or begin within 40 characters before it.
    expect(
      parseResume(
        `${base}Worked 2 years; ${'x'.repeat(41)} experience${'y'.repeat(30)}8 years`,
        vocabulary,
      )?.totalExperienceYears,
    ).toBe(8);
    expect(
      parseResume(
        `${base}Worked 2 years; ${'x'.repeat(41)} experience${'y'.repeat(31)}8 years`,
        vocabulary,
      )?.totalExperienceYears,
    ).toBe(2);
    expect(parseResume(`${base}No figures at all`, vocabulary)).not.toHaveProperty(
      'totalExperienceYears',
    );
    expect(parseResume(`${base}Worked 0 years`, vocabulary)?.totalExperienceYears).toBe(0);
  });

  it('When the first lines are a heading or one word, then the name is the first line that looks like a full name', () => {
    const text =
      ['Resume', 'Profile', 'Ann', 'ann lee 2', 'Bob Stone', 'Carl Moore'].join('\n') +
      '\nplenty of letters in the text';
    expect(parseResume(text, vocabulary)?.name).toBe('Bob Stone');
    const late = ['a', 'b', 'c', 'd', 'e', 'Bob Stone', 'plenty of letters in the text'].join('\n');
    expect(parseResume(late, vocabulary)).not.toHaveProperty('name');
    expect(
      parseResume(['1 Bob Stone', 'plenty of letters, in the text'].join('\n'), vocabulary)?.name,
    ).toBeUndefined();
    expect(
      parseResume(
        [
          'CV',
          'Contact',
          'Summary',
          'Curriculum vitae',
          'Dee   Ray',
          'plenty of letters in the text',
        ].join('\n'),
        vocabulary,
      )?.name,
    ).toBe('Dee Ray');
  });

  it('When no designation is labelled, then the first known designation in the text is taken', () => {
    const text = 'Plenty of letters in this resume text\nWorked as a software engineer at Acme';
    expect(parseResume(text, vocabulary)?.designation).toBe('Software Engineer');
    expect(
      parseResume(
        'Plenty of letters in this resume text\nCurrent Job Title - Architect',
        vocabulary,
      )?.designation,
    ).toBe('Architect');
    expect(
      parseResume('Plenty of letters in this resume text\nrole:  X ', vocabulary)?.designation,
    ).toBe('X');
    expect(
      parseResume('Plenty of letters in this resume text\nposition – Lead Dev', vocabulary)
        ?.designation,
    ).toBe('Lead Dev');
    expect(parseResume('Plenty of letters in this resume text', vocabulary)).not.toHaveProperty(
      'designation',
    );
  });

  it('When many lines name degrees, then the first five are kept, each cut to 150 characters', () => {
    const lines = [
      'Plenty of letters in this resume text',
      `Bachelor of ${'x'.repeat(200)}`,
      'M.Sc Physics',
      'BCA',
      'Diploma',
      'PhD',
      'HSC',
      'Higher Secondary',
    ];
    const parsed = parseResume(lines.join('\n'), vocabulary);
    expect(parsed?.education).toHaveLength(5);
    expect(parsed?.education?.[0]).toHaveLength(150);
    expect(parsed?.education?.slice(1)).toEqual(['M.Sc Physics', 'BCA', 'Diploma', 'PhD']);
    expect(
      parseResume('Plenty of letters in this resume text\nbcat and became', vocabulary),
    ).not.toHaveProperty('education');
    expect(
      parseResume('Plenty of letters in this resume text\r\nM.Tech\r\n', vocabulary)?.education,
    ).toEqual(['M.Tech']);
  });

  it('When the text is longer than 200,000 characters, then only the start is read', () => {
    expect(RESUME_MAX_PARSED_CHARS).toBe(200_000);
    const text = `Plenty of letters in this resume text ${'x '.repeat(100_000)} late@example.com`;
    expect(parseResume(text, vocabulary)).not.toHaveProperty('email');
    const near = `Plenty of letters in this resume text ${'x '.repeat(99_000)} late@example.com`;
    expect(parseResume(near, vocabulary)?.email).toBe('late@example.com');
  });
});
