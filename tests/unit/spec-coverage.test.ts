// The spec coverage table (tests/spec-coverage.md) stays true: every item of spec sections 2, 4, 5,
// 8 and 9 is there, each implemented item names symbols that exist and a test that exists, an item
// left undone names the issue that owns it, one that does not apply says why, and the counts at
// the top are the table's own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TABLE = 'tests/spec-coverage.md';
const STATUSES = ['OK', 'DUPLICATED', 'MISSING', 'WRONG', 'N/A'] as const;
type Status = (typeof STATUSES)[number];
/** Rows per group in the audit of 2026-11-23 (A routes … G cookies): none may go missing. */
const AUDITED_ROWS: Record<string, number> = { A: 41, B: 24, C: 29, D: 27, E: 22, F: 36, G: 13 };

interface Row {
  id: string;
  item: string;
  status: Status;
  implementations: { path: string; symbol: string }[];
  tests: { path: string; fragment: string }[];
  note: string;
}

function isStatus(text: string): text is Status {
  return STATUSES.some((status) => status === text);
}

/** The backticked pieces of a cell. */
function ticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

function cellsOf(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function readTable(): { rows: Row[]; counts: string } {
  const text = readFileSync(join(ROOT, TABLE), 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => /^\| [A-G]\d+ \|/.test(line))
    .map((line): Row => {
      const [id = '', item = '', status = '', implemented = '', tests = '', note = ''] =
        cellsOf(line);
      if (!isStatus(status)) throw new Error(`${id}: unknown status "${status}"`);
      return {
        id,
        item,
        status,
        implementations: ticked(implemented).map((entry) => {
          const [path = '', ...symbol] = entry.split('#');
          return { path, symbol: symbol.join('#') };
        }),
        tests: ticked(tests).map((entry) => {
          const [path = '', ...fragment] = entry.split(' › ');
          return { path, fragment: fragment.join(' › ') };
        }),
        note,
      };
    });
  const counts = /^Counts: (.+)$/m.exec(text)?.[1] ?? '';
  return { rows, counts };
}

const { rows, counts } = readTable();
const fileText = new Map<string, string | undefined>();
function textOf(path: string): string | undefined {
  if (!fileText.has(path)) {
    const file = join(ROOT, path);
    fileText.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  }
  return fileText.get(path);
}

/**
 * The titles of a test file's tests: the first argument of every `it(`, `test(`, `it.each(…)(`,
 * `test.each(…)(` and `describe(` (a template's `${…}` kept as written). A citation must be one of
 * them or a piece of one, so that a code fragment, a comment or an import line cannot stand in for
 * a test.
 */
function testTitles(text: string): string[] {
  const call =
    /\b(?:it|test|describe)(?:\.each\((?:[^()]|\([^()]*\))*\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g;
  return [...text.matchAll(call)].map((match) => (match[2] ?? '').replace(/\\(['"`])/g, '$1'));
}

describe('The spec coverage table', () => {
  it('lists every audited item once, numbered without gaps', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [group, audited] of Object.entries(AUDITED_ROWS)) {
      const numbers = ids.filter((id) => id.startsWith(group)).map((id) => Number(id.slice(1)));
      expect(numbers.length, `group ${group}`).toBeGreaterThanOrEqual(audited);
      expect(numbers, `group ${group}`).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it('gives each implemented item its code and its test, and each other item its reason', () => {
    const problems = rows.flatMap((row): string[] => {
      if (row.status === 'OK' || row.status === 'DUPLICATED') {
        return [
          ...(row.implementations.length === 0 ? [`${row.id}: no implementation named`] : []),
          ...(row.tests.length === 0 ? [`${row.id}: no test named`] : []),
        ];
      }
      if (row.status === 'N/A')
        return row.note.length < 20 ? [`${row.id}: not applicable without a reason`] : [];
      return /issue \d+/.test(row.note) ? [] : [`${row.id}: ${row.status} without its issue`];
    });
    expect(problems).toEqual([]);
  });

  it('names only symbols that exist in the files it names', () => {
    const problems = rows.flatMap((row) =>
      row.implementations.flatMap(({ path, symbol }): string[] => {
        const text = textOf(path);
        if (text === undefined) return [`${row.id}: ${path} does not exist`];
        return symbol && !text.includes(symbol) ? [`${row.id}: ${path} has no ${symbol}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('names only tests that exist, each by a title (or a piece of one) of a test in that file', () => {
    const problems = rows.flatMap((row) =>
      row.tests.flatMap(({ path, fragment }): string[] => {
        if (!path.startsWith('tests/')) return [`${row.id}: ${path} is not a test`];
        const text = textOf(path);
        if (text === undefined) return [`${row.id}: ${path} does not exist`];
        if (!fragment) return [`${row.id}: ${path} is cited without a title`];
        return testTitles(text).some((title) => title.includes(fragment))
          ? []
          : [`${row.id}: ${path} has no test titled "${fragment}"`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('When a cited piece is a code fragment, an import or a comment, then the checker does not take it for a title', () => {
    const source = [
      "import { VOICE_RATE } from '../x';",
      '// 701-1000 px shows 4 a page.',
      "it('When the rate is read, then it is 1.5', () => {",
      '  expect(withTimeout(20)).toBe(1);',
      '});',
      'it.each([[1, 2]])(`When ${"a"} is %s, then %s`, () => {});',
    ].join('\n');
    const titles = testTitles(source);
    expect(titles).toEqual(['When the rate is read, then it is 1.5', 'When ${"a"} is %s, then %s']);
    for (const fragment of ['VOICE_RATE', '701-1000 px shows 4', 'withTimeout(20)'])
      expect(
        titles.some((title) => title.includes(fragment)),
        fragment,
      ).toBe(false);
  });

  it('states its own counts at the top', () => {
    const tally = STATUSES.map(
      (status) => `${status} ${rows.filter((row) => row.status === status).length}`,
    ).join(', ');
    expect(counts).toBe(tally);
  });
});
