// PDF bombs that got past the old decoding budget (audit 2026-11-28, M4), for the test that
// uploads them and the benchmark that measures the memory they leave (scripts/bench-pdf-bombs.ts):
// a filter chain (Flate twice, ASCIIHex before Flate), spaces after `stream`, and a chain named
// through an indirect object, which no budget reads (the reader process's memory bound stops it).
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

const MB = 1024 * 1024;

/** A zlib stream of `mb` megabytes of spaces, about 1 KB a MB. */
export function flateBomb(mb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB, 0x20), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const blocks = Buffer.concat(Array.from({ length: mb }, () => block));
  return Buffer.concat([Buffer.from([0x78, 0xda]), blocks, Buffer.from([0x03, 0x00, 0, 0, 0, 0])]);
}

/** A one-page PDF whose content stream's /Filter is `filter`; `extra` objects before it. */
export function pdfWithFilter(filter: string, data: Buffer, between = '\n', extra = ''): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n${extra}1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n' +
        `4 0 obj << /Length ${data.length} /Filter ${filter} >>\nstream${between}`,
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R /Size 6 >>\n%%EOF\n'),
  ]);
}

const GIGABYTE_MB = 1024;
const QUARTER_GIGABYTE_MB = 256;

/** The four shapes, each a few KB to 1 MB that PDF.js decoded to a gigabyte or so. */
export function hostilePdfs(): Array<[string, Buffer]> {
  const hexBomb = Buffer.from(`${flateBomb(QUARTER_GIGABYTE_MB).toString('hex')}>`);
  return [
    [
      'Flate twice',
      pdfWithFilter('[/FlateDecode /FlateDecode]', deflateSync(flateBomb(GIGABYTE_MB))),
    ],
    ['ASCIIHex before Flate', pdfWithFilter('[/ASCIIHexDecode /FlateDecode]', hexBomb)],
    ['spaces after stream', pdfWithFilter('/FlateDecode', flateBomb(GIGABYTE_MB), '      \n')],
    [
      'a chain in an indirect object',
      pdfWithFilter('5 0 R', hexBomb, '\n', '5 0 obj [/ASCIIHexDecode /FlateDecode] endobj\n'),
    ],
  ];
}
