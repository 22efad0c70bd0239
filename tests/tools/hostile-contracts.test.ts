// contract:diff under hostile contracts (audit 2026-11-28, H1, M6, L1): a contract names files
// and URLs with $ref, and the diff must read only files of the contract's own folder (the ref's
// openapi/ for a git ref), print none of what it refuses, print only JSON Schema's type names,
// escape the names it prints, and end fast on YAML aliases or $refs that share subschemas ten
// wide and nine deep. Each case is the probe's reproduction, run as CI runs the command.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand, type CommandRun } from '../support/command';

/** A hang guard: each case starts the command, and a busy machine takes tens of seconds. */
vi.setConfig({ testTimeout: 240_000 });

const scratch = mkdtempSync(join(tmpdir(), 'hostile-contracts-'));
const SECRET = 'root-password-hunter2';
const secretFile = join(scratch, 'secret.txt');
let metadata: Server;
let metadataUrl: string;
let metadataHits = 0;

/** A contract whose one answer's field `x` has the schema `xSchema` (YAML flow text). */
function contract(xSchema: string, more = ''): string {
  return [
    'openapi: 3.1.0',
    'info: {title: hostile, version: 1.0.0}',
    more,
    'paths:',
    '  /a:',
    '    get:',
    '      operationId: getA',
    '      responses:',
    "        '200':",
    '          description: ok',
    '          content:',
    '            application/json:',
    `              schema: {type: object, properties: {x: ${xSchema}}}`,
    '',
  ].join('\n');
}

function contractFile(folder: string, text: string): string {
  mkdirSync(join(scratch, folder), { recursive: true });
  const file = join(scratch, folder, 'openapi.yaml');
  writeFileSync(file, text);
  return file;
}

const base = () => contractFile('base', contract('{type: string}'));

function diff(args: string[], cwd?: string): Promise<CommandRun> {
  return runCommand(resolve('scripts/contract-diff.ts'), args, cwd ? { cwd } : {});
}

/** Refused: exit 4, one line naming the refusal, and nothing of the target printed. */
function expectRefused(run: CommandRun, why: RegExp): void {
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(why);
  expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
  expect(run.status).toBe(4);
}

beforeAll(async () => {
  writeFileSync(secretFile, `${SECRET}\n`);
  metadata = createServer((_req, res) => {
    metadataHits += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(`{"url": "${SECRET}"}`);
  });
  await new Promise<void>((done) => metadata.listen(0, '127.0.0.1', done));
  metadataUrl = `http://127.0.0.1:${(metadata.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => metadata.close(done));
  rmSync(scratch, { recursive: true, force: true });
});

describe('contract:diff reads only the contract’s own folder (H1)', () => {
  it('When a $ref names an absolute path, then the diff refuses it and prints nothing of the file', async () => {
    const revision = contractFile('absolute', contract(`{type: {$ref: '${secretFile}'}}`));

    const run = await diff(['--base', base(), '--revision', revision]);

    expectRefused(run, /is refused: \$ref \/.*secret\.txt is an absolute path/);
  });

  it('When a $ref climbs out of the folder with .., then the diff refuses it', async () => {
    const revision = contractFile(
      'climbing/deeper',
      contract("{enum: {$ref: '../../secret.txt'}}"),
    );

    const run = await diff(['--base', base(), '--revision', revision]);

    expectRefused(run, /is refused: \$ref \.\.\/\.\.\/secret\.txt leaves the contract's folder/);
  });

  it('When a $ref names a URL, then the diff refuses it and never fetches it', async () => {
    const revision = contractFile('url', contract(`{type: {$ref: '${metadataUrl}/meta#/url'}}`));

    const run = await diff(['--base', base(), '--revision', revision]);

    expectRefused(run, /is refused: \$ref http:\/\/127\.0\.0\.1:\d+\/meta is a URL/);
    expect(metadataHits).toBe(0);
  });

  it('When a file of the folder is a link out of it, then the diff refuses it', async () => {
    const revision = contractFile('linked', contract("{type: {$ref: 'schema.yaml'}}"));
    symlinkSync(secretFile, join(scratch, 'linked', 'schema.yaml'));

    const run = await diff(['--base', base(), '--revision', revision]);

    expectRefused(run, /is refused: schema\.yaml links out of the contract's folder/);
  });

  it("When a pull request's commit points a $ref out of openapi/, then the git-ref diff refuses it", async () => {
    // A repository of its own, as CI checks a pull request out: base and hostile commits.
    const repository = join(scratch, 'repository');
    mkdirSync(join(repository, 'openapi'), { recursive: true });
    symlinkSync(resolve('node_modules'), join(repository, 'node_modules'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=ci', '-c', 'user.email=ci@example.com', ...args], {
        cwd: repository,
      });
    git('init', '-q');
    writeFileSync(join(repository, 'openapi', 'openapi.yaml'), contract('{type: string}'));
    git('add', 'openapi');
    git('commit', '-qm', 'base');
    git('tag', 'base');
    writeFileSync(
      join(repository, 'openapi', 'openapi.yaml'),
      contract(`{type: {$ref: '../../../../../../../../../..${secretFile}'}}`),
    );
    git('commit', '-qam', 'hostile');

    const run = await diff(['--base', 'base', '--revision', 'HEAD'], repository);

    expectRefused(run, /^contract:diff: HEAD:openapi\/openapi\.yaml is refused: \$ref .* leaves/);
  });

  it('When a type is not one of JSON Schema’s, then the diff prints no more than that', async () => {
    const revision = contractFile('odd-type', contract(`{type: '${SECRET}'}`));

    const run = await diff(['--base', base(), '--revision', revision]);

    expect(run.stdout).toContain('type string → (not a JSON Schema type)');
    expect(run.stdout).not.toContain(SECRET);
    expect(run.status).toBe(1);
  });
});

describe('contract:diff prints names escaped (L1)', () => {
  it('When an operationId holds escape sequences, then the table and the JSON show them escaped', async () => {
    const hostile = contract('{type: integer}').replace(
      'operationId: getA',
      'operationId: "getA\\e[2J\\e]52;c;aGk=\\a\\u009b31m"',
    );
    const revision = contractFile('escapes', hostile);
    const baseWithSameId = contractFile(
      'escapes-base',
      contract('{type: string}').replace(
        'operationId: getA',
        'operationId: "getA\\e[2J\\e]52;c;aGk=\\a\\u009b31m"',
      ),
    );

    const table = await diff(['--base', baseWithSameId, '--revision', revision]);
    const json = await diff(['--base', baseWithSameId, '--revision', revision, '--format', 'json']);

    for (const run of [table, json]) {
      // eslint-disable-next-line no-control-regex -- checking that none is printed raw
      expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      expect(run.status).toBe(1);
    }
    expect(table.stdout).toContain('getA\\x1b[2J\\x1b]52;c;aGk=\\x07\\x9b31m');
    expect(json.stdout).toContain('\\u001b[2J');
    expect(json.stdout).toContain('\\u009b31m');
  });
});

describe('contract:diff ends fast on shared subschemas (M6)', () => {
  it('When the contract is a 1.5 KB YAML alias bomb, then the diff refuses it in one line', async () => {
    const levels = ['  l0: &l0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i += 1)
      levels.push(
        `  l${i}: &l${i} [${Array(10)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    const bomb = contractFile('bomb', contract('{enum: *l8}', ['x-bomb:', ...levels].join('\n')));

    const started = performance.now();
    const run = await diff(['--base', base(), '--revision', bomb]);

    expectRefused(run, /is refused: openapi\.yaml holds the YAML alias \*l\d/);
    // The command's own start on a busy machine included: the walk never begins.
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('When $refs share subschemas ten wide and nine deep, then the walk stops at its bound with one line', async () => {
    const schemas = ['    S0: {type: string}'];
    for (let i = 1; i < 10; i += 1) {
      const properties = Array.from(
        { length: 10 },
        (_, k) => `p${k}: {$ref: '#/components/schemas/S${i - 1}'}`,
      );
      schemas.push(`    S${i}: {type: object, properties: {${properties.join(', ')}}}`);
    }
    const components = ['components:', '  schemas:', ...schemas].join('\n');
    const before = contractFile('dag-base', withComponents(components, 'string'));
    const after = contractFile('dag-revision', withComponents(components, 'integer'));

    const run = await diff(['--base', before, '--revision', after]);

    expectRefused(run, /walks more than 100,000 schema nodes .*: refused$/);
  });
});

/** The one-answer contract whose field is S9, with the components given (S0's type `leaf`). */
function withComponents(components: string, leaf: string): string {
  return `${contract("{$ref: '#/components/schemas/S9'}")}${components.replace('S0: {type: string}', `S0: {type: ${leaf}}`)}\n`;
}
