// `npm run paths -- --out FILE`: writes the model-based paths of every machine as JSON for QA to
// replay (default ./machine-paths.json) and prints each machine's state and transition coverage.
// Exits with 1 when a machine's paths miss a state or a transition, and with one line and the
// exit code of scripts/README.md when FILE cannot be written.
import { accessSync, constants, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT, fileFailure, runTool } from './lib/cli';
import { analyseAllMachines, coverageTable, isComplete, toPathsFile } from './lib/machine-paths';

const DEFAULT_OUT = 'machine-paths.json';

await runTool('paths', async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o', default: DEFAULT_OUT } },
  });
  const out = resolve(values.out ?? DEFAULT_OUT);
  // Said before the paths are generated (a minute on a busy machine), not after.
  try {
    accessSync(dirname(out), constants.W_OK);
  } catch (error) {
    throw fileFailure(out, error, 'write');
  }

  const coverage = analyseAllMachines();
  try {
    writeFileSync(out, `${JSON.stringify(toPathsFile(coverage), null, 2)}\n`);
  } catch (error) {
    throw fileFailure(out, error, 'write');
  }

  console.log(coverageTable(coverage));
  console.log(`\nPaths of ${coverage.length} machines written to ${out}`);

  const incomplete = coverage.filter((machine) => !isComplete(machine));
  for (const machine of incomplete) {
    console.error(`\n${machine.id} is not fully covered:`);
    for (const state of machine.uncoveredStates) console.error(`  state ${state}`);
    for (const transition of machine.uncoveredTransitions)
      console.error(`  transition ${transition}`);
  }
  return incomplete.length > 0 ? EXIT.failed : EXIT.ok;
});
