// Plain failures (issue 36, item 2): every command of scripts/ that meets a backend that is
// absent, silent or not what it needs, or a file that is missing or malformed, ends with one line
// that says what and where, the exit code scripts/README.md gives that failure, and no stack
// trace unless --verbose or DEBUG asks for one. Each command runs as its npm script runs it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/simulator-process';
import { runCommand, type CommandRun } from '../support/command';

/** A hang guard: each command starts tsx, and several run at once on a busy machine. */
const TIMEOUT_MS = 300_000;
const scratch = mkdtempSync(join(tmpdir(), 'plain-failures-'));
const file = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};
const missing = join(scratch, 'no-such-file.json');
const brokenJson = file('broken.json', '{"operations": [');
const notAReport = file('not-a-report.json', '{"hello": "world"}');
const brokenYaml = file('broken.yaml', 'openapi: 3.1.0\ninfo: [oops\n');
const notAUsage = file('not-a-usage.json', '{"operations": {"x": {"parameters": 3}}}');
const unwritable = join(scratch, 'no-such-folder', 'out.json');

let absent: string;
let silent: string;
let foreign: string;
let silentServer: Server;
let foreignServer: HttpServer;
const held = new Set<Socket>();

/** A folder laid out like the repository, with a malformed contract (or none) for gen:api. */
function repositoryWith(contract: string | undefined): string {
  const folder = mkdtempSync(join(scratch, 'repository-'));
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
  if (contract !== undefined) {
    mkdirSync(join(folder, 'openapi'));
    writeFileSync(join(folder, 'openapi', 'openapi.yaml'), contract);
  }
  return folder;
}

beforeAll(async () => {
  absent = `http://127.0.0.1:${await freePort()}`;
  silentServer = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    socket.resume();
  });
  await new Promise<void>((done) => silentServer.listen(0, '127.0.0.1', done));
  silent = `http://127.0.0.1:${(silentServer.address() as AddressInfo).port}`;
  // A web server that is not the simulator: every path a page.
  foreignServer = createHttpServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>'),
  );
  await new Promise<void>((done) => foreignServer.listen(0, '127.0.0.1', done));
  foreign = `http://127.0.0.1:${(foreignServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((done) => silentServer.close(done));
  await new Promise((done) => foreignServer.close(done));
  rmSync(scratch, { recursive: true, force: true });
});

/** Exit code, and the one line the command must end with (after `<command>: `). */
type Row = [what: string, script: string, args: () => string[], exit: number, line: RegExp];

const rows: Row[] = [
  // An absent backend.
  [
    'replay, no backend',
    'replay',
    () => ['--level', 'api', '--base-url', absent],
    5,
    /^replay: no backend answers GET http:\/\/127\.0\.0\.1:\d+\/__sim\/sites \(ECONNREFUSED\)$/,
  ],
  [
    'replay in Chromium, no backend',
    'replay',
    () => ['--level', 'browser', '--machine', 'follow', '--base-url', absent],
    5,
    /^replay: no backend answers GET http:\/\/127\.0\.0\.1:\d+\/__sim\/sites \(ECONNREFUSED\)$/,
  ],
  [
    'contract, no backend',
    'contract',
    () => ['--base-url', absent, '--quiet'],
    5,
    /^contract: no backend answers POST http:\/\/127\.0\.0\.1:\d+\/api\/rio\/login \(ECONNREFUSED\)$/,
  ],
  [
    'proxy, no backend',
    'proxy',
    () => ['--target', absent, '--port', '0'],
    5,
    /^proxy: no backend answers GET http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\): start it first, or check --target$/,
  ],
  // A backend that takes the connection and never answers (audit 2026-11-28, L5).
  [
    'replay, silent backend',
    'replay',
    () => ['--base-url', silent, '--request-timeout', '500'],
    6,
    /^replay: no answer in time from GET http:\/\/127\.0\.0\.1:\d+\/__sim\/sites \(.*500.*\)$/,
  ],
  [
    'contract, silent backend',
    'contract',
    () => ['--base-url', silent, '--request-timeout', '500', '--quiet'],
    6,
    /^contract: no answer within 500 ms from POST http:\/\/127\.0\.0\.1:\d+\/api\/rio\/login$/,
  ],
  // A backend that answers, and is not the simulator (audit 2026-11-28, L5).
  [
    'replay, not a simulator',
    'replay',
    () => ['--base-url', foreign],
    7,
    /^replay: http:\/\/127\.0\.0\.1:\d+ is not the simulator: GET http:\/\/127\.0\.0\.1:\d+\/__sim\/sites is not JSON$/,
  ],
  // Files missing or malformed.
  [
    'contract --replay, missing report',
    'contract',
    () => ['--replay', missing, '--base-url', absent],
    3,
    /^contract: cannot read .*no-such-file\.json: no such file or folder$/,
  ],
  [
    'contract --replay, malformed report',
    'contract',
    () => ['--replay', brokenJson, '--base-url', absent],
    4,
    /^contract: .*broken\.json is malformed: /,
  ],
  [
    'contract --replay, not a report',
    'contract',
    () => ['--replay', notAReport, '--base-url', absent],
    4,
    /^contract: .*not-a-report\.json is not a contract runner report$/,
  ],
  [
    'contract:diff, missing contract',
    'contract-diff',
    () => ['--base', missing],
    3,
    /^contract:diff: .*no-such-file\.json is neither a contract file nor a git ref of this repository$/,
  ],
  [
    'contract:diff, malformed contract',
    'contract-diff',
    () => ['--base', brokenYaml],
    4,
    /^contract:diff: .*broken\.yaml could not be bundled: /,
  ],
  [
    'contract:diff, malformed usage file',
    'contract-diff',
    () => ['--base', 'openapi/openapi.yaml', '--usage', notAUsage],
    4,
    /^contract:diff: .*not-a-usage\.json is not a usage file/,
  ],
  [
    'usage:web --add, missing file',
    'usage-web',
    () => ['--add', missing],
    3,
    /^usage:web: cannot read .*no-such-file\.json: no such file or folder$/,
  ],
  [
    'usage:web --add, malformed file',
    'usage-web',
    () => ['--add', brokenJson],
    4,
    /^usage:web: .*broken\.json is malformed: /,
  ],
  [
    'paths --out, a folder that is not there',
    'paths',
    () => ['--out', unwritable],
    3,
    /^paths: cannot write .*no-such-folder\/out\.json: no such file or folder$/,
  ],
  [
    'proxy --record, a folder that is not there',
    'proxy',
    () => ['--target', foreign, '--port', '0', '--record', unwritable],
    3,
    /^proxy: cannot write .*no-such-folder\/out\.json: no such file or folder$/,
  ],
  // The command line.
  [
    'replay, an unknown option',
    'replay',
    () => ['--bogus'],
    2,
    /^replay: Unknown option '--bogus'/,
  ],
  [
    'replay, a number of retries that is none',
    'replay',
    () => ['--level', 'browser', '--retries', 'twice'],
    2,
    /^replay: --retries takes a whole number of retries, not twice$/,
  ],
  [
    'replay, retries at the API level',
    'replay',
    () => ['--level', 'api', '--retries', '0'],
    2,
    /^replay: --retries is for --level browser \(a path failing in Chromium is tried again\)$/,
  ],
  [
    'gen:api, a misspelt --check',
    'gen-api',
    () => ['--chek'],
    2,
    /^gen:api: Unknown option '--chek'/,
  ],
  [
    'bench:seed, an unknown argument',
    'bench-seed',
    () => ['--bogus'],
    2,
    /^bench:seed: unknown argument '--bogus'/,
  ],
];

/** The one line: nothing else on stderr, and no stack frame anywhere. */
function expectOneLine(run: CommandRun, exit: number, line: RegExp): void {
  expect(run.stderr.trimEnd().split('\n'), run.stderr).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(line);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at \S/);
  expect(run.status).toBe(exit);
}

describe.concurrent('A command of scripts/ that meets what it cannot use', () => {
  it.each(rows)(
    '%s',
    async (_what, script, args, exit, line) => {
      const run = await runCommand(`scripts/${script}.ts`, args());

      expectOneLine(run, exit, line);
    },
    TIMEOUT_MS,
  );

  it(
    'gen:api, a contract that is not there: exit 3',
    async () => {
      const run = await runCommand(resolve('scripts/gen-api.ts'), ['--check'], {
        cwd: repositoryWith(undefined),
      });

      expectOneLine(
        run,
        3,
        /^gen:api: cannot read openapi\/openapi\.yaml: no such file or folder$/,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'gen:api, a malformed contract: exit 4',
    async () => {
      const run = await runCommand(resolve('scripts/gen-api.ts'), ['--check'], {
        cwd: repositoryWith('openapi: 3.1.0\ninfo: [oops\n'),
      });

      expectOneLine(run, 4, /^gen:api: openapi\/openapi\.yaml could not be bundled: .*indentation/);
    },
    TIMEOUT_MS,
  );

  it(
    'When --verbose or DEBUG asks, then the stack comes before the one line',
    async () => {
      const verbose = await runCommand('scripts/replay.ts', ['--base-url', absent, '--verbose']);
      const debug = await runCommand('scripts/replay.ts', ['--base-url', absent], {
        env: { DEBUG: '1' },
      });

      for (const run of [verbose, debug]) {
        expect(run.status).toBe(5);
        expect(run.stderr).toMatch(/\n\s+at \S/);
        expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(/^replay: no backend answers/);
      }
    },
    TIMEOUT_MS,
  );
});
