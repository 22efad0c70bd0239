// Plain text out of an uploaded resume, by heuristics good enough for a simulator: .txt as UTF-8,
// .docx from word/document.xml inside the zip, .pdf from the text operators of its (inflated)
// content streams, .rtf with its control words stripped, and .doc as the runs of printable
// characters in its bytes. A .docx or .pdf whose text cannot be found gives '' (a scanned image,
// a protected document), which the parser reports as unreadable.
import { inflateRawSync, inflateSync } from 'node:zlib';

export type DocumentKind = 'doc' | 'docx' | 'pdf' | 'rtf' | 'txt';

/** Never inflate more than this from one zip entry or PDF stream (a zip bomb stops here). */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** A run of printable characters shorter than this is noise in binary data. */
const MIN_PRINTABLE_RUN = 4;
/** TJ kerning below this (thousandths of an em) is a space between words. */
const PDF_WORD_GAP = -200;

export function documentText(bytes: Buffer, kind: DocumentKind): string {
  switch (kind) {
    case 'txt':
      return bytes.toString('utf8');
    case 'rtf':
      return rtfText(bytes.toString('latin1'));
    case 'docx':
      return docxText(bytes) ?? '';
    case 'pdf':
      return pdfText(bytes);
    case 'doc':
      return printableRuns(bytes);
  }
}

/** Runs of printable ASCII in the bytes read as Latin-1 and as UTF-16LE (Word 97 keeps both). */
export function printableRuns(bytes: Buffer): string {
  const run = new RegExp(`[\\x20-\\x7E\\t]{${MIN_PRINTABLE_RUN},}`, 'g');
  const runs = (text: string) => text.match(run) ?? [];
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  return [...runs(bytes.toString('latin1')), ...runs(even.toString('utf16le'))]
    .map((r) => r.trim())
    .filter((r) => r.length >= MIN_PRINTABLE_RUN)
    .join('\n');
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

/** One entry of a zip file by name, using the central directory; undefined when unreadable. */
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
        if (method === DEFLATED)
          return inflateRawSync(data, { maxOutputLength: MAX_INFLATED_BYTES });
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

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function docxText(bytes: Buffer): string | undefined {
  const xml = zipEntry(bytes, DOCX_BODY)?.toString('utf8');
  if (xml === undefined) return undefined;
  const text = xml
    .replace(/<\/w:p>|<w:br\s*\/>|<w:cr\s*\/>/g, '\n')
    .replace(/<w:tab\s*\/>/g, '\t')
    .replace(/<[^>]*>/g, '');
  return decodeXmlEntities(text);
}

// ---------------------------------------------------------------- pdf

const PDF_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
};

function pdfString(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|.)/gs, (_whole, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
    return PDF_ESCAPES[escaped] ?? (escaped === '\n' || escaped === '\r' ? '' : escaped);
  });
}

const PDF_LITERAL = String.raw`\(((?:\\.|[^\\)])*)\)`;

/** The text the Tj, TJ, ' and " operators of one content stream show, a line per move. */
function pdfContentText(content: string): string {
  const operators = new RegExp(
    String.raw`\[((?:\\.|[^\]\\])*)\]\s*TJ|${PDF_LITERAL}\s*(Tj|'|")|(?<![A-Za-z*])(?:T\*|Td|TD|Tm|ET)(?![A-Za-z*])`,
    'gs',
  );
  const lines: string[] = [];
  let line = '';
  const breakLine = () => {
    if (line.trim() !== '') lines.push(line);
    line = '';
  };
  for (const match of content.matchAll(operators)) {
    const [, array, literal, operator] = match;
    if (array !== undefined) {
      const parts = new RegExp(`${PDF_LITERAL}|(-?\\d+(?:\\.\\d+)?)`, 'gs');
      for (const [, text, gap] of array.matchAll(parts)) {
        if (text !== undefined) line += pdfString(text);
        else if (Number(gap) < PDF_WORD_GAP) line += ' ';
      }
    } else if (literal !== undefined) {
      // ' and " move to the next line before they show the text.
      if (operator !== 'Tj') breakLine();
      line += pdfString(literal);
    } else {
      breakLine();
    }
  }
  breakLine();
  return lines.join('\n');
}

function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const [, data] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\n?endstream/g)) {
    if (data === undefined) continue;
    let content = data;
    try {
      content = inflateSync(Buffer.from(data, 'latin1'), {
        maxOutputLength: MAX_INFLATED_BYTES,
      }).toString('latin1');
    } catch {
      // Not deflated: the stream is used as it is.
    }
    const text = pdfContentText(content);
    if (text !== '') texts.push(text);
  }
  return texts.join('\n');
}

// ---------------------------------------------------------------- rtf

/** Destination groups that hold no document text. */
const RTF_SKIPPED_GROUPS =
  /^\{\\(\*|fonttbl|colortbl|stylesheet|info|pict|listtable|header|footer)/;

function withoutGroups(rtf: string): string {
  let out = '';
  let at = 0;
  while (at < rtf.length) {
    if (rtf[at] === '{' && RTF_SKIPPED_GROUPS.test(rtf.slice(at, at + 16))) {
      let depth = 0;
      for (; at < rtf.length; at += 1) {
        if (rtf[at] === '\\') at += 1;
        else if (rtf[at] === '{') depth += 1;
        else if (rtf[at] === '}' && --depth === 0) break;
      }
      at += 1;
      continue;
    }
    out += rtf[at];
    at += 1;
  }
  return out;
}

function rtfText(rtf: string): string {
  return withoutGroups(rtf)
    .replace(/\\'([0-9a-f]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(par|line)d?\b ?/g, '\n')
    .replace(/\\tab\b ?/g, '\t')
    .replace(/\\[a-z]+-?\d* ?/gi, '')
    .replace(/(?<!\\)[{}]/g, '')
    .replace(/\\([{}\\])/g, '$1');
}
