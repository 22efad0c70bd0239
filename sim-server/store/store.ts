// Seeker state, persisted as one JSON file through lowdb, the same database json-server's router
// serves at /__sim/db. Writes go to a temporary file that is fsynced and renamed over the store,
// so a crash mid-write leaves either the old or the new state, never a torn file.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import low from 'lowdb';
import type { AdapterSync } from 'lowdb';
import type { StoreState } from './state';

/** The subset of a lowdb 1.x database the simulator and json-server's router use. */
export interface LowDatabase {
  getState(): unknown;
  setState(state: unknown): LowDatabase;
  write(): unknown;
}

/** A lowdb 1.x sync adapter whose writes are atomic. */
class AtomicJsonFile {
  constructor(
    readonly source: string,
    readonly defaultValue: StoreState,
  ) {}

  read(): unknown {
    if (!existsSync(this.source)) {
      this.write(this.defaultValue);
      return this.defaultValue;
    }
    const text = readFileSync(this.source, 'utf8').trim();
    return text === '' ? this.defaultValue : (JSON.parse(text) as unknown);
  }

  write(data: unknown): void {
    // Serialise first: a state that cannot be written never touches the disk.
    const text = JSON.stringify(data);
    const temporary = `${this.source}.${process.pid}.tmp`;
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
    renameSync(temporary, this.source);
  }
}

export class Store {
  readonly db: LowDatabase;

  constructor(file: string, initial: () => StoreState) {
    mkdirSync(dirname(file), { recursive: true });
    const adapter = new AtomicJsonFile(file, initial()) as unknown as AdapterSync;
    this.db = low(adapter) as unknown as LowDatabase;
  }

  get state(): StoreState {
    return this.db.getState() as StoreState;
  }

  /** Applies a change to the state and persists it before returning. */
  update<T>(change: (state: StoreState) => T): T {
    const result = change(this.state);
    this.db.write();
    return result;
  }

  /** Resolves once every change made so far is durable. */
  durable(): Promise<void> {
    return Promise.resolve();
  }

  replace(state: StoreState): void {
    this.db.setState(state);
    this.db.write();
  }
}
