// Resume files: the spec's file rules (section 5) and the parser that reads profile data out of
// the file's text (email by the spec's email rule, phone, skills and designations from the
// catalogue's master data, years of experience from "N years").
import {
  isResumePhone,
  isPersonName,
  RESUME_BASE_NAME_PATTERN,
  RESUME_EXTENSIONS,
  RESUME_HEAD_BYTES,
  resumeContentMatches,
} from '../../openapi/vocabulary/validation';
import { RESUME_MAX_BYTES } from '../../openapi/vocabulary/profile-messages';
import { FILE_NAME_MAX_BYTES } from '../../openapi/vocabulary/limits';
import type { Schemas } from '../../openapi/client';
import { ruleBroken } from './errors';
import type { DocumentKind } from '../documents/document-text';

export const RESUME_CONTENT_TYPES: Record<DocumentKind, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  txt: 'text/plain',
};

export const RESUME_RULE_MESSAGES = {
  missing: 'is required: send the resume as the multipart part `file`',
  extension: 'must be a .doc, .docx, .pdf, .rtf or .txt file',
  name: "name may only have letters (of any script), digits, spaces, dots and & ~ @ # $ ( ) _ - ' ; before the extension",
  nameLength: `name must be at most ${FILE_NAME_MAX_BYTES} bytes in UTF-8`,
  size: 'must be at most 5 MB',
  empty: 'is empty',
  base64: 'must be the file in standard base64',
  content: (kind: string) => `is not a real .${kind} file: its content is of another kind`,
} as const;

/** A file the reader could not finish within its time and heap limits (resume-reader.ts). */
export const RESUME_READ_FAILURE = {
  error: 'We could not read this resume in time. Upload a smaller or simpler file.',
  errorCode: 'RESUME_TOO_COMPLEX',
} as const;

/** The file's kind from its name, or a 400 naming `param`. */
export function checkResumeName(param: string, fileName: string): DocumentKind {
  if (Buffer.byteLength(fileName, 'utf8') > FILE_NAME_MAX_BYTES)
    throw ruleBroken(param, RESUME_RULE_MESSAGES.nameLength, 'FILE_NAME_INVALID');
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  const kind = RESUME_EXTENSIONS.find((e) => e === extension);
  if (!kind) throw ruleBroken(param, RESUME_RULE_MESSAGES.extension, 'FILE_TYPE_UNSUPPORTED');
  if (!RESUME_BASE_NAME_PATTERN.test(fileName.slice(0, dot)))
    throw ruleBroken(param, RESUME_RULE_MESSAGES.name, 'FILE_NAME_INVALID');
  return kind;
}

/** A 400 naming `param` when the file's first bytes are not what its extension says. */
export function checkResumeContent(param: string, kind: DocumentKind, bytes: Buffer): void {
  if (!resumeContentMatches(kind, bytes.subarray(0, RESUME_HEAD_BYTES))) {
    throw ruleBroken(param, RESUME_RULE_MESSAGES.content(kind), 'FILE_CONTENT_MISMATCH');
  }
}

export function checkResumeSize(param: string, size: number): void {
  if (size === 0) throw ruleBroken(param, RESUME_RULE_MESSAGES.empty, 'FILE_EMPTY');
  if (size > RESUME_MAX_BYTES) throw ruleBroken(param, RESUME_RULE_MESSAGES.size, 'FILE_TOO_LARGE');
}

/**
 * The file's bytes as both resume uploads take them (uploadResume's multipart file, resumeUpdate's
 * base64): not empty, at most 5 MB, and of the kind its name says; else a 422 naming `param`.
 */
export function checkResumeBytes(param: string, kind: DocumentKind, bytes: Buffer): void {
  checkResumeSize(param, bytes.length);
  checkResumeContent(param, kind, bytes);
}

/** Decodes standard base64, or a 400 naming `param` (the contract's pattern lets bad lengths by). */
export function decodeBase64(param: string, content: string): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (content.length % 4 !== 0 || bytes.toString('base64') !== content) {
    throw ruleBroken(param, RESUME_RULE_MESSAGES.base64, 'BASE64_INVALID');
  }
  return bytes;
}

// ---------------------------------------------------------------- parsing

export interface ResumeVocabulary {
  skills: readonly string[];
  designations: readonly string[];
}

type ParsedResume = Schemas['ParsedResume'];

/** Fewer letters than this and the file is unreadable (a scanned image, a protected file). */
export const RESUME_MIN_LETTERS = 20;
/** The parser reads this much text at most (a resume's data is at its start). */
export const RESUME_MAX_PARSED_CHARS = 200_000;
const MIN_VOCABULARY_NAME = 2;
const MAX_EXPERIENCE_YEARS = 50;
const MAX_EDUCATION_LINES = 5;
const MAX_LINE = 150;
const NAME_LINES = 5;
// The text is hostile input. Every pattern below costs a bounded number of steps wherever a match
// is tried (bounded repetitions, or a repetition that the next token cannot also match), so each
// one is a single pass; section 5's email rule and the vocabulary terms are scanned by hand,
// since as regular expressions they backtrack over a whole run of letters.
/** A run of digits and separators long enough to hold a phone (isResumePhone decides). */
const PHONE_CANDIDATE = /\+?\d[\d ().-]{8,22}\d/g;
/** Whitespace is single spaces by now (parseResume), so the two \s* cannot share a long run. */
const YEARS = /(\d{1,2})(?:\.\d+)?\s*\+?\s*(?:years?|yrs?)\b/gi;
const EXPERIENCE_NEAR = /experience/i;
const EXPERIENCE_WINDOW = 40;
const DESIGNATION_LABEL =
  /^(?:current\s+)?(?:designation|job\s+title|title|role|position)\s*[:\-–]\s*(.{2,100})$/im;

const NOT_A_NAME = /^(resume|curriculum vitae|cv|profile|contact|summary)$/i;
const EDUCATION_WORDS =
  /\b(?:b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|ph\.?\s?d|bachelor|master|diploma|higher secondary)/i;
const EDUCATION_ACRONYMS = /\b(?:B\.E\.?|M\.E\.?|BE|ME|BCA|MCA|MBA|BBA|HSC|SSC)\b/;

const isAlphanumeric = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
/** A vocabulary term may not touch these on either side ("C" is not a term of "C++"). */
const isTermCharacter = (code: number) => isAlphanumeric(code) || code === 43 || code === 35;

/** A character code as a case-insensitive regular expression compares it (its upper case). */
function foldCase(code: number): number {
  if (code >= 97 && code <= 122) return code - 32;
  if (code < 128) return code;
  const upper = String.fromCharCode(code).toUpperCase();
  // Like the regular expression rule: no non-ASCII character matches an ASCII one.
  return upper.length === 1 && upper.charCodeAt(0) >= 128 ? upper.charCodeAt(0) : code;
}

interface TermNode {
  next: Map<number, TermNode>;
  /** The first vocabulary name spelled by the path to this node, ignoring case. */
  name?: string;
}

/** The names as a trie of case-folded characters, the first of equal names kept. */
function termTrie(names: readonly string[]): TermNode {
  const root: TermNode = { next: new Map() };
  for (const name of names) {
    if (name.length < MIN_VOCABULARY_NAME) continue;
    let node = root;
    for (let i = 0; i < name.length; i += 1) {
      const code = foldCase(name.charCodeAt(i));
      let child = node.next.get(code);
      if (!child) {
        child = { next: new Map() };
        node.next.set(code, child);
      }
      node = child;
    }
    node.name ??= name;
  }
  return root;
}

/**
 * Vocabulary names found in the text as whole terms (ignoring case), in the order they first
 * appear (the longer first at one place), once each. One walk of the trie from each place a term
 * can start, so the cost is the text's length times the longest name, whatever the vocabulary.
 */
export function findTerms(text: string, names: readonly string[]): string[] {
  const trie = termTrie(names);
  const found = new Map<string, number>();
  for (let start = 0; start < text.length; start += 1) {
    if (start > 0 && isTermCharacter(text.charCodeAt(start - 1))) continue;
    let node: TermNode | undefined = trie;
    for (let at = start; node && at < text.length; at += 1) {
      node = node.next.get(foldCase(text.charCodeAt(at)));
      const name = node?.name;
      if (name !== undefined && !found.has(name) && !isTermCharacter(text.charCodeAt(at + 1))) {
        found.set(name, start);
      }
    }
  }
  return [...found]
    .sort(([a, at], [b, bt]) => at - bt || b.length - a.length)
    .map(([name]) => name);
}

const isEmailLocal = (code: number) =>
  isAlphanumeric(code) || code === 95 || code === 46 || code === 45; // _ . -
const isDomainLabel = (code: number) => isAlphanumeric(code) || code === 45; // -

/**
 * The first match of section 5's email rule,
 * /[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9]{2,6}(?![A-Za-z0-9])/, found by
 * hand: from each '@', back over the local part and on over the labels, each character read at
 * most twice. The match ends at the last label whose leading letters and digits (2 to 6 of them)
 * are followed by something else.
 */
export function findEmail(text: string): string | undefined {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && isEmailLocal(text.charCodeAt(start - 1))) start -= 1;
    if (start === at) continue;
    let end = at + 1;
    while (isDomainLabel(text.charCodeAt(end))) end += 1;
    if (end === at + 1) continue;
    let matchEnd = -1;
    while (text.charCodeAt(end) === 46 && isDomainLabel(text.charCodeAt(end + 1))) {
      const label = end + 1;
      let alphanumeric = label;
      while (isAlphanumeric(text.charCodeAt(alphanumeric))) alphanumeric += 1;
      const tld = alphanumeric - label;
      if (tld >= 2 && tld <= 6) matchEnd = alphanumeric;
      end = alphanumeric;
      while (isDomainLabel(text.charCodeAt(end))) end += 1;
    }
    if (matchEnd > 0) return text.slice(start, matchEnd);
  }
  return undefined;
}

function findPhone(text: string): string | undefined {
  for (const [candidate] of text.matchAll(PHONE_CANDIDATE)) {
    const international = candidate.startsWith('+');
    const digits = candidate.replace(/\D/g, '').replace(/^0+/, '');
    if (isResumePhone(digits, international)) return international ? `+${digits}` : digits;
  }
  return undefined;
}

/** "N years" next to the word experience, else the first "N years" in the text. */
function findExperience(text: string): number | undefined {
  const matches = [...text.matchAll(YEARS)].filter((m) => Number(m[1]) <= MAX_EXPERIENCE_YEARS);
  const near = matches.find((m) => {
    const from = Math.max(0, m.index - EXPERIENCE_WINDOW);
    return EXPERIENCE_NEAR.test(text.slice(from, m.index + m[0].length + EXPERIENCE_WINDOW));
  });
  const chosen = near ?? matches[0];
  return chosen ? Number(chosen[1]) : undefined;
}

/** Whether the text has at least `count` ASCII letters. */
function hasLetters(text: string, count: number): boolean {
  let letters = 0;
  for (let i = 0; i < text.length && letters < count; i += 1) {
    const code = text.charCodeAt(i) | 32;
    if (code >= 97 && code <= 122) letters += 1;
  }
  return letters >= count;
}

function findName(lines: readonly string[]): string | undefined {
  return lines
    .slice(0, NAME_LINES)
    .find(
      (line) =>
        isPersonName(line) &&
        /^[A-Za-z]/.test(line) &&
        !NOT_A_NAME.test(line) &&
        line.includes(' '),
    );
}

function findDesignation(text: string, designations: readonly string[]): string | undefined {
  const labelled = DESIGNATION_LABEL.exec(text)?.[1]?.trim();
  return labelled || findTerms(text, designations)[0];
}

function findEducation(lines: readonly string[]): string[] {
  return lines
    .filter((line) => EDUCATION_WORDS.test(line) || EDUCATION_ACRONYMS.test(line))
    .map((line) => line.slice(0, MAX_LINE))
    .slice(0, MAX_EDUCATION_LINES);
}

/** What the parser reads from a resume's text; undefined when there is no text to read. */
export function parseResume(text: string, vocabulary: ResumeVocabulary): ParsedResume | undefined {
  const lines = text
    .slice(0, RESUME_MAX_PARSED_CHARS)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const flat = lines.join('\n');
  if (!hasLetters(flat, RESUME_MIN_LETTERS)) return undefined;
  const parsed: ParsedResume = { skills: findTerms(flat, vocabulary.skills) };
  const name = findName(lines);
  const email = findEmail(flat);
  const mobileNumber = findPhone(flat);
  const designation = findDesignation(flat, vocabulary.designations);
  const totalExperienceYears = findExperience(flat);
  const education = findEducation(lines);
  if (name) parsed.name = name;
  if (email) parsed.email = email;
  if (mobileNumber) parsed.mobileNumber = mobileNumber;
  if (designation) parsed.designation = designation;
  if (totalExperienceYears !== undefined) parsed.totalExperienceYears = totalExperienceYears;
  if (education.length > 0) parsed.education = education;
  return parsed;
}
