// The run's outputs: the terminal table, the JSON report and JUnit XML for CI systems.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import junit from 'junit-report-builder';
import { printable } from '../lib/printable';
import type { Report } from './results';

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** One row per operation; under a failing one, its first failure and the request as curl. */
export function table(report: Report): string {
  const width = Math.max(12, ...report.operations.map((o) => o.operationId.length));
  const lines = [`${pad('operation', width)}  ${pad('cases', 6)}${pad('passed', 8)}failed`];
  for (const o of report.operations) {
    const cases = o.positive + o.negative + o.stateful;
    lines.push(
      `${pad(printable(o.operationId), width)}  ${pad(String(cases), 6)}${pad(String(Math.max(0, cases - o.failed)), 8)}${o.failed}`,
    );
    // The shortest request that failed is the easiest to read and paste.
    const first = [...o.failures].sort((a, b) => a.request.curl.length - b.request.curl.length)[0];
    if (first) {
      lines.push(`    ${first.check}: ${printable(first.message)}`);
      lines.push(`    ${printable(`${first.request.label}: ${first.request.curl}`)}`);
      if (first.response)
        lines.push(
          `    → ${first.response.status} ${printable(first.response.body.slice(0, 200))}`,
        );
    }
  }
  const s = report.summary;
  const checks = Object.entries(s.byCheck)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${c} ${n}`)
    .join(', ');
  lines.push(
    '',
    `${s.operations} operations, ${s.cases} cases: ${s.passed} passed, ${s.failed} failed${checks ? ` (${checks})` : ''}`,
  );
  return lines.join('\n');
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function writeJson(file: string, report: unknown): void {
  write(file, `${JSON.stringify(report, null, 2)}\n`);
}

/** A suite per operation, a test case per check (failed with its failures, or passed). */
export function writeJunit(file: string, report: Report): void {
  const builder = junit.newBuilder();
  for (const o of report.operations) {
    const suite = builder.testSuite().name(o.operationId);
    const checks = [...new Set(o.failures.map((f) => f.check))];
    const cases = o.positive + o.negative + o.stateful;
    if (checks.length === 0) suite.testCase().className(o.operationId).name(`${cases} cases`);
    for (const check of checks) {
      const failures = o.failures.filter((f) => f.check === check);
      suite
        .testCase()
        .className(o.operationId)
        .name(check)
        .failure(failures.map((f) => `${f.message}\n${f.request.curl}`).join('\n\n'), check);
    }
  }
  write(file, builder.build());
}
