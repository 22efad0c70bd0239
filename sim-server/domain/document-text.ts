// Plain text out of an uploaded resume: .txt as UTF-8, .docx from word/document.xml inside the
// zip, .pdf through PDF.js (and, for what PDF.js cannot open, from the text operators of its
// content streams), .rtf without its control words, and .doc as the runs of printable characters
// in its bytes. A .docx or .pdf whose text cannot be found gives '' (a scanned image, a protected
// document), which the parser reports as unreadable.
//
// Files are hostile input: every reader here makes one forward pass over its bytes (no regular
// expression that can backtrack over the whole text), stops once it has `maxChars` characters,
// and inflates at most MAX_INFLATED_BYTES. The caller runs it off the event loop with a deadline
// (resume-reader.ts).
import type { ResumeExtension } from '../../openapi/vocabulary/validation';
import { inflateRawSync, inflateSync } from 'node:zlib';
import { checkPdfInflation } from './pdf-budget';

/** The resume file kinds of section 5, by extension. */
export type DocumentKind = ResumeExtension;

/** Never inflate more than this from one zip entry or PDF stream (a zip bomb stops here). */
export const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** PDF.js reads this many pages at most: a resume's data is at its start. */
export const MAX_PDF_PAGES = 50;
/** A run of printable characters shorter than this is noise in binary data. */
const MIN_PRINTABLE_RUN = 4;
/** TJ kerning below this (thousandths of an em) is a space between words. */
const PDF_WORD_GAP = -200;

/** The document's text, at most `maxChars` characters of it. */
export async function documentText(
  bytes: Uint8Array,
  kind: DocumentKind,
  maxChars: number,
): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (kind) {
    case 'txt':
      return buffer.toString('utf8').slice(0, maxChars);
    case 'rtf':
      return rtfText(buffer.toString('latin1'), maxChars);
    case 'docx':
      return docxText(buffer, maxChars);
    case 'pdf':
      checkPdfInflation(buffer);
      return (await pdfjsText(bytes, maxChars)) || pdfStreamsText(buffer, maxChars);
    case 'doc':
      return printableRuns(buffer).slice(0, maxChars);
  }
}

/** Text that stops growing at a limit, so that no reader builds more than it returns. */
class TextOut {
  private readonly parts: string[] = [];
  private length = 0;

  constructor(private readonly maxChars: number) {}

  get full(): boolean {
    return this.length >= this.maxChars;
  }

  add(text: string): void {
    if (this.full || text === '') return;
    this.parts.push(text);
    this.length += text.length;
  }

  toString(): string {
    return this.parts.join('').slice(0, this.maxChars);
  }
}

/** Runs of printable ASCII in the bytes read as Latin-1 and as UTF-16LE (Word 97 keeps both). */
export function printableRuns(bytes: Buffer): string {
  // One character class, repeated: each match takes a whole run, so the search is one pass.
  const run = new RegExp(`[\\x20-\\x7E\\t]{${MIN_PRINTABLE_RUN},}`, 'g');
  const runs = (text: string) => text.match(run) ?? [];
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  return [...runs(bytes.toString('latin1')), ...runs(even.toString('utf16le'))]
    .map((r) => r.trim())
    .filter((r) => r.length >= MIN_PRINTABLE_RUN)
    .join('\n');
}

/** Inflates at most MAX_INFLATED_BYTES; undefined when the data is not deflated or is larger. */
function inflated(data: Buffer, raw: boolean): Buffer | undefined {
  try {
    const options = { maxOutputLength: MAX_INFLATED_BYTES };
    return raw ? inflateRawSync(data, options) : inflateSync(data, options);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- docx (a zip)

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_BYTES = 22;
const EOCD_MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const DOCX_BODY = 'word/document.xml';

/**
 * One entry of a zip file by name, using the central directory; undefined when unreadable.
 * Hand-written rather than a zip library's: the directory holds at most 65,535 entries, each
 * checked for its signature, so a forged entry count cannot make the walk long.
 */
export function zipEntry(zip: Buffer, name: string): Buffer | undefined {
  try {
    const lowest = Math.max(0, zip.length - EOCD_MIN_BYTES - EOCD_MAX_COMMENT);
    let eocd = -1;
    for (let at = zip.length - EOCD_MIN_BYTES; at >= lowest; at -= 1) {
      if (zip.readUInt32LE(at) === EOCD_SIGNATURE) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) return undefined;
    const entries = zip.readUInt16LE(eocd + 10);
    let at = zip.readUInt32LE(eocd + 16);
    for (let i = 0; i < entries; i += 1) {
      if (zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
      const method = zip.readUInt16LE(at + 10);
      const compressedSize = zip.readUInt32LE(at + 20);
      const nameLength = zip.readUInt16LE(at + 28);
      const extraLength = zip.readUInt16LE(at + 30);
      const commentLength = zip.readUInt16LE(at + 32);
      const localOffset = zip.readUInt32LE(at + 42);
      const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
      if (entryName === name) {
        if (zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) return undefined;
        const start =
          localOffset +
          30 +
          zip.readUInt16LE(localOffset + 26) +
          zip.readUInt16LE(localOffset + 28);
        const data = zip.subarray(start, start + compressedSize);
        if (method === STORED) return data;
        if (method === DEFLATED) return inflated(data, true);
        return undefined;
      }
      at += 46 + nameLength + extraLength + commentLength;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
/** Bounded repetitions: an entity is matched in constant time wherever it starts. */
const XML_ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,8});/gi;
const MAX_CODE_POINT = 0x10ffff;

function decodeXmlEntities(text: string): string {
  return text.replace(XML_ENTITY, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : whole;
    }
    return XML_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** What a WordprocessingML element stands for in the text: a closing tag or an empty element. */
const DOCX_CLOSING_TEXT: Record<string, string> = { 'w:p': '\n' };
const DOCX_EMPTY_TEXT: Record<string, string> = { 'w:br': '\n', 'w:cr': '\n', 'w:tab': '\t' };

/** The character data of the XML, a line per paragraph or break and a tab per tab: one pass. */
export function xmlText(xml: string, maxChars: number): string {
  const out = new TextOut(maxChars);
  let at = 0;
  while (at < xml.length && !out.full) {
    const open = xml.indexOf('<', at);
    out.add(decodeXmlEntities(xml.slice(at, open < 0 ? xml.length : open)));
    if (open < 0) break;
    const close = xml.indexOf('>', open + 1);
    // No '>' after this '<' means none after any later one either: the rest is an unclosed tag.
    if (close < 0) break;
    out.add(docxTagText(xml.slice(open + 1, close)));
    at = close + 1;
  }
  return out.toString();
}

/** A tag's text: only the bare forms Word writes (`</w:p>`, `<w:br/>`), not `<w:tab w:pos=…/>`. */
function docxTagText(tag: string): string {
  if (tag.startsWith('/')) return DOCX_CLOSING_TEXT[tag.slice(1).trimEnd()] ?? '';
  if (!tag.endsWith('/')) return '';
  return DOCX_EMPTY_TEXT[tag.slice(0, -1).trimEnd()] ?? '';
}

function docxText(bytes: Buffer, maxChars: number): string {
  const xml = zipEntry(bytes, DOCX_BODY)?.toString('utf8');
  return xml === undefined ? '' : xmlText(xml, maxChars);
}

// ---------------------------------------------------------------- pdf

/** The text PDF.js finds on the first pages, a line per line; '' when it cannot open the file. */
async function pdfjsText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    // PDF.js may take the buffer over: it gets a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  const out = new TextOut(maxChars);
  try {
    const pdf = await task.promise;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) out.add(item.hasEOL ? `${item.str}\n` : item.str);
      }
      out.add('\n');
      page.cleanup();
      if (out.full) break;
    }
  } catch {
    // Not a PDF PDF.js can open: the content streams are read by hand.
  } finally {
    await task.destroy();
  }
  return out.toString().trim() === '' ? '' : out.toString();
}

const PDF_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
};

/** Each content stream's text, a line per stream; the streams are found in one pass. */
function pdfStreamsText(bytes: Buffer, maxChars: number): string {
  const raw = bytes.toString('latin1');
  const out = new TextOut(maxChars);
  let at = 0;
  while (!out.full) {
    const keyword = raw.indexOf('stream', at);
    if (keyword < 0) break;
    let start = keyword + 'stream'.length;
    if (raw[start] === '\r') start += 1;
    if (raw[start] !== '\n') {
      at = start;
      continue;
    }
    start += 1;
    const end = raw.indexOf('endstream', start);
    // No 'endstream' after this stream means none after a later one: no stream is complete.
    if (end < 0) break;
    let dataEnd = end;
    if (dataEnd > start && raw[dataEnd - 1] === '\n') dataEnd -= 1;
    if (dataEnd > start && raw[dataEnd - 1] === '\r') dataEnd -= 1;
    const data = bytes.subarray(start, dataEnd);
    const text = pdfContentText((inflated(data, false) ?? data).toString('latin1'), maxChars);
    if (text !== '') out.add(`${text}\n`);
    at = end + 'endstream'.length;
  }
  return out.toString().replace(/\n$/, '');
}

const PDF_WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const PDF_DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const PDF_LINE_OPERATORS = new Set(['T*', 'Td', 'TD', 'Tm', 'ET']);
/** Digits after the point only after a point: a long run of digits cannot be split two ways. */
const PDF_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The text the Tj, TJ, ' and " operators of one content stream show, a line per move. A
 * tokenizer that keeps only the last operand (as text), so each character is read once and no
 * token grows past `maxChars`.
 */
export function pdfContentText(content: string, maxChars: number): string {
  const out = new TextOut(maxChars);
  let line = '';
  const breakLine = () => {
    if (line.trim() !== '') out.add(`${line}\n`);
    line = '';
  };
  const show = (text: string) => {
    if (line.length < maxChars) line += text;
  };
  /** The last operand when it is a string, or an array as TJ shows it. */
  let lastString: string | undefined;
  let lastArray: string | undefined;
  let arrayDepth = 0;
  let arrayText = '';
  const operand = (text?: string, gap?: number) => {
    if (arrayDepth === 1 && arrayText.length < maxChars) {
      if (text !== undefined) arrayText += text;
      else if (gap !== undefined && gap < PDF_WORD_GAP) arrayText += ' ';
    }
    if (arrayDepth === 0) {
      lastString = text;
      lastArray = undefined;
    }
  };
  let at = 0;
  while (at < content.length && !out.full) {
    const char = content[at] ?? '';
    if (PDF_WHITESPACE.has(char)) {
      at += 1;
    } else if (char === '(') {
      const [text, next] = pdfLiteral(content, at + 1, maxChars);
      operand(text);
      at = next;
    } else if (char === '[') {
      arrayDepth += 1;
      if (arrayDepth === 1) arrayText = '';
      at += 1;
    } else if (char === ']') {
      if (arrayDepth > 0) arrayDepth -= 1;
      if (arrayDepth === 0) {
        lastString = undefined;
        lastArray = arrayText;
      }
      at += 1;
    } else if (char === '%') {
      while (at < content.length && content[at] !== '\r' && content[at] !== '\n') at += 1;
    } else if (char === '/' || !PDF_DELIMITERS.has(char)) {
      let end = at + 1;
      while (
        end < content.length &&
        !PDF_WHITESPACE.has(content[end] ?? ' ') &&
        !PDF_DELIMITERS.has(content[end] ?? ' ')
      ) {
        end += 1;
      }
      const word = content.slice(at, end);
      at = end;
      if (char === '/') operand();
      else if (PDF_NUMBER.test(word)) operand(undefined, Number(word));
      else if (arrayDepth > 0) operand();
      else {
        if (word === 'TJ' && lastArray !== undefined) show(lastArray);
        else if ((word === 'Tj' || word === "'" || word === '"') && lastString !== undefined) {
          // ' and " move to the next line before they show the text.
          if (word !== 'Tj') breakLine();
          show(lastString);
        } else if (PDF_LINE_OPERATORS.has(word)) breakLine();
        lastString = undefined;
        lastArray = undefined;
      }
    } else {
      // Hex strings, dictionaries and the like: no text this reader shows.
      operand();
      at += 1;
    }
  }
  breakLine();
  return out.toString().replace(/\n$/, '');
}

/** A literal string from just after its '(' to its balancing ')': its text and where it ends. */
function pdfLiteral(content: string, from: number, maxChars: number): [string, number] {
  let text = '';
  const add = (part: string) => {
    if (text.length < maxChars) text += part;
  };
  let depth = 0;
  let at = from;
  while (at < content.length) {
    const char = content[at] ?? '';
    if (char === '\\') {
      const next = content[at + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(content.slice(at + 1, at + 4))?.[0];
      if (octal !== undefined) {
        add(String.fromCharCode(parseInt(octal, 8) & 0xff));
        at += 1 + octal.length;
        continue;
      }
      // A backslash before a line end continues the string on the next line.
      if (next === '\r' && content[at + 2] === '\n') at += 1;
      else if (next !== '\n' && next !== '\r') add(PDF_ESCAPES[next] ?? next);
      at += 2;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')' && depth-- === 0) return [text, at + 1];
    add(char);
    at += 1;
  }
  return [text, at];
}

// ---------------------------------------------------------------- rtf

/** Destinations that hold no document text (as the first control word of their group). */
const RTF_SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'listtable',
  'listoverridetable',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'object',
]);
const RTF_CONTROL_TEXT: Record<string, string> = { par: '\n', line: '\n', tab: '\t' };
const RTF_SYMBOL_TEXT: Record<string, string> = { '~': ' ', _: '-', '-': '' };
const RTF_CONTROL_WORD = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/;
const UNICODE_SKIPPED_DEFAULT = 1;

interface RtfGroup {
  skipped: boolean;
  /** Whether the group has seen anything yet (a destination names itself first). */
  started: boolean;
  /** Characters that stand in for each \u character (\uc). */
  unicodeSkip: number;
}

/** The text of an RTF document: one pass over groups, control words and characters. */
export function rtfText(rtf: string, maxChars: number): string {
  const out = new TextOut(maxChars);
  const groups: RtfGroup[] = [];
  let group: RtfGroup = { skipped: false, started: true, unicodeSkip: UNICODE_SKIPPED_DEFAULT };
  let pendingSkip = 0;
  const emit = (text: string) => {
    if (pendingSkip > 0) {
      pendingSkip -= 1;
      return;
    }
    if (!group.skipped) out.add(text);
  };
  let at = 0;
  while (at < rtf.length && !out.full) {
    const char = rtf[at] ?? '';
    if (char === '{') {
      groups.push(group);
      group = { ...group, started: false };
      pendingSkip = 0;
      at += 1;
      continue;
    }
    if (char === '}') {
      group = groups.pop() ?? group;
      pendingSkip = 0;
      at += 1;
      continue;
    }
    const firstInGroup = !group.started;
    group.started = true;
    if (char === '\r' || char === '\n') {
      at += 1;
    } else if (char !== '\\') {
      emit(char);
      at += 1;
    } else {
      const next = rtf[at + 1] ?? '';
      if (next === '*') {
        if (firstInGroup) group.skipped = true;
        at += 2;
      } else if (next === "'") {
        const hex = rtf.slice(at + 2, at + 4);
        if (/^[0-9a-f]{2}$/i.test(hex)) emit(String.fromCharCode(parseInt(hex, 16)));
        at += 4;
      } else if (next === '\r' || next === '\n') {
        emit('\n');
        at += 2;
      } else {
        const word = RTF_CONTROL_WORD.exec(rtf.slice(at + 1, at + 45));
        if (!word) {
          emit(RTF_SYMBOL_TEXT[next] ?? next);
          at += 2;
          continue;
        }
        at += 1 + word[0].length;
        const [, name = '', parameter] = word;
        const text = RTF_CONTROL_TEXT[name];
        if (firstInGroup && RTF_SKIPPED_DESTINATIONS.has(name)) {
          group.skipped = true;
        } else if (name === 'uc') {
          group.unicodeSkip = Number(parameter ?? UNICODE_SKIPPED_DEFAULT);
        } else if (name === 'u' && parameter !== undefined) {
          const code = Number(parameter);
          pendingSkip = 0;
          emit(String.fromCharCode(code < 0 ? code + 0x10000 : code));
          // The next characters are the same character for readers without Unicode.
          pendingSkip = group.unicodeSkip;
        } else if (text !== undefined) {
          emit(text);
        }
      }
    }
  }
  return out.toString();
}
