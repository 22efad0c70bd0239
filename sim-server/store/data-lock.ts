// One simulator per data folder: a second one on the same state would write over the first's
// log, losing acknowledged writes. The lock file names its owner by process id, the process's
// start time and the machine's boot: a lock whose owner is gone, a zombie, or whose id now belongs
// to another process (ids repeat after a container restart) is stale and is taken over. Taking a
// stale lock over is atomic (audit 2026-11-26, M6): the lock is made by linking a file already
// written, and a stale one is first moved aside and checked to be the one judged stale.
import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';

export class StoreLockedError extends Error {
  constructor(file: string, lock: string, pid: number) {
    super(
      `Another simulator (process ${pid}) is using the state in ${file}. Stop it, or start this ` +
        `one with SIM_DATA_DIR set to another folder. If no simulator runs, delete ${lock}.`,
    );
    this.name = 'StoreLockedError';
  }
}

/** Who holds a lock: what the lock file says. */
interface Owner {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/PID/stat field 22). */
  start?: string;
  boot?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const bootId = readText('/proc/sys/kernel/random/boot_id');

/** State and start time of a process from /proc; undefined when it is gone or there is no /proc. */
function processStat(pid: number): { state: string; start: string } | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // The command name (field 2) may hold spaces and parentheses: fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}

function ownerOf(text: string | undefined): Owner | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return { pid: Number(text) }; // the lock of an earlier version
  try {
    const parsed = JSON.parse(text) as Partial<Owner>;
    return typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0
      ? { pid: parsed.pid, start: parsed.start, boot: parsed.boot }
      : undefined;
  } catch {
    return undefined;
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the owner a lock names still runs. */
function alive(owner: Owner): boolean {
  if (owner.pid === process.pid) return false;
  if (owner.boot !== undefined && bootId !== undefined && owner.boot !== bootId) return false;
  if (!existsSync('/proc/self/stat')) return signalable(owner.pid);
  const stat = processStat(owner.pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  return owner.start === undefined || owner.start === stat.start;
}

/** A lock that cannot be taken for another reason than its owner (a folder in its place, say). */
export class LockFileError extends Error {
  constructor(lock: string, why: string) {
    super(`Could not take the lock ${lock} (${why}). If no simulator runs, delete it.`);
    this.name = 'LockFileError';
  }
}

function lockError(lock: string, error: unknown): LockFileError {
  return new LockFileError(lock, (error as Error).message);
}

/** Writes this process's lock text to a file of its own, to be linked as the lock. */
function writeCandidate(lock: string): string {
  const candidate = `${lock}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(candidate, 'w');
  try {
    const me: Owner = { pid: process.pid, start: processStat(process.pid)?.start, boot: bootId };
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  return candidate;
}

/**
 * Moves a stale lock aside, if the lock is still the one judged stale. Answers false when it
 * turned out to be another starter's fresh lock (which is put back).
 */
function moveStaleAside(lock: string, staleText: string): boolean {
  const aside = `${lock}.${process.pid}.stale`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true; // another starter did
    throw error;
  }
  const moved = readText(aside);
  if (moved === staleText) {
    rmSync(aside, { force: true });
    return true;
  }
  try {
    linkSync(aside, lock);
  } finally {
    rmSync(aside, { force: true });
  }
  return false;
}

const ATTEMPTS = 8;

/** Takes the lock of a state file; answers its release. */
export function lockStateFile(stateFile: string): () => void {
  const lock = `${stateFile}.lock`;
  let candidate: string;
  try {
    candidate = writeCandidate(lock);
  } catch (error) {
    throw lockError(lock, error);
  }
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        linkSync(candidate, lock);
        return () => rmSync(lock, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw lockError(lock, error);
      }
      const text = readText(lock);
      if (text === undefined) {
        // Gone, or moved aside for a moment by another starter checking it (moveStaleAside): try
        // again; a lock still there and unreadable after every attempt is damaged.
        if (attempt === ATTEMPTS - 1 && existsSync(lock))
          throw new LockFileError(lock, 'it is not a readable file');
        continue;
      }
      const owner = ownerOf(text);
      if (owner && alive(owner)) throw new StoreLockedError(stateFile, lock, owner.pid);
      try {
        moveStaleAside(lock, text);
      } catch (error) {
        throw lockError(lock, error);
      }
    }
    throw lockError(lock, new Error('other simulators kept taking it'));
  } finally {
    rmSync(candidate, { force: true });
  }
}
