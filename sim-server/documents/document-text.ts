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
import { printableRuns } from './doc';
import { docxText } from './docx';
import { pdfjsText, pdfStreamsText } from './pdf';
import { checkPdfInflation } from './pdf-budget';
import { rtfText } from './rtf';

/** The resume file kinds of section 5, by extension. */
export type DocumentKind = ResumeExtension;

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
