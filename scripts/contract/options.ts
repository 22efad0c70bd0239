// The command line of `npm run contract`.
import { parseArgs } from 'node:util';
import { usageError } from '../lib/cli';
import { scenarioOption } from './sandbox';

export interface CliOptions {
  baseUrl?: string;
  site: string;
  seed: number;
  budget: number;
  operations?: string[];
  report?: string;
  junit?: string;
  requestTimeout: number;
  concurrency: number;
  username?: string;
  password?: string;
  quiet: boolean;
  /** Fail unless each operation with parameters or a body got this many negative cases. */
  minNegative: number;
  /** Where to write the run's speed (cases, seconds, cases/s, machine). */
  figures?: string;
  /** max_response_time: an answer slower than this many ms fails. */
  maxResponseTime?: number;
  /** Where to write every failing case's request and answer as HAR 1.2. */
  har?: string;
  /** A report whose failing cases are sent again instead of a run. */
  replay?: string;
  /** Run in this simulator scenario and keep it (sandbox.ts). */
  scenario?: string;
  /** Run on the simulator's shared data instead of a scenario of the run's own. */
  shared: boolean;
}

export const USAGE = `npm run contract -- [--base-url URL] [--site CODE] [--seed N] [--budget N]
  [--operations ID,...] [--report FILE] [--junit FILE] [--request-timeout MS]
  [--username EMAIL] [--password TEXT] [--concurrency N] [--quiet]
  [--min-negative N] [--figures FILE] [--max-response-time MS] [--har FILE]
  [--scenario NAME | --shared]
npm run contract -- --replay REPORT [--base-url URL] [--max-response-time MS]
  [--scenario NAME | --shared]

Without --base-url the simulator is started for the run. --budget is the number of negative
cases per operation (default 50);
--min-negative fails the run when an operation with parameters (beyond the site headers) or a
body got fewer. --figures writes the run's speed as JSON. --max-response-time fails an answer
slower than MS (max_response_time). --har writes every failing case's request and answer as
HAR 1.2, secrets redacted. --replay sends the failing cases of a --report file again (against
--base-url, else the simulator) and says which still fail. The test account defaults to seeker.{site}@example.com.
Against the simulator the run's writes go to a scenario of its own, dropped at the end, so the
shared data stays as it was; --scenario NAME runs in that scenario and keeps it, --shared runs
on the shared data.`;

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw usageError(`--${name} must be a whole number, not ${text}`);
  return value;
}

export function readOptions(args: string[]): CliOptions {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      site: { type: 'string', default: 'IN' },
      seed: { type: 'string' },
      budget: { type: 'string' },
      operations: { type: 'string' },
      report: { type: 'string' },
      junit: { type: 'string' },
      'request-timeout': { type: 'string' },
      concurrency: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      'min-negative': { type: 'string' },
      figures: { type: 'string' },
      'max-response-time': { type: 'string' },
      har: { type: 'string' },
      replay: { type: 'string' },
      scenario: { type: 'string' },
      shared: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.shared && values.scenario !== undefined)
    throw usageError('--scenario and --shared say different things: give one of them');
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))
    throw usageError(
      `--base-url must be an http(s) URL such as http://localhost:4000, not ${baseUrl}`,
    );
  return {
    ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
    site: values.site.toUpperCase(),
    seed: positiveInt('seed', values.seed, 1),
    budget: positiveInt('budget', values.budget, 50),
    ...(values.operations
      ? {
          operations: values.operations
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
    ...(values.report ? { report: values.report } : {}),
    ...(values.junit ? { junit: values.junit } : {}),
    requestTimeout: positiveInt('request-timeout', values['request-timeout'], 10_000) || 10_000,
    concurrency: Math.max(1, positiveInt('concurrency', values.concurrency, 8)),
    ...(values.username ? { username: values.username } : {}),
    ...(values.password ? { password: values.password } : {}),
    quiet: values.quiet,
    minNegative: positiveInt('min-negative', values['min-negative'], 0),
    ...(values.figures ? { figures: values.figures } : {}),
    ...(values['max-response-time'] !== undefined
      ? { maxResponseTime: positiveInt('max-response-time', values['max-response-time'], 0) }
      : {}),
    ...(values.har ? { har: values.har } : {}),
    ...(values.replay ? { replay: values.replay } : {}),
    ...(values.scenario !== undefined ? { scenario: scenarioOption(values.scenario) } : {}),
    shared: values.shared,
  };
}
