// `npm run proxy -- --target URL [--port N] [--web URL] [--record FILE]
// [--simulator URL --simulate op1,op2]`: the validating proxy in front of a backend. Point the
// browser (or the web app's dev server) at it; see the README. It starts only when its backends
// answer: a target nothing answers at, an option it cannot use, a port in use or a --record file
// it cannot write end it with one line and the exit code of scripts/README.md.
import { parseArgs } from 'node:util';
import { backendFailure, fileFailure, runTool, ToolError, usageError } from './lib/cli';
import { printable } from './lib/printable';
import { startProxy } from './proxy/server';

const USAGE =
  'npm run proxy -- --target URL [--port N] [--web URL] [--record FILE] [--simulator URL --simulate op1,op2]';
/** How long a backend may take to answer the proxy's first request before it does not start. */
const PROBE_MS = 10_000;

function url(option: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^https?:\/\/[^/]/.test(value))
    throw usageError(`--${option} must be an http(s) URL, not ${value}`);
  return value;
}

/** Any HTTP answer will do: the backend is there. No answer ends the start with one line. */
async function probe(option: string, backend: string): Promise<void> {
  try {
    // eslint-disable-next-line no-restricted-globals -- any answer of any backend: not a contract call
    await fetch(backend, { redirect: 'manual', signal: AbortSignal.timeout(PROBE_MS) });
  } catch (error) {
    const failure = backendFailure(`GET ${backend}`, error);
    throw new ToolError(
      failure.exitCode,
      `${failure.message}: start it first, or check --${option}`,
    );
  }
}

await runTool('proxy', async () => {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      port: { type: 'string', default: '4010' },
      web: { type: 'string' },
      record: { type: 'string' },
      simulator: { type: 'string' },
      simulate: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const target = url('target', values.target);
  if (!target) throw usageError(`--target is required: ${USAGE}`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw usageError(`--port must be a port number, not ${values.port}`);
  const simulator = url('simulator', values.simulator);
  const web = url('web', values.web);
  const simulate = values.simulate
    ?.split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  await probe('target', target);
  if (simulator) await probe('simulator', simulator);
  const proxy = await startProxy({
    target,
    port,
    ...(web ? { web } : {}),
    ...(values.record ? { record: values.record } : {}),
    ...(simulator !== undefined ? { simulator } : {}),
    ...(simulate ? { simulate } : {}),
  }).catch((error: unknown) => {
    const { syscall, code } = error as { syscall?: unknown; code?: unknown };
    if (values.record && syscall === 'open') throw fileFailure(values.record, error, 'write');
    if (code === 'EADDRINUSE') throw usageError(`port ${port} is in use: choose another --port`);
    throw error;
  });
  console.log(
    `validating proxy on ${proxy.url} → API ${printable(target)}, pages ${printable(web ?? target)}`,
  );
  if (simulator && simulate)
    console.log(`answered by the simulator at ${printable(simulator)}: ${simulate.join(', ')}`);
  console.log(`violations: the X-Contract-Violations header and ${proxy.url}/__sim/journal`);
  if (values.record) console.log(`recording every API exchange to ${values.record} (HAR 1.2)`);
  return undefined;
});
