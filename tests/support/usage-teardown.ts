// Global teardown of the end-to-end suite and the browser replay: the run's recorded use of the
// contract (usage-fixture.ts) merged into `{outputDir}/api-usage.json`, and the run fails when it
// holds a call, parameter or field that openapi/usage/web.json lacks, naming the command that
// records it. A partial run checks only what it recorded; `npm run usage:web` re-records the file
// from both suites.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { usageFromEntries } from '../../scripts/usage/from-entries';
import {
  missingFrom,
  readUsage,
  UPDATE_COMMAND,
  WEB_USAGE,
  writeUsage,
} from '../../scripts/usage/usage-file';
import { USAGE_NOTES } from './usage-fixture';

/** The run's usage file, beside the notes. */
export const RUN_USAGE = 'api-usage.json';

export default function usageTeardown(config: FullConfig): void {
  const outputDir = config.projects[0]?.outputDir;
  if (!outputDir) return;
  const folder = join(outputDir, USAGE_NOTES);
  if (!existsSync(folder)) return;
  const entries = readdirSync(folder).flatMap(
    (file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[],
  );
  const run = usageFromEntries(entries);
  const runFile = join(outputDir, RUN_USAGE);
  writeUsage(run, runFile);
  if (process.env.USAGE_RECORDING === '1') return;
  const missing = missingFrom(readUsage(WEB_USAGE), run);
  if (missing.length === 0) return;
  throw new Error(
    [
      `The web app used ${missing.length} thing(s) of the contract that ${WEB_USAGE} does not record:`,
      ...missing.slice(0, 20).map((m) => `  ${m}`),
      ...(missing.length > 20 ? [`  … and ${missing.length - 20} more`] : []),
      `Record them: \`${UPDATE_COMMAND} -- --add ${runFile}\` (this run's use added), or \`${UPDATE_COMMAND}\` (both suites re-recorded).`,
    ].join('\n'),
  );
}
