// What a PDF may decode to, checked before PDF.js reads it. PDF.js decodes a content stream
// whole, into ArrayBuffers it grows by doubling, and has no option to stop: a 4.7 MB stream of
// deflated spaces took the simulator from 219 MB to 1.9 GB (audit 2026-11-26, H3). Every stream is
// decoded here first through its whole filter chain, against one budget for the whole file; a
// file past it is refused unread. Streams are found as PDF.js's parser finds them (audit
// 2026-11-28, M4: a chain of two Flate filters, ASCIIHex before Flate, and spaces between
// `stream` and the line break each passed a budget that saw only the first inflation):
// - `stream` is a keyword only between delimiters; its data starts after the end of its line,
//   whatever stands before it on that line (PDF.js's skipToNextLine);
// - the data runs for /Length bytes when `endstream` follows them, else to the next `endstream`
//   (or the end of the file);
// - /Filter (or /F) names the chain, each filter decoded in turn (pdf-filters.ts).
// What this cannot see (a filter named through an indirect object) is bounded by the reader's
// process, whose memory is watched and returned to the system (resume-reader.ts).
import { decoderOf } from './pdf-filters';

/** All of a resume PDF's streams together may decode to at most this many bytes. */
export const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;

/** A document that would need more memory than a resume may take: refused, never read. */
export class DocumentTooLargeError extends Error {
  constructor(what: string) {
    super(`The document ${what}.`);
    this.name = 'DocumentTooLargeError';
  }
}

const KEYWORD = 'stream';
const END_KEYWORD = 'endstream';
/** How far before `stream` its dictionary is looked for. */
const DICTIONARY_REACH = 64 * 1024;
const ZLIB_HEADER_METHOD = 0x08;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

/** Whether the byte ends a PDF token (whitespace, a delimiter, or nothing). */
function endsToken(code: number): boolean {
  return Number.isNaN(code) || WHITESPACE.has(code) || DELIMITERS.has(code);
}

/** The next `stream` keyword from `from`, as a token of its own; -1 when there is none. */
function nextKeyword(raw: string, from: number): number {
  for (let at = raw.indexOf(KEYWORD, from); at >= 0; at = raw.indexOf(KEYWORD, at + 1)) {
    if (endsToken(raw.charCodeAt(at - 1)) && endsToken(raw.charCodeAt(at + KEYWORD.length)))
      return at;
  }
  return -1;
}

/** Where a stream's data starts: after the end of the keyword's line (\r\n, \r or \n). */
function dataStart(raw: string, after: number): number {
  for (let at = after; at < raw.length; at += 1) {
    const code = raw.charCodeAt(at);
    if (code === 0x0d) return raw.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
    if (code === 0x0a) return at + 1;
  }
  return raw.length;
}

/** The stream's dictionary: the text from its object's `obj` keyword to `stream`. */
function dictionaryOf(raw: string, keyword: number): string {
  const from = Math.max(0, keyword - DICTIONARY_REACH);
  const obj = raw.lastIndexOf('obj', keyword);
  return raw.slice(obj >= from ? obj : from, keyword);
}

/** /Length as a number: written there, or in the object it refers to; undefined if neither. */
function lengthOf(dictionary: string, raw: string): number | undefined {
  const match = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!match) return undefined;
  if (match[2] === undefined) return Number(match[1]);
  const target = new RegExp(`(?:^|\\s)${match[1]}\\s+${match[2]}\\s+obj\\s*(\\d+)`).exec(raw);
  return target ? Number(target[1]) : undefined;
}

/** Where a stream's data ends: after /Length bytes when `endstream` follows, else at the next. */
function dataEnd(raw: string, start: number, length: number | undefined): number {
  if (length !== undefined && start + length <= raw.length) {
    let at = start + length;
    while (WHITESPACE.has(raw.charCodeAt(at))) at += 1;
    if (raw.startsWith(END_KEYWORD, at)) return start + length;
  }
  const end = raw.indexOf(END_KEYWORD, start);
  return end < 0 ? raw.length : end;
}

/**
 * The filter names of the chain, in order; undefined when the dictionary names them through an
 * indirect object (or not as names).
 */
function filtersOf(dictionary: string): string[] | undefined {
  const match = /\/(?:Filter|F)(?=[\s/[<])\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(
    dictionary,
  );
  if (!match) return [];
  const value = match[1] ?? '';
  if (value.endsWith('R')) return undefined;
  const names = [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1] ?? '');
  if (value.startsWith('[') && /\d+\s+\d+\s+R/.test(value)) return undefined;
  return names;
}

/** Whether the bytes start like a zlib stream (deflate method, valid header check). */
function zlibStart(data: Buffer): boolean {
  const [cmf = 0, flg = 0] = data;
  return (cmf & 0x0f) === ZLIB_HEADER_METHOD && ((cmf << 8) | flg) % 31 === 0;
}

/**
 * The bytes a stream's filters decode to in turn, each counted against `budget`; undefined when
 * they pass it. A chain it cannot name is read as Flate when its data is zlib.
 */
function decodedSize(
  data: Buffer,
  filters: string[] | undefined,
  budget: number,
): number | undefined {
  const chain = filters ?? (zlibStart(data) ? ['FlateDecode'] : []);
  let current = data;
  let spent = 0;
  for (const name of chain) {
    const decoder = decoderOf(name);
    // An image filter, or one PDF.js does not know: the chain's text ends here.
    if (!decoder) break;
    const out = decoder(current, budget - spent);
    if (out === undefined) return undefined;
    spent += out.length;
    current = out;
  }
  return spent;
}

/**
 * Throws DocumentTooLargeError when the PDF's streams together decode past
 * MAX_PDF_INFLATED_BYTES (each stage of a filter chain counts). One pass over the file.
 */
export function checkPdfInflation(bytes: Buffer, budget = MAX_PDF_INFLATED_BYTES): void {
  const raw = bytes.toString('latin1');
  let left = budget;
  let at = 0;
  for (;;) {
    const keyword = nextKeyword(raw, at);
    if (keyword < 0) return;
    const dictionary = dictionaryOf(raw, keyword);
    const start = dataStart(raw, keyword + KEYWORD.length);
    const end = dataEnd(raw, start, lengthOf(dictionary, raw));
    const size = decodedSize(bytes.subarray(start, end), filtersOf(dictionary), left);
    if (size === undefined) {
      throw new DocumentTooLargeError(
        `decodes to more than ${Math.round(budget / (1024 * 1024))} MB`,
      );
    }
    left -= size;
    at = Math.max(end, start) + 1;
  }
}
