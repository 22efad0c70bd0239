// The store's writes to disk, in one place: the log's durable appends, and the upload files'
// durable writes. The running simulator uses the real disk; a test hands start() a disk that
// refuses (ENOSPC) to prove a full disk without root or a tmpfs.
import { constants, write } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * How the log is opened: each write is on disk when it returns (O_DSYNC, what a write and an
 * fdatasync make durable), so that one call to the thread pool writes and syncs a batch while
 * JavaScript runs on; a write and then an fdatasync would wait for the event loop in between.
 */
export const DURABLE_APPEND =
  constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC;

export interface Disk {
  /** Writes the whole buffer at the end of `fd` (opened with DURABLE_APPEND): durable once done. */
  appendDurably(fd: number, data: Buffer): Promise<void>;
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
  appendDurably: appendAll,
  writeFile: writeFileDurably,
};

/** Whether an error says the disk (or the user's quota) is full: answered 507, not 500. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG';
}
