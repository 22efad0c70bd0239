// npm run check:peers: the contract and the simulator as a peer's tools judge them (issue 36, item
// 5). Specmatic (the npm package's jar, Java 17) runs its positive contract tests against a
// simulator started as `npm start` starts it (its port and data folder aside), and its
// backward-compatibility check on the diff's test pairs, the fixture pair and the contract against
// itself, printed beside the project's own diff. Not part of `npm test`: it needs Java and takes
// minutes. Exit 0 when Specmatic's run finds no simulator defect and no valid request refused
// with 400, and the contract is compatible with itself; 1 otherwise (scripts/README.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JournalEntry } from '../openapi/runtime/journal';
import { EXIT, runTool } from './lib/cli';
import { compatibility, type PairVerdict } from './check-peers/compatibility';
import { specmaticTests } from './check-peers/contract-tests';
import { specmatic, specmaticJar } from './check-peers/specmatic';

const CONTRACT = 'openapi/dist/openapi.json';
const REPORT_DIR = 'reports/peers';

function countBy<T>(items: T[], key: (item: T) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function printCounts(counts: Array<[string, number]>, limit = 20): void {
  for (const [what, n] of counts.slice(0, limit))
    console.log(`      ${String(n).padStart(4)}  ${what}`);
}

/** What the journal says of Specmatic's requests; true when nothing is the simulator's fault. */
function reportTests(output: string, entries: JournalEntry[], lost: number): boolean {
  const run = /Tests run: (\d+), Successes: (\d+), Failures: (\d+)/.exec(output);
  const mismatches = [
    ...output.matchAll(/expected status (\d+) but response contained status (\d+)/g),
  ];
  const refused = entries.filter((e) => e.status === 400 && e.validation.request === 'valid');
  const defects = entries.filter((e) => e.status >= 500 || e.validation.response === 'invalid');
  const sentInvalid = entries.filter((e) => e.validation.request === 'invalid');
  const regexRefused = output.match(/Invalid Regex format/g)?.length ?? 0;
  console.log(
    `\nSpecmatic test (positive, 3 combinations an operation): ${run?.[0] ?? 'no summary'}`,
  );
  console.log(`  patterns Specmatic refused ("Invalid Regex format"): ${regexRefused}`);
  console.log('  failures by status (expected -> answered):');
  printCounts(
    countBy(mismatches, (m) => `${m[1]} -> ${m[2]}`),
    12,
  );
  console.log(`  simulator journal: ${entries.length} requests (${lost} dropped before read)`);
  console.log(`    simulator defects (5xx or an answer off the contract): ${defects.length}`);
  printCounts(
    countBy(defects, (e) => `${e.operationId ?? '?'} ${e.status}: ${e.validation.errors[0] ?? ''}`),
  );
  console.log(`    valid requests refused with 400: ${refused.length}`);
  printCounts(countBy(refused, (e) => `${e.operationId ?? '?'}: ${e.validation.errors[0] ?? ''}`));
  console.log(
    `    requests Specmatic sent that break the contract (its limitations): ${sentInvalid.length}`,
  );
  printCounts(
    countBy(sentInvalid, (e) => `${e.operationId ?? '?'}: ${e.validation.errors[0] ?? ''}`),
    15,
  );
  console.log('    answers by status:');
  printCounts(
    countBy(entries, (e) => String(e.status)),
    12,
  );
  return run !== null && defects.length === 0 && refused.length === 0 && lost === 0;
}

function reportCompatibility(verdicts: PairVerdict[]): boolean {
  console.log('\nBackward compatibility: expected | project contract:diff | Specmatic');
  for (const v of verdicts)
    console.log(
      `  ${v.expected.padEnd(12)} | ${v.project.padEnd(12)} | ${v.specmatic.padEnd(12)} ${v.name}`,
    );
  const agree = (a: keyof PairVerdict, b: keyof PairVerdict) =>
    verdicts.filter((v) => v[a] === v[b]).length;
  const n = verdicts.length;
  console.log(
    `  of ${n} pairs: project = expected ${agree('project', 'expected')}/${n}, ` +
      `Specmatic = expected ${agree('specmatic', 'expected')}/${n}, ` +
      `Specmatic = project ${agree('specmatic', 'project')}/${n}`,
  );
  return verdicts[0]?.specmatic === 'not breaking';
}

async function main(): Promise<number> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const jar = specmaticJar();
  console.log((await specmatic(jar, ['--version'])).trim());

  const tests = await specmaticTests(jar, CONTRACT);
  writeFileSync(join(REPORT_DIR, 'specmatic-test.log'), tests.output);
  writeFileSync(join(REPORT_DIR, 'journal.json'), JSON.stringify(tests.entries, null, 1));
  const testsClean = reportTests(tests.output, tests.entries, tests.lost);

  const bcc = await compatibility(jar);
  writeFileSync(join(REPORT_DIR, 'specmatic-compatibility.log'), bcc.output);
  const selfCompatible = reportCompatibility(bcc.verdicts);

  console.log(`\nSpecmatic's logs and the journal: ${REPORT_DIR}/`);
  return testsClean && selfCompatible ? EXIT.ok : EXIT.failed;
}

await runTool('check:peers', main);
