// Opening the store after a stop or a crash: the snapshot, then every logged transaction newer
// than it, in order. A last line cut short by a crash was never acknowledged (its fsync had not
// returned), so it is dropped and the file cut back to the last whole line; a damaged line anywhere
// else stops the start with a one-line error that says how to recover.
import { existsSync, readFileSync, truncateSync } from 'node:fs';
import type { LogEntry } from './write-log';
import type { Collection, StoreState } from './state';
import type { StoredScenario } from './scenario-view';

export class StoreDamagedError extends Error {
  constructor(file: string, problem: string) {
    super(
      `The stored state in ${file} is damaged (${problem}). Move or delete that file to start ` +
        `again from the seeded state.`,
    );
    this.name = 'StoreDamagedError';
  }
}

export interface Recovered {
  /** The state, or undefined when nothing was stored yet. */
  state: StoreState | undefined;
  /** Bytes in the log after recovery. */
  logBytes: number;
  /** The scenarios' own changes as last snapshotted. */
  scenarios: StoredScenario[];
  /** Logged scenario changes newer than that snapshot, in order. */
  scenarioEntries: LogEntry[];
}

export const logFileOf = (stateFile: string) => `${stateFile}.log`;
/** The scenarios' own changes, snapshotted beside the shared state (json-server serves that). */
export const scenarioFileOf = (stateFile: string) => `${stateFile}.scenarios`;

export interface ScenarioSnapshot {
  /** The last logged transaction the snapshot holds. */
  seq: number;
  scenarios: StoredScenario[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a log line holds a transaction as write-log.ts writes it. Valid JSON of another shape
 * (`{}`, `[1]`) reached the replay and stopped the start with a raw TypeError (audit 2026-11-26,
 * L8).
 */
function isLogEntry(value: unknown): value is LogEntry {
  if (!isObject(value) || typeof value.seq !== 'number' || !Array.isArray(value.ops)) return false;
  if (value.scenario !== undefined && typeof value.scenario !== 'string') return false;
  return value.ops.every(
    (op: unknown) =>
      Array.isArray(op) &&
      typeof op[1] === 'string' &&
      ((op[0] === 'put' && isObject(op[2]) && typeof op[2].id === 'string') ||
        (op[0] === 'del' && typeof op[2] === 'string')),
  );
}

function readScenarioSnapshot(file: string): ScenarioSnapshot {
  if (!existsSync(file)) return { seq: 0, scenarios: [] };
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new StoreDamagedError(file, 'the scenario snapshot is not valid JSON');
  }
  if (!isObject(snapshot) || typeof snapshot.seq !== 'number' || !Array.isArray(snapshot.scenarios))
    throw new StoreDamagedError(file, 'the scenario snapshot is not a saved scenario list');
  return snapshot as unknown as ScenarioSnapshot;
}

function readSnapshot(file: string): StoreState | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') return undefined;
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(text);
  } catch {
    throw new StoreDamagedError(file, 'the snapshot is not valid JSON');
  }
  if (!isObject(snapshot) || !isObject(snapshot.meta))
    throw new StoreDamagedError(file, 'the snapshot is not a saved state');
  return snapshot as unknown as StoreState;
}

function readLog(file: string): { entries: LogEntry[]; bytes: number } {
  if (!existsSync(file)) return { entries: [], bytes: 0 };
  const bytes = readFileSync(file);
  const end = bytes.lastIndexOf(0x0a) + 1;
  if (end < bytes.length) truncateSync(file, end);
  const entries: LogEntry[] = [];
  const text = bytes.subarray(0, end).toString('utf8');
  let line = 0;
  for (const row of text.split('\n')) {
    line += 1;
    if (row === '') continue;
    let entry: unknown;
    try {
      entry = JSON.parse(row);
    } catch {
      throw new StoreDamagedError(file, `line ${line} of the log is not valid JSON`);
    }
    if (!isLogEntry(entry))
      throw new StoreDamagedError(file, `line ${line} of the log is not a logged change`);
    entries.push(entry);
  }
  return { entries, bytes: end };
}

const REMOVED = Symbol('removed');

/** Applies logged operations in one pass: an index per collection, removals swept at the end. */
function replay(state: StoreState, entries: readonly LogEntry[]): void {
  const since = state.meta.seq ?? 0;
  const indexes = new Map<string, Map<string, number>>();
  const indexOf = (collection: string): Map<string, number> => {
    let index = indexes.get(collection);
    if (!index) {
      const records = state[collection as Collection] as Array<{ id: string }>;
      index = new Map(records.map((r, i) => [r.id, i]));
      indexes.set(collection, index);
    }
    return index;
  };
  let seq = since;
  for (const entry of entries) {
    if (entry.seq <= since) continue;
    seq = entry.seq;
    if (entry.scenario !== undefined) continue;
    for (const op of entry.ops) {
      const records = state[op[1] as Collection] as Array<{ id: string } | typeof REMOVED>;
      if (!Array.isArray(records)) continue;
      const index = indexOf(op[1]);
      if (op[0] === 'put') {
        const at = index.get(op[2].id);
        if (at === undefined) {
          index.set(op[2].id, records.length);
          records.push(op[2]);
        } else records[at] = op[2];
      } else {
        const at = index.get(op[2]);
        if (at !== undefined) {
          records[at] = REMOVED;
          index.delete(op[2]);
        }
      }
    }
  }
  for (const collection of indexes.keys()) {
    const records = state[collection as Collection] as unknown[];
    const kept = records.filter((r) => r !== REMOVED);
    records.length = 0;
    for (const record of kept) records.push(record);
  }
  state.meta.seq = seq;
}

export function recover(stateFile: string): Recovered {
  const state = readSnapshot(stateFile);
  const log = readLog(logFileOf(stateFile));
  const scenarios = readScenarioSnapshot(scenarioFileOf(stateFile));
  if (state) replay(state, log.entries);
  const scenarioEntries = log.entries.filter(
    (entry) => entry.scenario !== undefined && entry.seq > scenarios.seq,
  );
  const last = log.entries.at(-1)?.seq ?? 0;
  if (state) state.meta.seq = Math.max(state.meta.seq ?? 0, scenarios.seq, last);
  return { state, logBytes: log.bytes, scenarios: scenarios.scenarios, scenarioEntries };
}
