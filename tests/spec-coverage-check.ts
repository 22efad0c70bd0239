// What a row of the spec coverage table (tests/spec-coverage.md) must show: a test it cites whose
// body holds the row's value. `unit/spec-coverage.test.ts` applies it to every row, and
// `scripts/spec-coverage-candidates.ts` uses it to find the tests a row could cite.
//
// A row's values are the literals of its spec item (each backticked piece, quotes taken off, and
// each number of two or more digits or with a decimal point); the functions it names are the
// symbols after `#` in its "Implemented at" cell. A cited test shows the row when its body (the
// whole `it(…)`/`test(…)` call, an `it.each` table included, and the same file's helpers it calls)
// writes one of the row's values, or uses one of the symbols the row names. A title alone shows
// nothing: "then it is the spec's" matched about a hundred titles.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '..');

export interface TestBlock {
  title: string;
  /** The test's own text, then the text of each same-file function it calls. */
  body: string;
}

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);

function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return calleeRoot(expression.expression);
  if (ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return undefined;
}

function titleOf(node: ts.Expression | undefined, source: ts.SourceFile): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/** Every `it`/`test`/`describe` call of a test file's source, with its body. */
export function testBlocks(path: string, text: string): TestBlock[] {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.ES2022,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const helpers = new Map<string, string>();
  const calls: { title: string; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name)
      helpers.set(node.name.text, node.getText(source));
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      helpers.set(node.name.text, node.getText(source));
    if (ts.isCallExpression(node)) {
      const root = calleeRoot(node.expression);
      const title = titleOf(node.arguments[0], source);
      if (root && TEST_FUNCTIONS.has(root) && title !== undefined)
        calls.push({ title, text: node.getText(source) });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return calls.map(({ title, text: body }) => ({
    title,
    body: [
      body,
      ...[...helpers]
        .filter(([name]) => new RegExp(`\\b${name}\\(`).test(body))
        .map(([, helper]) => helper),
    ].join('\n'),
  }));
}

/** The literals of a spec item: its backticked pieces (unquoted) and its longer numbers. */
export function rowValues(item: string): string[] {
  const literals = [...item.matchAll(/`([^`]+)`/g)].map((m) =>
    (m[1] ?? '').replace(/^'(.*)'$/, '$1'),
  );
  const numbers = [...item.replace(/`[^`]*`/g, '').matchAll(/(?<![\w.§-])(\d+(?:\.\d+)?)(?!\w)/g)]
    .map((m) => m[1] ?? '')
    .filter((n) => n.length >= 2 || n.includes('.'));
  return [...literals, ...numbers];
}

/** The identifiers a row's implementation names (`file#ROUTE.signOut` names signOut). */
export function rowSymbols(implementations: readonly { symbol: string }[]): string[] {
  return implementations
    .map(({ symbol }) => /(\w+)[^\w]*$/.exec(symbol.split('=')[0] ?? '')?.[1] ?? '')
    .filter((name) => name.length > 2);
}

/** Whether a body writes a value: a number as a whole number (5_000 reads as 5000), else text. */
export function writesValue(body: string, value: string): boolean {
  if (/^\d+(\.\d+)?$/.test(value)) {
    const plain = body.replace(/(\d)_(?=\d)/g, '$1');
    return new RegExp(`(?<![\\d.\\w])${value.replace('.', '\\.')}(?![\\d\\w])`).test(plain);
  }
  return body.includes(value);
}

export function usesSymbol(body: string, symbol: string): boolean {
  return new RegExp(`\\b${symbol}\\b`).test(body);
}

/** Whether one test body shows the row: one of its values written, or a symbol it names used. */
export function showsRow(
  body: string,
  row: { values: readonly string[]; symbols: readonly string[] },
): boolean {
  return (
    row.values.some((value) => writesValue(body, value)) ||
    row.symbols.some((symbol) => usesSymbol(body, symbol))
  );
}

/**
 * The value table (tests/spec-values.ts) is the data of `unit/spec-values.test.ts`, which fails
 * when any home of a row differs from the row's literal: a row cites it as
 * `tests/spec-values.ts › <value row id>`, and the "body" is that row's own text.
 */
export const VALUE_TABLE = 'tests/spec-values.ts';

/** The rows of the value table, each as a block titled by its id. */
export function valueTableBlocks(text: string): TestBlock[] {
  const source = ts.createSourceFile(VALUE_TABLE, text, ts.ScriptTarget.ES2022, true);
  const blocks: TestBlock[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const id = node.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'id',
      );
      if (id && ts.isStringLiteral(id.initializer))
        blocks.push({ title: id.initializer.text, body: node.getText(source) });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return blocks;
}

/** Whether a block is the one a citation names: a title holding the piece; a value row by id. */
export function isCited(path: string, block: TestBlock, fragment: string): boolean {
  if (path === VALUE_TABLE)
    return block.title === fragment || block.title.startsWith(`${fragment}-`);
  return block.title.includes(fragment);
}

const blocksByFile = new Map<string, TestBlock[]>();
/** The test blocks of a file of the repository (read once); none when it does not exist. */
export function blocksOf(path: string): TestBlock[] {
  let blocks = blocksByFile.get(path);
  if (!blocks) {
    const file = join(ROOT, path);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    blocks = path === VALUE_TABLE ? valueTableBlocks(text) : testBlocks(path, text);
    blocksByFile.set(path, blocks);
  }
  return blocks;
}

export const COVERAGE_TABLE = 'tests/spec-coverage.md';
export const STATUSES = ['OK', 'DUPLICATED', 'MISSING', 'WRONG', 'N/A'] as const;
export type Status = (typeof STATUSES)[number];

export interface CoverageRow {
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

/** The table's rows and its "Counts:" line. */
export function readCoverageTable(text = readFileSync(join(ROOT, COVERAGE_TABLE), 'utf8')): {
  rows: CoverageRow[];
  counts: string;
} {
  const rows = text
    .split('\n')
    .filter((line) => /^\| [A-G]\d+ \|/.test(line))
    .map((line): CoverageRow => {
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

/**
 * Why an implemented row's citations do not show it (undefined when one does): no cited test
 * found, or none whose body writes the row's values or uses what it names.
 */
export function unshownReason(
  row: CoverageRow,
  blocks: (path: string) => TestBlock[] = blocksOf,
): string | undefined {
  const wanted = { values: rowValues(row.item), symbols: rowSymbols(row.implementations) };
  const cited = row.tests.flatMap(({ path, fragment }) =>
    fragment ? blocks(path).filter((block) => isCited(path, block, fragment)) : [],
  );
  if (cited.some((block) => showsRow(block.body, wanted))) return undefined;
  const looked = [...wanted.values.map((v) => JSON.stringify(v)), ...wanted.symbols].join(', ');
  return `${row.id}: no cited test writes or uses any of ${looked || '(nothing to look for)'}`;
}
