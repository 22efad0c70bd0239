// Proof that the value table pins every spec number: in a scratch copy of the repository, each
// literal a home of tests/spec-values.ts holds is changed in turn (a number +1, a text or pattern
// altered, a flag flipped), the unit and machine suites are run, and the change must turn them red.
// A home whose value is derived (a vocabulary constant taken from the contract, a width computed
// from another) is checked where its literal lives: that home is in the same row or another one.
//
//   npx tsx scripts/spec-values-mutation.ts            the value table's test for every literal
//   npx tsx scripts/spec-values-mutation.ts --full     `vitest run tests/unit tests/machines` instead
//   npx tsx scripts/spec-values-mutation.ts --related  `vitest related <the changed file>` instead:
//                                                      the tests a developer's run finds for it
//   npx tsx scripts/spec-values-mutation.ts --promised the promised values outside the table
//                                                      (tests/promised-values.ts: markets' mobile
//                                                      plans, the domain's numbers, the web's
//                                                      literals); with --related, issue 38's check
//   npx tsx scripts/spec-values-mutation.ts F3 F13     only those rows
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { parseDocument } from 'yaml';
import { homeLabel, namePath, ROOT } from '../tests/spec-value-homes';
import { SPEC_VALUE_TABLE, type Home } from '../tests/spec-values';
import { PROMISED_VALUES, type TextHome } from '../tests/promised-values';

/** A number changed so that it still parses: up by one (1.5 becomes 2.5, 0 becomes 1). */
function changedNumber(value: number): number {
  return value + 1;
}

/** Unwraps `x as const`, `x satisfies T`, `(x)`. */
function unwrap(node: ts.Node): ts.Node {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return unwrap(node.expression);
  return node;
}

function child(node: ts.Node, key: string): ts.Node | undefined {
  const inner = unwrap(node);
  if (ts.isObjectLiteralExpression(inner)) {
    const found = inner.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) &&
        (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
        p.name.text === key,
    );
    return found?.initializer;
  }
  if (ts.isArrayLiteralExpression(inner)) return inner.elements[Number(key)];
  return undefined;
}

/** The source range of the literal a `ts` home names, and its replacement; none when derived. */
function tsEdit(
  text: string,
  name: string,
): { start: number; end: number; by: string } | undefined {
  const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, true);
  const [first = '', ...rest] = namePath(name);
  let node: ts.Node | undefined;
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === first)
        node = declaration.initializer;
    }
  });
  for (const key of rest) node = node ? child(node, key) : undefined;
  if (!node) throw new Error(`No export ${name}`);
  const literal = unwrap(node);
  const range = { start: literal.getStart(source), end: literal.getEnd() };
  if (ts.isNumericLiteral(literal))
    return { ...range, by: String(changedNumber(Number(literal.text))) };
  if (ts.isStringLiteral(literal)) return { ...range, by: `'${literal.text}x'` };
  if (ts.isRegularExpressionLiteral(literal))
    return { ...range, by: literal.text.replace(/\d/, (d) => String((Number(d) + 1) % 10)) };
  if (literal.kind === ts.SyntaxKind.TrueKeyword) return { ...range, by: 'false' };
  if (literal.kind === ts.SyntaxKind.FalseKeyword) return { ...range, by: 'true' };
  return undefined;
}

function changedValue(value: unknown): unknown {
  if (typeof value === 'number') return changedNumber(value);
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string')
    return /\d/.test(value)
      ? value.replace(/\d/, (d) => String((Number(d) + 1) % 10))
      : `${value}x`;
  if (Array.isArray(value)) return [changedValue(value[0]), ...value.slice(1)];
  throw new Error(`Cannot change ${JSON.stringify(value)}`);
}

/** The home's file with its value changed, or undefined when the home is derived. */
function mutated(home: Home | TextHome, text: string): string | undefined {
  if (home.kind === 'text') {
    if (!text.includes(home.find)) throw new Error(`${home.file} no longer holds ${home.find}`);
    return text.replace(home.find, home.by);
  }
  if (home.kind === 'ts') {
    const edit = tsEdit(text, home.name);
    return edit && text.slice(0, edit.start) + edit.by + text.slice(edit.end);
  }
  if (home.kind === 'yaml') {
    const document = parseDocument(text);
    document.setIn(home.path, changedValue(document.getIn(home.path)));
    return document.toString();
  }
  const data: unknown = JSON.parse(text);
  const parent = home.path.slice(0, -1).reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return Reflect.get(value, key);
  }, data);
  const key = home.path.at(-1);
  if (typeof parent !== 'object' || parent === null || key === undefined) return undefined;
  Reflect.set(parent, key, changedValue(Reflect.get(parent, key)));
  return JSON.stringify(data, null, 2);
}

function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spec-values-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree, still listed
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const args = process.argv.slice(2);
const full = args.includes('--full');
const related = args.includes('--related');
const promised = args.includes('--promised');
const only = args.filter((a) => !a.startsWith('--'));
/** Each change to make: a label and its home. */
const changes: { label: string; home: Home | TextHome }[] = promised
  ? PROMISED_VALUES.filter((p) => only.length === 0 || only.includes(p.what)).map((p) => ({
      label: `${p.what.padEnd(44)} ${p.home.file}`,
      home: p.home,
    }))
  : SPEC_VALUE_TABLE.filter((row) => only.length === 0 || only.includes(row.id)).flatMap((row) =>
      row.homes.map((home) => ({ label: `${row.id.padEnd(16)} ${homeLabel(home)}`, home })),
    );
/** The command that must go red for a change in `file`. */
function suite(file: string): string[] {
  // --bail 1: the first red test answers; a change no test notices still runs every related one.
  if (related)
    return [
      'vitest',
      'related',
      file,
      '--run',
      '--bail',
      '1',
      '--passWithNoTests',
      '--reporter',
      'dot',
    ];
  if (full) return ['vitest', 'run', 'tests/unit', 'tests/machines'];
  return ['vitest', 'run', 'tests/unit/spec-values.test.ts'];
}

const scratch = scratchCopy();
const stayedGreen: string[] = [];
const notLiteral: string[] = [];
let changed = 0;
const started = performance.now();
try {
  for (const { label, home } of changes) {
    const path = join(scratch, home.file);
    const original = readFileSync(path, 'utf8');
    const text = mutated(home, original);
    if (text === undefined) {
      notLiteral.push(label);
      continue;
    }
    writeFileSync(path, text);
    const result = spawnSync('npx', suite(home.file), { cwd: scratch, encoding: 'utf8' });
    writeFileSync(path, original);
    changed += 1;
    const red = result.status !== 0;
    console.log(`${red ? 'red  ' : 'GREEN'} ${label}`);
    if (!red) stayedGreen.push(label);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const how = related ? '`npx vitest related <its file>`' : `\`npx ${suite('').join(' ')}\``;
console.log(
  `\n${changed} values changed one at a time; ${changed - stayedGreen.length} turned ${how} red ` +
    `(${Math.round((performance.now() - started) / 1000)} s).`,
);
console.log(`Derived homes (checked, their literal lives in another home): ${notLiteral.length}`);
if (stayedGreen.length > 0) {
  console.log(`Stayed green:\n  ${stayedGreen.join('\n  ')}`);
  process.exit(1);
}
