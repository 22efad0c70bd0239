// `npm run proxy -- --target URL [--port N] [--web URL] [--record FILE]`: the validating proxy in front of a
// backend. Point the browser (or the web app's dev server) at it; see the README.
import { parseArgs } from 'node:util';
import { startProxy } from './proxy/server';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string', default: '4010' },
    web: { type: 'string' },
    record: { type: 'string' },
  },
});
if (!values.target) {
  console.error('npm run proxy -- --target URL [--port N] [--web URL] [--record FILE]');
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}.`);
  process.exit(2);
}
const proxy = await startProxy({
  target: values.target,
  port,
  ...(values.web ? { web: values.web } : {}),
  ...(values.record ? { record: values.record } : {}),
});
console.log(
  `validating proxy on ${proxy.url} → API ${values.target}, pages ${values.web ?? values.target}`,
);
console.log(`violations: the X-Contract-Violations header and ${proxy.url}/__sim/journal`);
if (values.record) console.log(`recording every API exchange to ${values.record} (HAR 1.2)`);
