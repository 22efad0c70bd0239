// A .pdf: its text through PDF.js, and, for what PDF.js cannot open, from the text operators of
// its content streams (pdf-content.ts).
import { inflated } from './inflate';
import { MAX_PDF_PAGES } from './limits';
import { pdfContentText } from './pdf-content';
import { TextOut } from './text-out';

/** The text PDF.js finds on the first pages, a line per line; '' when it cannot open the file. */
export async function pdfjsText(bytes: Uint8Array, maxChars: number): Promise<string> {
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

/** Each content stream's text, a line per stream; the streams are found in one pass. */
export function pdfStreamsText(bytes: Buffer, maxChars: number): string {
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
