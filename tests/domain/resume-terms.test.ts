// The resume parser's character rules at their edges: which characters end a term or an email,
// how case is folded, which lines count.
import { describe, expect, it } from 'vitest';
import { findEmail, findTerms, parseResume } from '../../sim-server/domain/resume';

const none = { skills: [], designations: [] };
const LETTERS = 'Plenty of letters in this resume text';

describe('Where a term may start and end', () => {
  it('When a letter or digit touches a term, then it is no term; punctuation around it is a boundary', () => {
    for (const touching of ['0', '9', 'A', 'Z', 'a', 'z', '+', '#']) {
      expect(findTerms(`${touching}Java`, ['Java'])).toEqual([]);
      expect(findTerms(`Java${touching}`, ['Java'])).toEqual([]);
    }
    for (const apart of ['/', ':', '@', '[', '`', '{', ' ', '.', '-']) {
      expect(findTerms(`${apart}Java${apart}`, ['Java'])).toEqual(['Java']);
    }
  });

  it('When two names start at one place, then the longer comes first, and names come in the order they appear', () => {
    expect(findTerms('Java EE', ['Java', 'Java EE'])).toEqual(['Java EE', 'Java']);
    expect(findTerms('React and Java EE', ['Java', 'React', 'Java EE'])).toEqual([
      'React',
      'Java EE',
      'Java',
    ]);
  });
});

describe('How case is folded', () => {
  it('When a term differs only in ASCII case, then it is found, from a to z', () => {
    expect(findTerms('JAVA', ['java'])).toEqual(['java']);
    expect(findTerms('zaz', ['ZAZ'])).toEqual(['ZAZ']);
    expect(findTerms('ZAZ', ['zaz'])).toEqual(['zaz']);
  });

  it('When a character outside the letters differs, then it does not match: [ is not {', () => {
    expect(findTerms('a[b', ['a{b'])).toEqual([]);
    expect(findTerms('a{b', ['a[b'])).toEqual([]);
  });

  it('When a non-ASCII letter differs only in case, then it matches as a regular expression with the i flag does', () => {
    expect(findTerms('CAFÉ', ['café'])).toEqual(['café']);
    expect(findTerms('λόγος', ['ΛΌΓΟΣ'])).toEqual(['ΛΌΓΟΣ']);
    // Final and medial sigma are one letter in upper case.
    expect(findTerms('λόγοσ', ['λόγος'])).toEqual(['λόγος']);
    // A capital sharp s is its own upper case; the small one has none of one letter.
    expect(findTerms('STRAẞE', ['straße'])).toEqual([]);
  });

  it('When a non-ASCII letter upper-cases to an ASCII one, then it still matches no ASCII letter', () => {
    expect(findTerms('ſql', ['SQL'])).toEqual([]);
    expect(findTerms('ßql', ['SQL'])).toEqual([]);
    expect(findTerms('ıos', ['IOS'])).toEqual([]);
    // ŉ upper-cases to two characters (ʼN): it stays itself, never the first of them.
    expect(findTerms('ŉŉ', ['ʼʼ'])).toEqual([]);
  });
});

describe('Where an email starts and ends', () => {
  it('When an @ opens the text, then the emails after it are still found', () => {
    expect(findEmail('@x a@b.co')).toBe('a@b.co');
  });

  it('When a label holds a hyphen after its first letters, then the email runs on through the next labels', () => {
    expect(findEmail('a@b.cc-dd.org')).toBe('a@b.cc-dd.org');
    expect(findEmail('a@b.cc..de')).toBe('a@b.cc');
  });
});

describe('Which lines and letters count', () => {
  it('When the text is punctuation, then it has no letters; z counts as one', () => {
    expect(parseResume('{'.repeat(30), none)).toBeUndefined();
    expect(parseResume('|'.repeat(30), none)).toBeUndefined();
    expect(parseResume('z'.repeat(20), none)).toEqual({ skills: [] });
    expect(parseResume('a'.repeat(20), none)).toEqual({ skills: [] });
    expect(parseResume('z'.repeat(19), none)).toBeUndefined();
  });

  it('When blank lines and spaces surround the name, then they are dropped before the name is read', () => {
    expect(parseResume(`\n\n \n\t\n\n  Ann   Lee  \n${LETTERS}`, none)?.name).toBe('Ann Lee');
  });

  it('When a national number starts with several zeros, then they are all dropped', () => {
    expect(parseResume(`${LETTERS}\nPhone 0098765 43210`, none)?.mobileNumber).toBe('9876543210');
  });

  it('When the text has no phone, then the parse has no phone field at all', () => {
    const parsed = parseResume(LETTERS, none);
    expect(parsed).not.toHaveProperty('mobileNumber');
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('education');
  });
});
