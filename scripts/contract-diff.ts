// `npm run contract:diff -- --base OLD --revision NEW`: every change between two versions of the
// contract, classified by oasdiff's breaking-change rules from both sides (old clients' requests
// and what they read), and whether the web app would feel it (openapi/usage/web.json). Exit 1 on a
// breaking change (or, with --fail-on felt, on one the web app would feel); a contract or usage
// file it cannot read or refuses ends it with one line and the exit code of scripts/README.md.
// scripts/contract-diff/ holds its parts; the README's backend section shows its output.
import { writeFileSync } from 'node:fs';
import { EXIT, fileFailure, runTool } from './lib/cli';
import { diffContracts } from './contract-diff/diff';
import { loadContract } from './contract-diff/load';
import { readDiffOptions } from './contract-diff/options';
import { json, junitXml, table } from './contract-diff/output';
import { readUsage } from './usage/usage-file';

await runTool('contract:diff', async () => {
  const options = readDiffOptions(process.argv.slice(2));
  const usage = readUsage(options.usage);
  const [base, revision] = await Promise.all([
    loadContract(options.base),
    loadContract(options.revision),
  ]);
  const result = diffContracts(base, revision, usage);
  const text =
    options.format === 'json'
      ? json(result)
      : options.format === 'junit'
        ? junitXml(result, options.failOn)
        : `${table(result)}\n`;
  if (options.out) {
    const out = options.out;
    try {
      writeFileSync(out, text);
    } catch (error) {
      throw fileFailure(out, error, 'write');
    }
  } else process.stdout.write(text);
  const failing = result.changes.filter((c) =>
    options.failOn === 'felt' ? c.feltByWebApp : c.level === 'breaking',
  );
  return failing.length > 0 ? EXIT.failed : EXIT.ok;
});
