// The command line of `npm run contract:diff`.
import { parseArgs } from 'node:util';
import { usageError } from '../lib/cli';
import { WEB_USAGE } from '../usage/usage-file';

export interface DiffOptions {
  base: string;
  revision: string;
  format: 'table' | 'json' | 'junit';
  failOn: 'breaking' | 'felt';
  usage: string;
  out?: string;
}

export const USAGE = `npm run contract:diff -- --base OLD --revision NEW [--format table|json|junit]
  [--fail-on breaking|felt] [--usage FILE] [--out FILE]

OLD and NEW are contract files (YAML or JSON, split files resolved) or git refs of this
repository (their openapi/openapi.yaml); --revision defaults to openapi/openapi.yaml.
Exits 1 when a change is breaking (with --fail-on felt: only when the web app would feel it,
as ${WEB_USAGE} records its use).`;

export function readDiffOptions(args: string[]): DiffOptions {
  const { values } = parseArgs({
    args,
    options: {
      base: { type: 'string' },
      revision: { type: 'string', default: 'openapi/openapi.yaml' },
      format: { type: 'string', default: 'table' },
      'fail-on': { type: 'string', default: 'breaking' },
      usage: { type: 'string', default: WEB_USAGE },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.base) throw usageError('--base is required (npm run contract:diff -- --help)');
  const format = values.format;
  if (format !== 'table' && format !== 'json' && format !== 'junit')
    throw usageError(`--format must be table, json or junit, not ${format}`);
  const failOn = values['fail-on'];
  if (failOn !== 'breaking' && failOn !== 'felt')
    throw usageError(`--fail-on must be breaking or felt, not ${failOn}`);
  return {
    base: values.base,
    revision: values.revision,
    format,
    failOn,
    usage: values.usage,
    ...(values.out ? { out: values.out } : {}),
  };
}
