// `npm run proxy -- --target URL [--port N] [--web URL] [--record FILE]
// [--simulator URL --simulate op1,op2]`: the validating proxy in front of a backend. Point the
// browser (or the web app's dev server) at it; see the README.
import { parseArgs } from 'node:util';
import { startProxy } from './proxy/server';

const USAGE =
  'npm run proxy -- --target URL [--port N] [--web URL] [--record FILE] [--simulator URL --simulate op1,op2]';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string', default: '4010' },
    web: { type: 'string' },
    record: { type: 'string' },
    simulator: { type: 'string' },
    simulate: { type: 'string' },
  },
});
if (!values.target) {
  console.error(USAGE);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}.`);
  process.exit(2);
}
const simulate = values.simulate
  ?.split(',')
  .map((id) => id.trim())
  .filter((id) => id !== '');
const proxy = await startProxy({
  target: values.target,
  port,
  ...(values.web ? { web: values.web } : {}),
  ...(values.record ? { record: values.record } : {}),
  ...(values.simulator !== undefined ? { simulator: values.simulator } : {}),
  ...(simulate ? { simulate } : {}),
}).catch((error: unknown) => {
  console.error(
    `The proxy did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(2);
});
console.log(
  `validating proxy on ${proxy.url} → API ${values.target}, pages ${values.web ?? values.target}`,
);
if (values.simulator && simulate)
  console.log(`answered by the simulator at ${values.simulator}: ${simulate.join(', ')}`);
console.log(`violations: the X-Contract-Violations header and ${proxy.url}/__sim/journal`);
if (values.record) console.log(`recording every API exchange to ${values.record} (HAR 1.2)`);
