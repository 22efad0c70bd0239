// PDF stream filters decoded within a budget, for pdf-budget.ts: each decoder stops, answering
// `undefined`, once its output would pass the bytes left. Every filter PDF.js decodes into memory
// for a content stream is here (Flate, LZW, ASCIIHex, ASCII85, RunLength, Brotli); image filters
// (DCT, JPX, CCITT, JBIG2) are not decoded for text and end a chain where they stand.
import { brotliDecompressSync, constants, inflateSync } from 'node:zlib';

/** Decodes `data`; undefined when the output would pass `budget` bytes. */
export type BudgetedDecoder = (data: Buffer, budget: number) => Buffer | undefined;

const TOO_LARGE = 'ERR_BUFFER_TOO_LARGE';
/**
 * zlib's output chunks: large enough to be mapped memory of their own, which goes back to the
 * system once freed (16 KB chunks stayed in the heap: 64 MB inflated kept 65 MB of RSS).
 */
const CHUNK_BYTES = 1024 * 1024;

function flate(data: Buffer, budget: number): Buffer | undefined {
  try {
    // A sync flush at the end reads a stream cut short (or padded) as far as it goes, as PDF.js.
    const out = inflateSync(data, {
      chunkSize: CHUNK_BYTES,
      maxOutputLength: budget + 1,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    return out.length > budget ? undefined : out;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === TOO_LARGE ? undefined : Buffer.alloc(0);
  }
}

function brotli(data: Buffer, budget: number): Buffer | undefined {
  try {
    const out = brotliDecompressSync(data, {
      chunkSize: CHUNK_BYTES,
      maxOutputLength: budget + 1,
    });
    return out.length > budget ? undefined : out;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === TOO_LARGE ? undefined : Buffer.alloc(0);
  }
}

const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Two hex digits a byte; whitespace and other bytes skipped; `>` ends it. */
function asciiHex(data: Buffer): Buffer {
  const out = Buffer.alloc(Math.ceil(data.length / 2));
  let length = 0;
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    const value = hexValue(byte);
    if (value < 0) continue;
    if (high < 0) high = value;
    else {
      out[length++] = (high << 4) | value;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return out.subarray(0, length);
}

const BASE85_GROUP = 5;

/** Groups of five characters four bytes, `z` four zeros; `~` ends it (at most 4 bytes a byte). */
function ascii85(data: Buffer, budget: number): Buffer | undefined {
  if (data.length * 4 > budget * 5 + 4 && data.includes(0x7a)) {
    // Only `z` expands: counted before anything is made.
    let zeros = 0;
    for (const byte of data) if (byte === 0x7a) zeros += 1;
    if (zeros * 4 > budget) return undefined;
  }
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < BASE85_GROUP) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let i = 3; i >= 4 - count; i -= 1) out.push((value >>> (i * 8)) & 0xff);
    group = [];
  };
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (isWhite(byte)) continue;
    if (byte === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === BASE85_GROUP) flush(4);
    }
    if (out.length > budget) return undefined;
  }
  if (group.length > 1) flush(group.length - 1);
  return out.length > budget ? undefined : Buffer.from(out);
}

/** A length byte, then bytes copied or one byte repeated (up to 128 bytes from two). */
function runLength(data: Buffer, budget: number): Buffer | undefined {
  let size = 0;
  for (let at = 0; at < data.length;) {
    const length = data[at] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      size += length + 1;
      at += length + 2;
    } else {
      size += 257 - length;
      at += 2;
    }
    if (size > budget) return undefined;
  }
  const out = Buffer.alloc(size);
  let written = 0;
  for (let at = 0; at < data.length && written < size;) {
    const length = data[at] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      written += data.copy(out, written, at + 1, at + length + 2);
      at += length + 2;
    } else {
      out.fill(data[at + 1] ?? 0, written, written + 257 - length);
      written += 257 - length;
      at += 2;
    }
  }
  return out.subarray(0, written);
}

const LZW_CLEAR = 256;
const LZW_END = 257;
const LZW_MAX_CODES = 4096;

/** LZW with early change, as PDF.js reads it: codes of 9 to 12 bits, 256 clears, 257 ends. */
function lzw(data: Buffer, budget: number): Buffer | undefined {
  const prefixes = new Int32Array(LZW_MAX_CODES);
  const suffixes = new Uint8Array(LZW_MAX_CODES);
  const lengths = new Int32Array(LZW_MAX_CODES);
  for (let i = 0; i < 256; i += 1) {
    suffixes[i] = i;
    lengths[i] = 1;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let held = 0;
  let at = 0;
  const entry = (code: number): Buffer => {
    const out = Buffer.alloc(lengths[code] ?? 0);
    for (let c = code, i = out.length - 1; i >= 0; i -= 1) {
      out[i] = suffixes[c] ?? 0;
      c = prefixes[c] ?? 0;
    }
    return out;
  };
  for (;;) {
    while (bits < width && at < data.length) {
      held = ((held << 8) | (data[at++] ?? 0)) >>> 0;
      bits += 8;
    }
    if (bits < width) break;
    bits -= width;
    const code = (held >>> bits) & ((1 << width) - 1);
    if (code === LZW_END) break;
    if (code === LZW_CLEAR) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    let out: Buffer;
    if (code < next && (code < 256 || code > LZW_END)) out = entry(code);
    else if (code === next && previous >= 0) {
      const before = entry(previous);
      out = Buffer.concat([before, before.subarray(0, 1)]);
    } else break;
    size += out.length;
    if (size > budget) return undefined;
    chunks.push(out);
    if (previous >= 0 && next < LZW_MAX_CODES) {
      prefixes[next] = previous;
      suffixes[next] = out[0] ?? 0;
      lengths[next] = (lengths[previous] ?? 0) + 1;
      next += 1;
    }
    previous = code;
    if (next + 1 >= 1 << width && width < 12) width += 1;
  }
  return Buffer.concat(chunks);
}

/** The decoders by every name PDF.js takes (abbreviations of inline images included). */
const DECODERS: Record<string, BudgetedDecoder> = {
  FlateDecode: flate,
  Fl: flate,
  LZWDecode: lzw,
  LZW: lzw,
  ASCIIHexDecode: (data, budget) => (data.length / 2 > budget + 1 ? undefined : asciiHex(data)),
  AHx: (data, budget) => (data.length / 2 > budget + 1 ? undefined : asciiHex(data)),
  ASCII85Decode: ascii85,
  A85: ascii85,
  RunLengthDecode: runLength,
  RL: runLength,
  BrotliDecode: brotli,
};

/** The decoder PDF.js would run for a filter name; undefined for image and unknown filters. */
export function decoderOf(name: string): BudgetedDecoder | undefined {
  return Object.hasOwn(DECODERS, name) ? DECODERS[name] : undefined;
}
