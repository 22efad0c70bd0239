// One entry out of a zip file (a .docx is a zip), read through its central directory.
import { inflated } from './inflate';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_BYTES = 22;
const EOCD_MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

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
