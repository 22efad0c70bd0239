// The store's snapshot file: the whole state as one JSON document (the shape json-server serves),
// written to a temporary file that is fsynced and renamed over the old one, and the directory
// fsynced, so that a crash leaves the old snapshot or the new one, never a torn file.
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fsyncPath } from './write-log';

export function writeSnapshot(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
  fsyncPath(dirname(file));
}

/** Temporary snapshots a crash left behind (only the lock's holder may remove them). */
export function removeTemporaryFiles(file: string): void {
  const prefix = `${basename(file)}.`;
  for (const name of readdirSync(dirname(file))) {
    if (name.startsWith(prefix) && name.endsWith('.tmp'))
      rmSync(join(dirname(file), name), { force: true });
  }
}
