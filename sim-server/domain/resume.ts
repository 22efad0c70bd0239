// Resume files: the spec's file rules (section 5) and the parser that reads profile data out of
// the file's text (email by the spec's email rule, phone, skills and designations from the
// catalogue's master data, years of experience from "N years").
import type { Schemas } from '../../openapi/client';
import { invalid } from '../http/errors';
import type { DocumentKind } from './document-text';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_NAME_LENGTH = 255;
export const RESUME_EXTENSIONS = ['doc', 'docx', 'pdf', 'rtf', 'txt'] as const;
/** Section 5: letters, digits, spaces and & ~ @ # $ ( ) _ - ' ; before the extension. */
const RESUME_BASE_NAME = /^[A-Za-z0-9 &~@#$()_';-]+$/;

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
  name: "name may only have letters, digits, spaces and & ~ @ # $ ( ) _ - ' ; before the extension",
  nameLength: `name must be at most ${RESUME_MAX_NAME_LENGTH} characters`,
  size: 'must be at most 5 MB',
  empty: 'is empty',
  base64: 'must be the file in standard base64',
} as const;

/** The file's kind from its name, or a 400 naming `param`. */
export function checkResumeName(param: string, fileName: string): DocumentKind {
  if (fileName.length > RESUME_MAX_NAME_LENGTH)
    throw invalid(param, RESUME_RULE_MESSAGES.nameLength);
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  const kind = RESUME_EXTENSIONS.find((e) => e === extension);
  if (!kind) throw invalid(param, RESUME_RULE_MESSAGES.extension);
  if (!RESUME_BASE_NAME.test(fileName.slice(0, dot)))
    throw invalid(param, RESUME_RULE_MESSAGES.name);
  return kind;
}

export function checkResumeSize(param: string, size: number): void {
  if (size === 0) throw invalid(param, RESUME_RULE_MESSAGES.empty);
  if (size > RESUME_MAX_BYTES) throw invalid(param, RESUME_RULE_MESSAGES.size);
}

/** Decodes standard base64, or a 400 naming `param` (the contract's pattern lets bad lengths by). */
export function decodeBase64(param: string, content: string): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (content.length % 4 !== 0 || bytes.toString('base64') !== content) {
    throw invalid(param, RESUME_RULE_MESSAGES.base64);
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
/** Section 5's email rule, unanchored. */
const EMAIL = /[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9]{2,6}(?![A-Za-z0-9])/;
/** Section 5's phone rule: 10 to 15 digits once separators and leading zeros are gone. */
const PHONE_CANDIDATE = /\+?\d[\d ().-]{8,22}\d/g;
const PHONE_DIGITS = { min: 10, max: 15 };
const YEARS = /(\d{1,2})(?:\.\d+)?\s*\+?\s*(?:years?|yrs?)\b/gi;
const EXPERIENCE_NEAR = /experience/i;
const EXPERIENCE_WINDOW = 40;
const DESIGNATION_LABEL =
  /^(?:current\s+)?(?:designation|job\s+title|title|role|position)\s*[:\-–]\s*(.{2,100})$/im;
const PERSON_NAME = /^[A-Za-z][A-Za-z ]{1,29}$/;
const NOT_A_NAME = /^(resume|curriculum vitae|cv|profile|contact|summary)$/i;
const EDUCATION_WORDS =
  /\b(?:b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|ph\.?\s?d|bachelor|master|diploma|higher secondary)/i;
const EDUCATION_ACRONYMS = /\b(?:B\.E\.?|M\.E\.?|BE|ME|BCA|MCA|MBA|BBA|HSC|SSC)\b/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `name` first occurs in the text as a whole term (ignoring case), or -1. */
function termIndex(text: string, lowerText: string, name: string): number {
  if (name.length < MIN_VOCABULARY_NAME || !lowerText.includes(name.toLowerCase())) return -1;
  const term = new RegExp(`(?<![A-Za-z0-9+#])${escapeRegExp(name)}(?![A-Za-z0-9+#])`, 'i');
  return text.search(term);
}

/** Vocabulary names found in the text, in the order they first appear, once each. */
export function findTerms(text: string, names: readonly string[]): string[] {
  const lowerText = text.toLowerCase();
  const found = new Map<string, { name: string; index: number }>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (found.has(key)) continue;
    const index = termIndex(text, lowerText, name);
    if (index >= 0) found.set(key, { name, index });
  }
  return [...found.values()]
    .sort((a, b) => a.index - b.index || b.name.length - a.name.length)
    .map((f) => f.name);
}

function findPhone(text: string): string | undefined {
  for (const candidate of text.match(PHONE_CANDIDATE) ?? []) {
    const digits = candidate.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max) {
      return candidate.startsWith('+') ? `+${digits}` : digits;
    }
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

function findName(lines: readonly string[]): string | undefined {
  return lines
    .slice(0, NAME_LINES)
    .find((line) => PERSON_NAME.test(line) && !NOT_A_NAME.test(line) && line.includes(' '));
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
  if ((flat.match(/[A-Za-z]/g) ?? []).length < RESUME_MIN_LETTERS) return undefined;
  const parsed: ParsedResume = { skills: findTerms(flat, vocabulary.skills) };
  const name = findName(lines);
  const email = EMAIL.exec(flat)?.[0];
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
