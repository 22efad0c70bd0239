// `npx tsx scripts/spec-coverage-candidates.ts [row id…]`: for each implemented row of
// tests/spec-coverage.md whose cited tests do not show it (tests/spec-coverage-check.ts), the tests
// of the repository whose body writes one of the row's values or uses what the row names: where
// to look for the citation the row lacks. A candidate is a lead, not a verdict: read it.
import { spawnSync } from 'node:child_process';
import {
  blocksOf,
  readCoverageTable,
  ROOT,
  rowSymbols,
  rowValues,
  showsRow,
  unshownReason,
} from '../tests/spec-coverage-check';

const files = spawnSync(
  'git',
  [
    'ls-files',
    '-co',
    '--exclude-standard',
    'tests/**/*.test.ts',
    'tests/**/*.test.tsx',
    'tests/e2e/*.spec.ts',
  ],
  { cwd: ROOT, encoding: 'utf8' },
)
  .stdout.split('\n')
  .filter(Boolean);
const only = process.argv.slice(2);
const { rows } = readCoverageTable();
for (const row of rows) {
  if (row.status !== 'OK' && row.status !== 'DUPLICATED') continue;
  if (only.length > 0 && !only.includes(row.id)) continue;
  const reason = unshownReason(row);
  if (!reason) continue;
  const wanted = { values: rowValues(row.item), symbols: rowSymbols(row.implementations) };
  const leads = files.flatMap((file) =>
    blocksOf(file)
      .filter((block) => !/^(test\.)?describe/.test(block.body) && showsRow(block.body, wanted))
      .map((block) => `${file} › ${block.title}`),
  );
  console.log(`${reason}\n  ${leads.length} leads${leads.length ? ':' : ''}`);
  for (const lead of leads.slice(0, 5)) console.log(`    ${lead}`);
}
