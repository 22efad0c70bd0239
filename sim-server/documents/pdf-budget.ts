// What a PDF may inflate to, checked before PDF.js reads it. PDF.js decodes a content stream
// whole, into ArrayBuffers it grows by doubling, and has no option to stop: a 4.7 MB stream of
// deflated spaces took the simulator from 219 MB to 1.9 GB (audit 2026-11-26, H3), and the
// worker's heap limit does not cover ArrayBuffers. Every Flate stream is inflated here first,
// against one budget for the whole file; a file past it is refused unread. Other filters (LZW,
// run-length) are bounded by the reader's memory watchdog (resume-reader.ts).
import { constants, inflateSync } from 'node:zlib';

/** All of a resume PDF's streams together may inflate to at most this many bytes. */
export const MAX_PDF_INFLATED_BYTES = 64 * 1024 * 1024;

/** A document that would need more memory than a resume may take: refused, never read. */
export class DocumentTooLargeError extends Error {
  constructor(what: string) {
    super(`The document ${what}.`);
    this.name = 'DocumentTooLargeError';
  }
}

const ZLIB_HEADER_METHOD = 0x08;

/** Whether the bytes start like a zlib stream (deflate method, valid header check). */
function zlibStart(data: Buffer): boolean {
  const [cmf = 0, flg = 0] = data;
  return (cmf & 0x0f) === ZLIB_HEADER_METHOD && ((cmf << 8) | flg) % 31 === 0;
}

/** How many bytes the stream inflates to, up to `budget` + 1; 0 when it is not a zlib stream. */
function inflatedSize(data: Buffer, budget: number): number {
  if (!zlibStart(data)) return 0;
  try {
    // A sync flush at the end reads a stream cut short (or padded) as far as it goes.
    return inflateSync(data, {
      maxOutputLength: budget + 1,
      finishFlush: constants.Z_SYNC_FLUSH,
    }).length;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? budget + 1 : 0;
  }
}

/**
 * Throws DocumentTooLargeError when the PDF's Flate streams together inflate past
 * MAX_PDF_INFLATED_BYTES. One pass over the file; each stream runs from its `stream` keyword to
 * the next `endstream` (or the end of the file, as PDF.js reads a stream by its /Length).
 */
export function checkPdfInflation(bytes: Buffer, budget = MAX_PDF_INFLATED_BYTES): void {
  const raw = bytes.toString('latin1');
  let left = budget;
  let at = 0;
  for (;;) {
    const keyword = raw.indexOf('stream', at);
    if (keyword < 0) return;
    let start = keyword + 'stream'.length;
    if (raw[start] === '\r') start += 1;
    if (raw[start] === '\n') start += 1;
    const end = raw.indexOf('endstream', start);
    const size = inflatedSize(bytes.subarray(start, end < 0 ? bytes.length : end), left);
    if (size > left) {
      throw new DocumentTooLargeError(
        `inflates to more than ${Math.round(budget / (1024 * 1024))} MB`,
      );
    }
    left -= size;
    if (end < 0) return;
    at = end + 'endstream'.length;
  }
}
