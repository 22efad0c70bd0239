// The diff's outputs: a table for people, JSON for tools, JUnit XML for CI.
import junit from 'junit-report-builder';
import { printable, printableJson } from '../lib/printable';
import type { DiffResult } from './diff';

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** Breaking changes first, those the web app would feel at the top. */
export function table(result: DiffResult): string {
  const rows = [...result.changes].sort(
    (a, b) =>
      Number(b.feltByWebApp) - Number(a.feltByWebApp) ||
      Number(b.level === 'breaking') - Number(a.level === 'breaking'),
  );
  const s = result.report.summary;
  const summary = `${s.breaking} breaking (${s.feltByWebApp} felt by the web app), ${s.nonBreaking} non-breaking`;
  if (rows.length === 0) return 'No changes.';
  const head = ['level', 'web app', 'operation', 'rule', 'what'];
  // Names and details come from the contracts, which a pull request writes: printed escaped.
  const cells = rows.map((c) => [
    c.level,
    c.feltByWebApp ? 'FELT' : '',
    printable(c.operationId),
    c.rule,
    printable(c.detail),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : pad(cell, widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const body = rows.flatMap((c, i) => [line(cells[i] ?? []), `    at ${printable(c.location)}`]);
  return [line(head), ...body, '', summary].join('\n');
}

export function json(result: DiffResult): string {
  return `${printableJson(result.report, 2)}\n`;
}

/** One test case per change; a breaking one fails (with `felt`, only those the web app feels). */
export function junitXml(result: DiffResult, failOn: 'breaking' | 'felt'): string {
  const builder = junit.newBuilder();
  const suite = builder.testSuite().name('contract diff');
  for (const c of result.changes) {
    const test = suite
      .testCase()
      .className(printable(c.operationId))
      .name(printable(`${c.rule} ${c.location}`));
    const fails = failOn === 'felt' ? c.feltByWebApp : c.level === 'breaking';
    if (fails)
      test.failure(
        printable(`${c.detail}${c.feltByWebApp ? ' (felt by the web app)' : ''}`) +
          `\nat ${printable(c.location)}`,
        c.rule,
      );
  }
  if (result.changes.length === 0) suite.testCase().className('contract').name('no changes');
  return builder.build();
}
