// One simulator per data folder: a second one on the same state would write over the first's
// log, losing acknowledged writes. The lock file holds the owner's process id; a lock whose
// process is gone (a crash) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class StoreLockedError extends Error {
  constructor(file: string, pid: number) {
    super(
      `Another simulator (process ${pid}) is using the state in ${file}. Stop it, or start this ` +
        `one with SIM_DATA_DIR set to another folder.`,
    );
    this.name = 'StoreLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of a state file; answers its release. */
export function lockStateFile(stateFile: string): () => void {
  const lock = `${stateFile}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new StoreLockedError(stateFile, owner);
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lock}.`);
}
