// npm start: build the web app when its sources are newer than the last build, then start the
// simulator, which serves it with the API on http://localhost:4000.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './lib/run';

const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'fixtures/site-props.ts',
  'machines',
  'openapi/client.ts',
];
const BUILT_INDEX = 'web/dist/index.html';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

const built = existsSync(BUILT_INDEX) ? statSync(BUILT_INDEX).mtimeMs : 0;
if (WEB_SOURCES.some((source) => newestChange(source) > built)) {
  console.log(
    built === 0 ? 'Building the web app (first start)…' : 'Web app sources changed: rebuilding…',
  );
  run('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
}
await import('../sim-server/main');
