// Issue 29, mixing: `npm run proxy -- --target URL --simulator URL --simulate op1,op2` answers the
// listed operations from the simulator and forwards the rest to the target, each exchange checked
// against the contract and journaled (and recorded) with where its answer came from. Here the
// "target" is a simulator with another seed, so each answer shows which backend made it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HarDocument } from '../../openapi/runtime/har';
import type { JournalEntry } from '../../openapi/runtime/journal';
import { startProxy, type RunningProxy } from '../../scripts/proxy/server';
import { controlRequest } from '../support/raw';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

let target: TestSimulator;
let sim: TestSimulator;
let proxy: RunningProxy;
let folder: string;
let file: string;
let jobId: string;

beforeAll(async () => {
  [target, sim] = await Promise.all([
    startSimulator({ SIM_SEED: '7', SIM_RESPONSE_VALIDATION: 'log' }),
    startSimulator({ SIM_RESPONSE_VALIDATION: 'log' }),
  ]);
  folder = mkdtempSync(join(tmpdir(), 'mix-'));
  file = join(folder, 'mixed.har');
  proxy = await startProxy({
    target: target.url,
    simulator: sim.url,
    simulate: ['jobdetail'],
    port: 0,
    record: file,
  });
  jobId = target.context.catalogue.sites.IN.jobs[2]?.jobId ?? '';
});
afterAll(async () => {
  await proxy.close();
  await Promise.all([target.dispose(), sim.dispose()]);
  rmSync(folder, { recursive: true, force: true });
});

async function titles(backend: Pick<TestSimulator, 'url'>) {
  const { api } = visitor(backend, 'IN');
  const channelId = sim.context.catalogue.sites.IN.site.channelId;
  const [detail, sdt] = await Promise.all([
    api.GET('/middleware/jobdetail/{jobId}', { params: { path: { jobId } } }),
    api.GET('/v4/xyz/{l_id}/sdt/{t_id}', { params: { path: { l_id: jobId, t_id: channelId } } }),
  ]);
  return { detail: detail.data?.job.title, sdt: sdt.data?.job.title };
}

/** The node command line of `npm run proxy`, in a child process. */
function proxyCommand(args: string[]) {
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/proxy.ts', ...args],
      { encoding: 'utf8', timeout: 60_000 },
      (error, _stdout, stderr) =>
        resolve({
          status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stderr,
        }),
    );
  });
}

describe('Mixing a half-built backend with the simulator', () => {
  it('When an operation is listed in --simulate, then the simulator answers it, the target answers the rest, and the journal and the recording say which', async () => {
    const fromTarget = await titles(target);
    const fromSim = await titles(sim);
    expect(fromTarget.detail).toBeDefined();
    expect(fromSim.detail).not.toBe(fromTarget.detail);

    expect(await titles(proxy)).toEqual({ detail: fromSim.detail, sdt: fromTarget.sdt });

    const journal = (await controlRequest(proxy.url, 'get', '/journal')).body as {
      entries: JournalEntry[];
    };
    const seen = journal.entries.map((e) => [e.operationId, e.answeredBy, e.validation.response]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['jobdetail', 'simulator', 'valid'],
        ['jobDetailSdt', 'target', 'valid'],
      ]),
    );
    expect(seen).toHaveLength(2);

    const recorded = JSON.parse(readFileSync(file, 'utf8')) as HarDocument;
    expect(
      recorded.log.entries.map((e) => [new URL(e.request.url).pathname, e._answeredBy]).sort(),
    ).toEqual([
      [`/api/middleware/jobdetail/${jobId}`, 'simulator'],
      [`/api/v4/xyz/${jobId}/sdt/${sim.context.catalogue.sites.IN.site.channelId}`, 'target'],
    ]);
  });

  it('When the simulator answers by itself, then its own journal says simulator', async () => {
    const journal = (await controlRequest(sim.url, 'get', '/journal?operationId=jobdetail'))
      .body as { entries: JournalEntry[] };
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(new Set(journal.entries.map((e) => e.answeredBy))).toEqual(new Set(['simulator']));
  });

  it('When --simulate names an operation the contract does not have, then the proxy does not start and names it', async () => {
    await expect(
      startProxy({
        target: target.url,
        simulator: sim.url,
        simulate: ['jobdetail', 'jobDetial'],
        port: 0,
      }),
    ).rejects.toThrow(/jobDetial/);

    const cli = await proxyCommand([
      '--target',
      target.url,
      '--simulator',
      sim.url,
      '--simulate',
      'jobdetail,noSuchOperation',
      '--port',
      '0',
    ]);
    expect(cli.status).toBe(2);
    expect(cli.stderr.trim()).toBe(
      'proxy: --simulate names an operation the contract does not have: noSuchOperation',
    );
  });
});
