// The validation rules of spec section 5, as patterns and small functions every form and the
// simulator use alike.
import { CONTRACT_VALUES } from '../generated/contract-values';
import {
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  OTHER_SITE_MOBILE_MAX_DIGITS,
  OTHER_SITE_MOBILE_MIN_DIGITS,
} from './limits';

/** Letters, digits, `_ . -`, `@`, a dotted domain whose last label is 2 to 6 alphanumerics. */
export const EMAIL_PATTERN = new RegExp(CONTRACT_VALUES.emailPattern);
/** A dial code without its plus sign: 1 to 4 digits. */
export const DIAL_CODE_PATTERN = new RegExp(CONTRACT_VALUES.isdPattern);
/** India's mobile numbers: 10 digits starting 6 to 9. */
export const INDIA_MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Phone, the first reading: exactly 10 digits (once leading zeros are stripped). */
export const TEN_DIGIT_PHONE_PATTERN = /^\d{10}$/;
/** Phone, the second reading: a first digit 6 to 9, then 9 to 14 digits (10 to 15 in all). */
export const PHONE_PATTERN = /^[6-9]\d{9,14}$/;
export const DIGITS_ONLY_PATTERN = /^\d+$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
/** A character a name is made of: a letter of any script or a combining mark (Unicode L, M). */
export const NAME_CHARACTER = /^[\p{L}\p{M}]$/u;

/**
 * A person's name (section 5: "letters and spaces, 2 to 30 chars"): letters of any script, each
 * with its combining marks, and single spaces only between them. Its length is PersonName's
 * minLength and maxLength, which `isPersonName` adds. The contract's PersonName pattern says what
 * a pattern readable by peers' tools can of it (openapi/runtime/text-patterns.ts); the simulator
 * answers the rest with 422 NAME_NOT_LETTERS.
 */
export const NAME_PATTERN = /^\p{L}\p{M}*(?: ?\p{L}\p{M}*)+$/u;

/**
 * A typed name as it is sent and stored: composed (NFC, so "Nguyễn" typed decomposed is 6
 * characters, not 8) with the spaces around it dropped and one space between words.
 */
export function tidyPersonName(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * Whether a name (as `tidyPersonName` leaves it) fits section 5: NAME_PATTERN, and 2 to 30
 * characters counted in code points, as JSON Schema's minLength and maxLength count them.
 */
export function isPersonName(name: string): boolean {
  const length = [...name].length;
  return length >= NAME_MIN_CHARS && length <= NAME_MAX_CHARS && NAME_PATTERN.test(name);
}

/**
 * Resume file names before the extension (section 5: "letters, digits, spaces and & ~ @ # $ ( ) _
 * - ' ; (a looser variant also allows dot)"). Our reading, written down in README.md: the rule
 * keeps out the characters that break storage paths and links (/ \ : * ? " < > | % + , and control
 * characters), not other alphabets. So a letter is any script's letter with its combining marks
 * (`Nguyễn Văn An CV`, also as macOS writes it, decomposed), a digit any decimal digit, and the
 * looser variant's dot is allowed (`Resume_v2.1`, `Rahul K. Resume`). The contract's
 * ResumeFileName pattern says what a pattern readable by peers' tools can of it
 * (openapi/runtime/text-patterns.ts); the simulator answers the rest with 422 FILE_NAME_INVALID.
 */
export const RESUME_BASE_NAME_PATTERN = /^(?:\p{L}|\p{M}|\p{Nd}|[ &~@#$()_';.-])+$/u;
export const RESUME_EXTENSIONS = ['doc', 'docx', 'pdf', 'rtf', 'txt'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

/** How many of a resume's first bytes `resumeContentMatches` reads. */
export const RESUME_HEAD_BYTES = 512;

/** The bytes each binary kind of resume starts with (PDF, Office Open XML's zip, OLE2, RTF). */
const RESUME_SIGNATURES: Record<Exclude<ResumeExtension, 'txt'>, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  docx: [0x50, 0x4b, 0x03, 0x04], // PK\3\4
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  rtf: [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
};

/**
 * Whether a resume's first bytes (RESUME_HEAD_BYTES of them, or the whole file when shorter) are
 * what its extension says (issue 27: a text file named .pdf is refused before it becomes the
 * current resume). A .txt file is text: no NUL byte and none of the binary kinds' signatures.
 */
export function resumeContentMatches(extension: ResumeExtension, head: Uint8Array): boolean {
  const starts = (signature: readonly number[]) => signature.every((b, i) => head[i] === b);
  if (extension !== 'txt') return starts(RESUME_SIGNATURES[extension]);
  return !head.includes(0) && !Object.values(RESUME_SIGNATURES).some(starts);
}

/** The date formats the forms accept: dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd. */
export const DATE_PATTERNS = [
  /^(\d{2})-(\d{2})-(\d{4})$/,
  /^(\d{2})\/(\d{2})\/(\d{4})$/,
  /^(\d{4})-(\d{2})-(\d{2})$/,
] as const;

/** Phone, the first reading: exactly 10 digits once leading zeros are stripped. */
export function isTenDigitPhone(value: string): boolean {
  return TEN_DIGIT_PHONE_PATTERN.test(value.replace(/^0+/, ''));
}

/**
 * Each market's mobile numbers as dialled at home without the trunk 0, by dial code: length and
 * leading digits from the national numbering plans published to the ITU. The spec gives India's
 * rule only (10 digits starting 6 to 9); elsewhere its second phone reading (10 to 15 digits with
 * the dial code) admits numbers no phone has, such as 00000000 in Singapore, so the market's own
 * plan is kept beside it, with a real example of each. India's rule is INDIA_MOBILE_PATTERN.
 */
export const MARKET_MOBILES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  /** Singapore: 8 digits starting 8 or 9. */
  '65': { pattern: /^[89]\d{7}$/, example: '91234567' },
  /** Hong Kong: 8 digits starting 5, 6, 7 or 9. */
  '852': { pattern: /^[5679]\d{7}$/, example: '91234567' },
  /** Philippines: 10 digits starting 9. */
  '63': { pattern: /^9\d{9}$/, example: '9171234567' },
  /** Thailand: 9 digits starting 6, 8 or 9. */
  '66': { pattern: /^[689]\d{8}$/, example: '812345678' },
  /** Vietnam: 9 digits starting 3, 5, 7, 8 or 9. */
  '84': { pattern: /^[35789]\d{8}$/, example: '912345678' },
  /** Indonesia: 9 to 12 digits starting 8. */
  '62': { pattern: /^8\d{8,11}$/, example: '81234567890' },
  /** Malaysia: 9 or 10 digits starting 1. */
  '60': { pattern: /^1\d{8,9}$/, example: '123456789' },
  /** United Arab Emirates: 9 digits starting 5. */
  '971': { pattern: /^5\d{8}$/, example: '501234567' },
  /** Saudi Arabia: 9 digits starting 5. */
  '966': { pattern: /^5\d{8}$/, example: '501234567' },
  /** Qatar: 8 digits starting 3, 5, 6 or 7. */
  '974': { pattern: /^[3567]\d{7}$/, example: '33123456' },
  /** Oman: 8 digits starting 7 or 9. */
  '968': { pattern: /^[79]\d{7}$/, example: '92123456' },
  /** Kuwait: 8 digits starting 5, 6 or 9. */
  '965': { pattern: /^[569]\d{7}$/, example: '50012345' },
  /** Bahrain: 8 digits starting 3 or 6. */
  '973': { pattern: /^[36]\d{7}$/, example: '36001234' },
};

/**
 * A mobile number of the market its dial code names: the market's plan where it has one (a dial
 * code without one is held to the spec's second reading only).
 */
export function isMarketMobile(dialCode: string, number: string): boolean {
  const plan = MARKET_MOBILES[dialCode];
  return plan === undefined || plan.pattern.test(number);
}

/**
 * A send-app-link number: India's pattern on the India site; elsewhere the spec's 6 to 10 digits,
 * and a mobile number of the market its dial code names (the link goes out by SMS).
 */
export function isSendLinkNumber(india: boolean, number: string, dialCode: string): boolean {
  if (india) return INDIA_MOBILE_PATTERN.test(number);
  return (
    DIGITS_ONLY_PATTERN.test(number) &&
    number.length >= OTHER_SITE_MOBILE_MIN_DIGITS &&
    number.length <= OTHER_SITE_MOBILE_MAX_DIGITS &&
    isMarketMobile(dialCode, number)
  );
}

/**
 * A seeker's mobile (registration, one-time codes, the profile), the reading of section 5's two
 * phone rules: on the India site India's pattern (the mobile input's "10 digits starting 6-9").
 * Elsewhere both of these: the second reading (a first digit 6 to 9, 10 to 15 digits) on the number
 * as dialled from abroad, dial code first (every dial code of the nine sites starts 6, 8 or 9, and
 * 15 digits is the international maximum); and the market's own mobile plan
 * (MARKET_MOBILES), which refuses what the spec's lengths alone let through.
 */
export function isSeekerMobile(india: boolean, dialCode: string, number: string): boolean {
  if (india) return INDIA_MOBILE_PATTERN.test(number);
  return (
    DIGITS_ONLY_PATTERN.test(number) &&
    PHONE_PATTERN.test(`${dialCode}${number}`) &&
    isMarketMobile(dialCode, number)
  );
}

/**
 * A phone found in a resume's text: with a leading + it is international (the second reading);
 * otherwise a national number (the first reading: 10 digits once leading zeros are gone).
 */
export function isResumePhone(digits: string, international: boolean): boolean {
  return international ? PHONE_PATTERN.test(digits) : isTenDigitPhone(digits);
}

export interface FormDate {
  year: number;
  month: number;
  day: number;
}

/** A date typed in one of the three formats, if it is one and a real day of the calendar. */
export function parseFormDate(text: string): FormDate | undefined {
  const [dayFirstDash, dayFirstSlash, yearFirst] = DATE_PATTERNS;
  const trimmed = text.trim();
  const dayFirst = dayFirstDash.exec(trimmed) ?? dayFirstSlash.exec(trimmed);
  const iso = dayFirst ? undefined : yearFirst.exec(trimmed);
  const parts = dayFirst
    ? { day: dayFirst[1], month: dayFirst[2], year: dayFirst[3] }
    : iso
      ? { year: iso[1], month: iso[2], day: iso[3] }
      : undefined;
  if (!parts) return undefined;
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const real =
    check.getUTCFullYear() === date.year &&
    check.getUTCMonth() === date.month - 1 &&
    check.getUTCDate() === date.day;
  return real ? date : undefined;
}

/**
 * Section 5: search text has special characters turned to spaces. Letters (with their combining
 * marks: Thai vowels, Vietnamese tones typed decomposed), digits, spaces, the comma that separates
 * keywords and the + # . of c++, c# and .net stay; runs of spaces become one.
 */
export function searchText(text: string): string {
  return text
    .replace(/[^\p{L}\p{M}\p{N}\s,+#.]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
