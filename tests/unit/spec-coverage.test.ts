// The spec coverage table (tests/spec-coverage.md) stays true: every item of spec sections 2, 4, 5,
// 8 and 9 is there, each implemented item names symbols that exist and a test that shows it (a
// cited test whose body writes the row's value or uses what the row names: tests/spec-coverage-
// check.ts), an item left undone names the issue that owns it, one that does not apply says why,
// and the counts at the top are the table's own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  isCited,
  readCoverageTable,
  ROOT,
  STATUSES,
  testBlocks,
  unshownReason,
  VALUE_TABLE,
  type CoverageRow,
} from '../spec-coverage-check';

/** Rows per group in the audit of 2026-11-23 (A routes … G cookies): none may go missing. */
const AUDITED_ROWS: Record<string, number> = { A: 41, B: 24, C: 29, D: 27, E: 22, F: 36, G: 13 };

/**
 * Rows whose cited tests show the item through the page (an end-to-end test that clicks the
 * footer's accordions, say) without writing a value of the row or naming what implements it. When
 * the checker learned to read test bodies (issue 38) these were left to be given a test that
 * shows them; each must still fail the check, so that one that gains such a test leaves the list.
 */
const AWAITING_A_SHOWING_TEST = new Set<string>([
  'A14',
  'A34',
  'B9',
  'B10',
  'B13',
  'B15',
  'B18',
  'B19',
  'B20',
  'B26',
  'C8',
  'C12',
  'C23',
  'C24',
  'C25',
  'C26',
  'C28',
  'D14',
  'E3',
  'E10',
]);

const { rows, counts } = readCoverageTable();
const implemented = (row: CoverageRow) => row.status === 'OK' || row.status === 'DUPLICATED';

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
      if (implemented(row)) {
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
        const file = join(ROOT, path);
        if (!existsSync(file)) return [`${row.id}: ${path} does not exist`];
        return symbol && !readFileSync(file, 'utf8').includes(symbol)
          ? [`${row.id}: ${path} has no ${symbol}`]
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('names only tests that exist, each by a title (or a piece of one) of a test in that file, or a row of the value table', () => {
    const problems = rows.flatMap((row) =>
      row.tests.flatMap(({ path, fragment }): string[] => {
        if (!path.startsWith('tests/')) return [`${row.id}: ${path} is not a test`];
        if (!existsSync(join(ROOT, path))) return [`${row.id}: ${path} does not exist`];
        if (!fragment) return [`${row.id}: ${path} is cited without a title`];
        return blocksOf(path).some((block) => isCited(path, block, fragment))
          ? []
          : [`${row.id}: ${path} has no test titled "${fragment}"`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('When an implemented row is checked, then a test it cites writes its value or uses what it names', () => {
    const unshown = rows
      .filter((row) => implemented(row) && !AWAITING_A_SHOWING_TEST.has(row.id))
      .map((row) => unshownReason(row))
      .filter((reason) => reason !== undefined);
    expect(unshown).toEqual([]);
  });

  it('When a row awaits a test that shows it, then its citations still do not (the list only shrinks)', () => {
    const shownNow = rows
      .filter((row) => AWAITING_A_SHOWING_TEST.has(row.id) && unshownReason(row) === undefined)
      .map((row) => row.id);
    expect(shownNow).toEqual([]);
    for (const id of AWAITING_A_SHOWING_TEST) expect(rows.map((row) => row.id)).toContain(id);
  });

  it('states its own counts at the top', () => {
    const tally = STATUSES.map(
      (status) => `${status} ${rows.filter((row) => row.status === status).length}`,
    ).join(', ');
    expect(counts).toBe(tally);
  });
});

describe('The coverage checker', () => {
  const source = [
    "import { VOICE_RATE } from '../x';",
    '// 701-1000 px shows 4 a page.',
    "it('When the rate is read, then it is the spec’s', () => {",
    '  expect(engine().rate).toBe(VOICE_RATE);',
    '});',
    "it.each([['Java, SQL, Go', true]])('When %s is typed, then the icon is %s', (text, shown) => {",
    '  expect(showsClearIcon(text)).toBe(shown);',
    '});',
    "it('When a toast shows, then it hides after 5 s', () => {",
    '  clock.increment(4_999);',
    '  hideAfter(5_000);',
    '});',
    'function hideAfter(ms: number) {',
    '  return `${ms} ms`;',
    '}',
  ].join('\n');
  const blocks = testBlocks('tests/unit/example.test.ts', source);
  const row = (item: string, implementedAt: string, cited: string): CoverageRow => {
    const [read] = readCoverageTable(
      `| G99 | ${item} | OK | ${implementedAt} | \`tests/unit/example.test.ts › ${cited}\` | |`,
    ).rows;
    if (!read) throw new Error('The example row was not read.');
    return read;
  };
  const check = (r: CoverageRow) => unshownReason(r, () => blocks);

  it('When a cited test’s title fits but its body holds neither the value nor the named code, then the row is rejected', () => {
    const reason = check(
      row('voice rate 1.5', '`openapi/vocabulary/limits.ts#LANGUAGE`', 'then it is the spec’s'),
    );
    expect(reason).toBe('G99: no cited test writes or uses any of "1.5", LANGUAGE');
  });

  it('When a cited test writes the row’s literal, in its each-table or a helper it calls, then the row is shown', () => {
    expect(check(row('clear icon: `Java, SQL, Go`', '`a.ts#other`', 'then the icon is'))).toBe(
      undefined,
    );
    expect(check(row('toast hides after 5000 ms', '`a.ts#other`', 'hides after 5 s'))).toBe(
      undefined,
    );
  });

  it('When a cited test uses the function the row names, then the row is shown; a comment or an import does not count', () => {
    expect(
      check(row('clear icon rule', '`search-url.ts#showsClearIcon`', 'then the icon is')),
    ).toBe(undefined);
    expect(
      check(row('a width rule of 701-1000 px', '`a.ts#VOICE_RATE_X`', 'hides after 5 s')),
    ).toBeDefined();
  });

  it('When a value-table row is cited, then its own text is what must hold the value', () => {
    const [f17] = blocksOf(VALUE_TABLE).filter((block) => isCited(VALUE_TABLE, block, 'F17'));
    expect(f17?.body).toContain('value: 10,');
    expect(blocksOf(VALUE_TABLE).filter((block) => isCited(VALUE_TABLE, block, 'F1'))).toHaveLength(
      1,
    );
  });
});
