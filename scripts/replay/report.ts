// What both levels print: per machine, the paths that passed and the states and transitions the
// passing paths reached end to end; then each failure, naming the path and the step.
export interface CoverageRow {
  id: string;
  /** The paths replayed: those that can happen in real time. */
  paths: number;
  passed: number;
  states: { total: number; covered: number };
  transitions: { total: number; covered: number };
}

function percent(covered: number, total: number): string {
  return `${total === 0 ? 100 : Math.floor((covered / total) * 100)}%`;
}

export function coverageTable(rows: readonly CoverageRow[]): string {
  const header = ['machine', 'paths', 'passed', 'states', '', 'transitions', ''];
  const body = rows.map((row) => [
    row.id,
    String(row.paths),
    String(row.passed),
    `${row.states.covered}/${row.states.total}`,
    percent(row.states.covered, row.states.total),
    `${row.transitions.covered}/${row.transitions.total}`,
    percent(row.transitions.covered, row.transitions.total),
  ]);
  const sum = (pick: (row: CoverageRow) => number) => rows.reduce((t, r) => t + pick(r), 0);
  const states = [sum((r) => r.states.covered), sum((r) => r.states.total)] as const;
  const transitions = [sum((r) => r.transitions.covered), sum((r) => r.transitions.total)] as const;
  const footer = [
    `all ${rows.length}`,
    String(sum((r) => r.paths)),
    String(sum((r) => r.passed)),
    `${states[0]}/${states[1]}`,
    percent(...states),
    `${transitions[0]}/${transitions[1]}`,
    percent(...transitions),
  ];
  const table = [header, ...body, footer];
  const widths = header.map((_, c) => Math.max(...table.map((row) => (row[c] ?? '').length)));
  const format = (row: string[]) =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [format(header), rule, ...body.map(format), rule, format(footer)].join('\n');
}

export interface FailureLine {
  machine: string;
  path: number;
  events: string;
  step: number;
  event: string;
  message: string;
  /** The simulator's scenario that holds the failed path's data, kept to look at. */
  scenario?: string;
}

export function failureText(failure: FailureLine): string {
  const where = failure.step < 0 ? 'setting up' : `step ${failure.step} (${failure.event})`;
  const kept = failure.scenario
    ? `\n     data: scenario ${failure.scenario}, kept until it idles out (GET /__sim/db/{collection}?scenario=${failure.scenario})`
    : '';
  return (
    `FAIL ${failure.machine} path ${failure.path} at ${where}: ${failure.message}\n` +
    `     path: ${failure.events}\n` +
    `     again: npm run replay -- --level api --machine ${failure.machine} --path ${failure.path}` +
    kept
  );
}
