// `npm run usage:web`: records what the web app uses of the contract into openapi/usage/web.json.
//   npm run usage:web                 runs the end-to-end suite and the browser replay (the built
//                                     web app in web/dist) and adds their use to the file
//   npm run usage:web -- --prune      the same, but two complete runs replace the file (dropping
//                                     what the app no longer reads); review the removals, since a
//                                     part that renders only when a page stays long enough may
//                                     read a field in one run and not in the next
//   npm run usage:web -- --add FILE   adds one run's recorded use (the file a failing run names)
// The suites record through web/src/lib/usage-recorder.ts; tests/support/usage-teardown.ts checks
// every run against the committed file. A usage file that is missing or malformed ends it with one
// line and the exit code of scripts/README.md.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { EXIT, missingFile, runTool } from './lib/cli';
import { mergeUsage, readUsage, WEB_USAGE, writeUsage } from './usage/usage-file';

await runTool('usage:web', async () => {
  const { values } = parseArgs({
    options: { add: { type: 'string' }, prune: { type: 'boolean' } },
  });
  if (values.add) {
    // A file that is not there is not a run's use: said, not read as empty.
    if (!existsSync(values.add)) throw missingFile(values.add);
    writeUsage(mergeUsage(readUsage(WEB_USAGE), readUsage(values.add)));
    console.log(`${WEB_USAGE}: ${values.add} added.`);
    return EXIT.ok;
  }
  // Both suites write their run's use to their output folder; USAGE_RECORDING turns the
  // teardown's check off while the file is being made.
  const scratch = mkdtempSync(join(tmpdir(), 'usage-web-'));
  const e2eOut = join(scratch, 'e2e');
  const replayOut = join(scratch, 'replay');
  const env = { ...process.env, USAGE_RECORDING: '1' };
  const status = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
    spawnSync('npx', args, { stdio: 'inherit', env: { ...env, ...extra } }).status;
  const e2e = status(['playwright', 'test', '--output', e2eOut]);
  const replay = status(['tsx', 'scripts/replay.ts', '--level', 'browser'], {
    REPLAY_OUTPUT: replayOut,
  });
  const files = [join(e2eOut, 'api-usage.json'), join(replayOut, 'api-usage.json')];
  const found = files.filter((f) => existsSync(f));
  const complete = e2e === 0 && replay === 0 && found.length === files.length;
  // Only --prune with two complete runs replaces the file; otherwise what was recorded is added,
  // so that a failed suite, or a field one run happened not to read, loses nothing.
  const replace = values.prune === true && complete;
  const kept = replace ? [] : [readUsage(WEB_USAGE)];
  writeUsage(mergeUsage(...kept, ...found.map((f) => readUsage(f))));
  console.log(`${WEB_USAGE}: ${replace ? 'written' : 'added to'} from ${found.join(' and ')}.`);
  if (values.prune === true && !complete)
    console.log('A suite failed or did not run: the file kept its entries; re-run to prune.');
  return EXIT.ok;
});
