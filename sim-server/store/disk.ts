// The store's writes to disk, in one place: the log's appends and fdatasyncs, and the upload files'
// durable writes. The running simulator uses the real disk; a test hands start() a disk that
// refuses (ENOSPC) to prove a full disk without root or a tmpfs.
import { fdatasync, write } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Disk {
  /** Writes the whole buffer at the end of the open file `fd`. */
  append(fd: number, data: Buffer): Promise<void>;
  /** Makes what was written to `fd` durable. */
  datasync(fd: number): Promise<void>;
  /**
   * Writes a whole file durably before anything names it: a temporary name, fsynced, then a
   * rename and an fsync of the folder. A write that fails leaves no temporary file.
   */
  writeFile(path: string, data: Buffer): Promise<void>;
}

function appendAll(fd: number, buffer: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const from = (offset: number) =>
      write(fd, buffer, offset, buffer.length - offset, null, (error, written) => {
        if (error) reject(error);
        else if (offset + written < buffer.length) from(offset + written);
        else resolve();
      });
    from(0);
  });
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeFileDurably(path: string, data: Buffer): Promise<void> {
  const folder = dirname(path);
  const temporary = `${path}.tmp`;
  await mkdir(folder, { recursive: true });
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
    await syncFolder(folder);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export const realDisk: Disk = {
  append: appendAll,
  datasync: (fd) =>
    new Promise((resolve, reject) => fdatasync(fd, (e) => (e ? reject(e) : resolve()))),
  writeFile: writeFileDurably,
};

/** Whether an error says the disk (or the user's quota) is full: answered 507, not 500. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG';
}
