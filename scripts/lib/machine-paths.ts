// The paths file QA replays: every machine's generated paths with its coverage, and the table
// `npm run paths` prints. The generation and the replay live in machines/testing/coverage.ts,
// which the model-based test uses too.
import {
  analyseMachine,
  type MachineCoverage,
  type MachinePaths,
} from '../../machines/testing/coverage';
import { machineModels } from '../../machines/testing/models';

export interface PathsFile {
  machines: MachinePaths[];
}

export function analyseAllMachines(): MachineCoverage[] {
  return machineModels.map(analyseMachine);
}

/** The file's shape: `{ machines: [{ id, states, transitions, paths }] }`, nothing else. */
export function toPathsFile(coverage: readonly MachineCoverage[]): PathsFile {
  return {
    machines: coverage.map(({ id, states, transitions, paths }) => ({
      id,
      states,
      transitions,
      paths,
    })),
  };
}

export function isComplete(machine: MachineCoverage): boolean {
  return (
    machine.states.covered === machine.states.total &&
    machine.transitions.covered === machine.transitions.total
  );
}

function percent(covered: number, total: number): string {
  return `${total === 0 ? 100 : Math.floor((covered / total) * 100)}%`;
}

/** A plain-text table: one row per machine, then the totals. */
export function coverageTable(coverage: readonly MachineCoverage[]): string {
  const header = ['machine', 'states', '', 'transitions', '', 'paths'];
  const rows = coverage.map((machine) => [
    machine.id,
    `${machine.states.covered}/${machine.states.total}`,
    percent(machine.states.covered, machine.states.total),
    `${machine.transitions.covered}/${machine.transitions.total}`,
    percent(machine.transitions.covered, machine.transitions.total),
    String(machine.paths.length),
  ]);
  const sum = (pick: (machine: MachineCoverage) => number): number =>
    coverage.reduce((total, machine) => total + pick(machine), 0);
  const states = [sum((m) => m.states.covered), sum((m) => m.states.total)] as const;
  const transitions = [sum((m) => m.transitions.covered), sum((m) => m.transitions.total)] as const;
  const footer = [
    `all ${coverage.length}`,
    `${states[0]}/${states[1]}`,
    percent(...states),
    `${transitions[0]}/${transitions[1]}`,
    percent(...transitions),
    String(sum((m) => m.paths.length)),
  ];
  const table = [header, ...rows, footer];
  const widths = header.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: string[]): string =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [format(header), rule, ...rows.map(format), rule, format(footer)].join('\n');
}
