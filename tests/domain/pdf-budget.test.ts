// The PDF decoding budget sees every stream as PDF.js's parser does, through its whole filter
// chain (audit 2026-11-28, M4): three 2 KB files got past a budget that saw only the first
// inflation, and PDF.js decoded a gigabyte from each.
import { brotliCompressSync, constants, deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkPdfInflation,
  DocumentTooLargeError,
  MAX_PDF_INFLATED_BYTES,
} from '../../sim-server/documents/pdf-budget';
import { pdfWith } from '../sim/helpers';

const MB = 1024 * 1024;
/** A small budget, so that each bomb stays small in the test. */
const BUDGET = 8 * MB;

/** A one-page PDF whose content stream's dictionary holds `dictionary`, then `between` and data. */
function pdf(dictionary: string, data: Buffer, between = '\n'): Buffer {
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n' +
        `4 0 obj << /Length ${data.length} ${dictionary} >>\nstream${between}`,
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R /Size 5 >>\n%%EOF\n'),
  ]);
}

/** A zlib stream of `mb` megabytes of spaces, about 1 KB a MB. */
function flateBomb(mb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB, 0x20), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const blocks = Buffer.concat(Array.from({ length: mb }, () => block));
  return Buffer.concat([Buffer.from([0x78, 0xda]), blocks, Buffer.from([0x03, 0x00, 0, 0, 0, 0])]);
}

const tooLarge = (file: Buffer) => () => checkPdfInflation(file, BUDGET);

describe('The PDF decoding budget', () => {
  it('holds 64 MB for a whole file', () => {
    expect(MAX_PDF_INFLATED_BYTES).toBe(67_108_864);
  });

  it('When a resume PDF is honest, then it passes', () => {
    expect(() => checkPdfInflation(pdfWith(['Asha Rao', 'Java developer']), BUDGET)).not.toThrow();
  });

  it('When one Flate stream inflates past the budget, then it is refused', () => {
    expect(tooLarge(pdf('/Filter /FlateDecode', flateBomb(16)))).toThrow(DocumentTooLargeError);
  });

  it('When two Flate filters are chained, then the second inflation counts (probe: double.pdf)', () => {
    // 16 MB of spaces deflated, deflated again: the first stage alone is a few KB.
    const inner = flateBomb(16);
    const outer = deflateSync(inner);
    expect(() => checkPdfInflation(pdf('/Filter /FlateDecode', outer), BUDGET)).not.toThrow();
    expect(tooLarge(pdf('/Filter [/FlateDecode /FlateDecode]', outer))).toThrow(
      DocumentTooLargeError,
    );
  });

  it('When ASCIIHex comes before Flate, then the Flate data under the hex counts', () => {
    const hex = Buffer.from(`${flateBomb(16).toString('hex')}>`);
    expect(tooLarge(pdf('/Filter [/ASCIIHexDecode /FlateDecode]', hex))).toThrow(
      DocumentTooLargeError,
    );
    expect(tooLarge(pdf('/Filter [/AHx /Fl]', hex))).toThrow(DocumentTooLargeError);
  });

  it('When spaces stand between `stream` and the line break, then the data is found as PDF.js finds it', () => {
    expect(tooLarge(pdf('/Filter /FlateDecode', flateBomb(16), '   \r\n'))).toThrow(
      DocumentTooLargeError,
    );
    expect(tooLarge(pdf('/Filter /FlateDecode', flateBomb(16), ' % a comment\n'))).toThrow(
      DocumentTooLargeError,
    );
  });

  it('When the filter is named with the short key /F, then it counts too', () => {
    expect(tooLarge(pdf('/F /FlateDecode', flateBomb(16)))).toThrow(DocumentTooLargeError);
  });

  it('When /Length is an indirect object and the data holds `endstream`, then the whole stream counts', () => {
    // A zlib stream whose first block is stored and holds the bytes `endstream`, then the bomb.
    const text = Buffer.from('\nendstream\n');
    const stored = Buffer.from([0x00, text.length, 0, ~text.length & 0xff, 0xff]);
    const bomb = flateBomb(16);
    const data = Buffer.concat([Buffer.from([0x78, 0x01]), stored, text, bomb.subarray(2)]);
    const file = Buffer.concat([
      Buffer.from(`%PDF-1.4\n5 0 obj ${data.length} endobj\n`),
      pdf('/Filter /FlateDecode', data).subarray(9),
    ]);
    const indirect = Buffer.from(
      file.toString('latin1').replace(`/Length ${data.length} `, '/Length 5 0 R '),
      'latin1',
    );
    expect(tooLarge(indirect)).toThrow(DocumentTooLargeError);
  });

  it('When a run-length, ASCII85 or Brotli stream decodes past the budget, then it is refused', () => {
    const pairs = (16 * MB) / 128;
    const runs = Buffer.alloc(pairs * 2 + 1);
    for (let i = 0; i < pairs; i += 1) runs.set([129, 0x20], i * 2);
    runs[pairs * 2] = 128;
    expect(tooLarge(pdf('/Filter /RunLengthDecode', runs))).toThrow(DocumentTooLargeError);
    const zeros = Buffer.from(`${'z'.repeat((3 * MB) / 4 + 1)}~>`);
    expect(() => checkPdfInflation(pdf('/Filter /ASCII85Decode', zeros), 2 * MB)).toThrow(
      DocumentTooLargeError,
    );
    const brotli = brotliCompressSync(Buffer.alloc(16 * MB, 0x20));
    expect(tooLarge(pdf('/Filter /BrotliDecode', brotli))).toThrow(DocumentTooLargeError);
  });

  it('When an LZW stream decodes past the budget, then it is refused', () => {
    // After a clear, a space, then codes 258, 259, ... each naming a string one byte longer than
    // the last: 4,000 codes (5 KB) decode to 7 MB of spaces.
    const codes = [256, 0x20, ...Array.from({ length: 4095 - 258 }, (_, i) => 258 + i)];
    // The decoder widens its codes (early change) once 511, 1023 and 2047 entries are made.
    const widthOf = (index: number) =>
      index < 2 ? 9 : Math.min(12, 9 + Math.floor(Math.log2((index - 1 + 258) / 256)));
    const bits = codes.map((code, i) => code.toString(2).padStart(widthOf(i), '0')).join('');
    const bytes = Buffer.alloc(Math.ceil(bits.length / 8));
    for (let i = 0; i < bytes.length; i += 1)
      bytes[i] = parseInt(bits.slice(i * 8, i * 8 + 8).padEnd(8, '0'), 2);
    expect(() => checkPdfInflation(pdf('/Filter /LZWDecode', bytes), 8 * MB)).not.toThrow();
    expect(() => checkPdfInflation(pdf('/Filter /LZWDecode', bytes), 1 * MB)).toThrow(
      DocumentTooLargeError,
    );
  });
});
