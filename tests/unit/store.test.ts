import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../sim-server/store/store';
import { emptyState, type StoreState } from '../../sim-server/store/state';

function initialState(): StoreState {
  return emptyState({ seed: 1, jobsTotal: 9, schemaVersion: 1 });
}

function freshFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'store-')), 'state.json');
}

describe('The seeker-state store', () => {
  it('When a change is made, then it is on disk before update returns, with no temporary file left', () => {
    const file = freshFile();
    const store = new Store(file, initialState);

    store.update((state) => {
      state.counters.push({ id: 'c1', count: 1, updatedAt: '2026-01-01T00:00:00.000Z' });
    });

    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as StoreState;
    expect(onDisk.counters).toEqual([
      { id: 'c1', count: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(readdirSync(join(file, '..'))).toEqual(['state.json']);
  });

  it('When a write fails halfway, then the file still holds the last good state', () => {
    const file = freshFile();
    const store = new Store(file, initialState);
    store.update((state) => {
      state.counters.push({ id: 'good', count: 1, updatedAt: '2026-01-01T00:00:00.000Z' });
    });
    const before = readFileSync(file, 'utf8');

    // A value JSON cannot serialise makes the write throw after the change was applied in memory.
    expect(() =>
      store.update((state) => {
        state.counters.push({ id: 'bad', count: 1n as unknown as number, updatedAt: '' });
      }),
    ).toThrow();

    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(join(file, '..'))).toEqual(['state.json']);
  });

  it('When the store is opened again, then it reads the state written before', () => {
    const file = freshFile();
    new Store(file, initialState).update((state) => {
      state.counters.push({ id: 'kept', count: 2, updatedAt: '2026-01-01T00:00:00.000Z' });
    });

    const reopened = new Store(file, initialState);

    expect(reopened.state.counters.map((c) => c.id)).toEqual(['kept']);
  });

  it('When the file was left empty, then the store starts from the initial state', () => {
    const file = freshFile();
    writeFileSync(file, '');
    expect(new Store(file, initialState).state.accounts).toEqual([]);
  });
});
