import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreLockedError } from '../../sim-server/store/data-lock';
import { StoreDamagedError } from '../../sim-server/store/recovery';
import { Store, StoreWriteError } from '../../sim-server/store/store';
import { emptyState, type CounterRecord, type StoreState } from '../../sim-server/store/state';

function initialState(): StoreState {
  return emptyState({ seed: 1, jobsTotal: 9, schemaVersion: 1 });
}

function freshFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'store-')), 'state.json');
}

function counter(id: string, count = 1): CounterRecord {
  return { id, count, updatedAt: '2026-01-01T00:00:00.000Z' };
}

describe('The seeker-state store', () => {
  it('When a change is made, then it is on disk once durable() resolves, with no temporary file left', async () => {
    const file = freshFile();
    const store = new Store(file, initialState);

    store.transact((tx) => tx.insert('counters', counter('c1')));
    await store.durable();

    const log = readFileSync(`${file}.log`, 'utf8');
    expect(log.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(log)).toMatchObject({ seq: 1, ops: [['put', 'counters', counter('c1')]] });
    expect(readdirSync(join(file, '..')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(join(file, '..')).sort()).toEqual([
      'state.json',
      'state.json.lock',
      'state.json.log',
    ]);
    await store.close();
  });

  it('When a change cannot be written, then neither the state nor the disk changes', async () => {
    const file = freshFile();
    const store = new Store(file, initialState);
    store.transact((tx) => tx.insert('counters', counter('good')));
    await store.durable();
    const before = readFileSync(`${file}.log`, 'utf8');

    // A value JSON cannot serialise makes the log line impossible after the change was applied.
    expect(() =>
      store.transact((tx) => {
        tx.update('counters', 'good', (c) => {
          c.count = 2;
        });
        tx.insert('counters', { ...counter('bad'), count: 1n as unknown as number });
      }),
    ).toThrow(StoreWriteError);

    await store.durable();
    expect(store.state.counters).toEqual([counter('good')]);
    expect(readFileSync(`${file}.log`, 'utf8')).toBe(before);
    await store.close();
  });

  it('When a change throws halfway, then the changes it made before are undone', () => {
    const store = new Store(freshFile(), initialState);
    store.transact((tx) => tx.insert('counters', counter('a')));
    expect(() =>
      store.transact((tx) => {
        tx.remove('counters', 'a');
        tx.insert('counters', counter('b'));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.state.counters.map((c) => c.id)).toEqual(['a']);
  });

  it('When the store is opened again, then it reads the state written before', async () => {
    const file = freshFile();
    const first = new Store(file, initialState);
    first.transact((tx) => tx.insert('counters', counter('kept', 2)));
    first.transact((tx) => tx.insert('counters', counter('dropped')));
    first.transact((tx) => tx.remove('counters', 'dropped'));
    first.transact((tx) => tx.update('counters', 'kept', (c) => void (c.count = 3)));
    await first.close();

    const reopened = new Store(file, initialState);

    expect(reopened.state.counters).toEqual([counter('kept', 3)]);
    expect(reopened.state.meta.seq).toBe(4);
  });

  it('When the state is replaced, then the snapshot holds it and the log is emptied', async () => {
    const file = freshFile();
    const store = new Store(file, initialState);
    store.transact((tx) => tx.insert('counters', counter('old')));
    await store.durable();
    const replacement = initialState();
    replacement.counters.push(counter('new'));

    store.replace(replacement);

    expect(statSync(`${file}.log`).size).toBe(0);
    await store.close();
    expect(new Store(file, initialState).state.counters).toEqual([counter('new')]);
  });

  it('When the last log line was cut short by a crash, then it is dropped and the rest is kept', async () => {
    const file = freshFile();
    const store = new Store(file, initialState);
    store.transact((tx) => tx.insert('counters', counter('whole')));
    await store.close();
    appendFileSync(`${file}.log`, '{"seq":2,"ops":[["put","counters",{"id":"ha');

    const reopened = new Store(file, initialState);

    expect(reopened.state.counters).toEqual([counter('whole')]);
    expect(readFileSync(`${file}.log`, 'utf8').endsWith('}\n')).toBe(true);
  });

  it('When a log line in the middle is damaged, then opening fails with a message that says how to recover', async () => {
    const file = freshFile();
    const store = new Store(file, initialState);
    store.transact((tx) => tx.insert('counters', counter('x')));
    await store.close();
    appendFileSync(`${file}.log`, 'garbage\n{"seq":3,"ops":[]}\n');

    expect(() => new Store(file, initialState)).toThrow(StoreDamagedError);
    expect(() => new Store(file, initialState)).toThrow(/Move or delete/);
  });

  it.each([
    ['an empty object', '{}'],
    ['an array', '[1,2]'],
    ['an operation of no known kind', '{"seq":3,"ops":[["drop","counters","x"]]}'],
    ['a put without a record', '{"seq":3,"ops":[["put","counters",null]]}'],
  ])(
    'When a log line is valid JSON but %s, then opening fails with one message naming the log file (audit 2026-11-26, L8)',
    async (_case, line) => {
      const file = freshFile();
      const store = new Store(file, initialState);
      store.transact((tx) => tx.insert('counters', counter('x')));
      await store.close();
      appendFileSync(`${file}.log`, `${line}\n{"seq":4,"ops":[]}\n`);

      expect(() => new Store(file, initialState)).toThrow(StoreDamagedError);
      expect(() => new Store(file, initialState)).toThrow(`${file}.log`);
      expect(() => new Store(file, initialState)).toThrow(/not a logged change/);
    },
  );

  it('When the snapshot is valid JSON of another shape, then opening fails with one message naming it', () => {
    const file = freshFile();
    writeFileSync(file, '[]');
    expect(() => new Store(file, initialState)).toThrow(StoreDamagedError);
    expect(() => new Store(file, initialState)).toThrow(/not a saved state/);
  });

  it('When the file was left empty, then the store starts from the initial state', () => {
    const file = freshFile();
    writeFileSync(file, '');
    expect(new Store(file, initialState).state.accounts).toEqual([]);
  });
});

describe('One simulator per data folder', () => {
  it('When a second process opens a state another live process holds, then it stops with a message naming the holder', async () => {
    const file = freshFile();
    // A live process other than this one: the parent of this test process.
    writeFileSync(`${file}.lock`, String(process.ppid));
    expect(() => new Store(file, initialState)).toThrow(StoreLockedError);
    expect(() => new Store(file, initialState)).toThrow(new RegExp(`process ${process.ppid}`));
    // A lock left by a process that is gone (a crash) is taken over.
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(`${file}.lock`, String(gone));
    const store = new Store(file, initialState);
    expect((JSON.parse(readFileSync(`${file}.lock`, 'utf8')) as { pid: number }).pid).toBe(
      process.pid,
    );
    await store.close();
  });

  it('When a crash left a temporary snapshot behind, then the next start removes it', () => {
    const file = freshFile();
    writeFileSync(`${file}.12345.tmp`, '{"half":');
    new Store(file, initialState);
    expect(readdirSync(join(file, '..')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
