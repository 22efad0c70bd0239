// The data folder's lock (audit 2026-11-26, M6): a restart after a crash is never refused, whether
// the dead owner is a zombie, its id was given to another process, or the restart comes at once;
// and of two simulators starting together on one folder, exactly one gets it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LockFileError, StoreLockedError, lockStateFile } from '../../sim-server/store/data-lock';

const dir = mkdtempSync(join(tmpdir(), 'sim-lock-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Lines a child prints, awaited one by one. */
function lines(child: ChildProcess): (match: RegExp) => Promise<string> {
  let printed = '';
  const waiting: Array<() => void> = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    for (const wake of waiting.splice(0)) wake();
  });
  return async (match) => {
    for (;;) {
      const found = printed.split('\n').find((line) => match.test(line));
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
}

/** A lock holder in a child process (tests/support/lock-holder.ts), `rounds` rounds in `folder`. */
function holder(folder: string, rounds = 1, shell?: string): ChildProcess {
  const command = [
    process.execPath,
    '--import',
    'tsx',
    'tests/support/lock-holder.ts',
    folder,
    String(rounds),
  ];
  const child = shell
    ? spawn('sh', ['-c', shell.replace('HOLDER', command.map((c) => `'${c}'`).join(' '))], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(command[0] ?? '', command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '';
}

function stateOrGone(pid: number): string {
  try {
    return processState(pid);
  } catch {
    return 'gone';
  }
}

describe('A restart after a crash', () => {
  it('When the dead owner is still a zombie, then the lock is taken over', async () => {
    const folder = join(dir, 'zombie');
    mkdirSync(folder);
    // The holder's parent execs into sleep, which never reaps it: killed, it stays a zombie.
    const parent = holder(folder, 1, 'HOLDER & echo "pid $!"; exec sleep 60');
    const next = lines(parent);
    const pid = Number((await next(/^pid /)).split(' ')[1]);
    writeFileSync(join(folder, 'go-0'), '');
    await next(/^0 locked/);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => processState(pid)).toBe('Z');

    const release = lockStateFile(join(folder, 'state-0.json'));
    release();
  });

  it('When the lock names a live process that is not its owner (a reused id), then the lock is taken over', async () => {
    const folder = join(dir, 'reused');
    mkdirSync(folder);
    const child = holder(folder);
    const next = lines(child);
    await next(/^ready/);
    writeFileSync(join(folder, 'go-0'), '');
    await next(/^0 locked/);
    const lock = join(folder, 'state-0.json.lock');
    const text = readFileSync(lock, 'utf8');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The dead owner's id now belongs to an unrelated live process: this test's parent.
    writeFileSync(lock, text.replace(String(child.pid), String(process.ppid)));

    const release = lockStateFile(join(folder, 'state-0.json'));
    release();
  });

  it('When the restart comes right after a SIGKILL, then it is not refused', async () => {
    const folder = join(dir, 'at-once');
    mkdirSync(folder);
    const child = holder(folder);
    const next = lines(child);
    await next(/^ready/);
    writeFileSync(join(folder, 'go-0'), '');
    await next(/^0 locked/);
    child.kill('SIGKILL');
    // As soon as the kernel has ended it (a zombie until this process reaps it, or gone):
    await expect.poll(() => stateOrGone(child.pid ?? 0), { interval: 1 }).toMatch(/^(Z|gone)$/);

    const release = lockStateFile(join(folder, 'state-0.json'));
    release();
  });

  it('When the lock path is a folder, then the start stops with a line naming it, not a stack trace', () => {
    const file = join(dir, 'folder-lock.json');
    mkdirSync(`${file}.lock`);
    expect(() => lockStateFile(file)).toThrow(LockFileError);
    expect(() => lockStateFile(file)).toThrow(/folder-lock\.json\.lock .*delete it/);
  });
});

describe('Two simulators on one folder', () => {
  const ROUNDS = 300;

  it(`When two start together on a stale lock, ${ROUNDS} times, then each time exactly one gets it and the other is refused as locked`, async () => {
    const folder = join(dir, 'race');
    mkdirSync(folder);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid ?? 0;
    for (let round = 0; round < ROUNDS; round += 1)
      writeFileSync(join(folder, `state-${round}.json.lock`), String(gone));
    const racers = [holder(folder, ROUNDS), holder(folder, ROUNDS)].map(lines);
    await Promise.all(racers.map((next) => next(/^ready/)));
    for (let round = 0; round < ROUNDS; round += 1) {
      writeFileSync(join(folder, `go-${round}`), '');
      const outcomes = await Promise.all(racers.map((next) => next(new RegExp(`^${round} `))));
      expect(
        outcomes.map((line) => line.split(' ').slice(1).join(' ')).sort(),
        `round ${round}`,
      ).toEqual(['locked', `refused ${StoreLockedError.name}`]);
    }
  }, 120_000);
});
