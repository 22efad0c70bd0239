// Issue 29, record: `npm run proxy -- --target URL --record FILE` writes every API exchange as HAR
// 1.2, secrets redacted as the journal redacts them, and the file is a whole HAR after every entry.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { har as validateHar } from 'har-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHarText, type HarDocument } from '../../openapi/runtime/har';
import { startProxy, type RunningProxy } from '../../scripts/proxy/server';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

let sim: TestSimulator;
let proxy: RunningProxy;
let folder: string;
let file: string;

beforeAll(async () => {
  sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'log' });
  folder = mkdtempSync(join(tmpdir(), 'har-'));
  file = join(folder, 'run.har');
  proxy = await startProxy({ target: sim.url, port: 0, record: file });
});
afterAll(async () => {
  await proxy.close();
  await sim.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const recorded = () => JSON.parse(readFileSync(file, 'utf8')) as HarDocument;

describe('Recording through the proxy', () => {
  it('When traffic goes through a recording proxy, then the file is valid HAR 1.2 after every exchange, with secrets redacted', async () => {
    const seeker = await signedIn({ url: proxy.url }, 'seeker', 'IN');
    expect(recorded().log.entries).toHaveLength(1);
    await expect(validateHar(recorded())).resolves.toBeTruthy();

    const jobId = sim.context.catalogue.sites.IN.jobs[1]?.jobId ?? '';
    await seeker.api.POST('/middleware/jobSave', { body: { jobId } });
    await seeker.api.GET('/middleware/savedJobs', {});
    const document = recorded();
    await expect(validateHar(document)).resolves.toBeTruthy();
    expect(document.log.version).toBe('1.2');
    expect(
      document.log.entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`),
    ).toEqual([
      'POST /api/rio/login',
      'POST /api/middleware/jobSave',
      'GET /api/middleware/savedJobs',
    ]);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('Passw0rd!');
    expect(text).not.toContain(seeker.cookies.get('MSSOCLIENT') ?? 'no session');
    expect(document.log.entries[0]?.request.postData?.text).toContain('password=%5Bredacted');
    expect(document.log.entries[2]?.response.content.text).toContain(jobId);
  });

  it('When a crash tears the last entry, then the file reads back up to the entry before it', async () => {
    const whole = readFileSync(file, 'utf8');
    const entries = recorded().log.entries.length;
    const torn = join(folder, 'torn.har');
    writeFileSync(torn, whole);
    truncateSync(torn, whole.lastIndexOf('\n,') + 40);

    const read = readHarText(readFileSync(torn, 'utf8')) as HarDocument;
    expect(read.log.entries).toHaveLength(entries - 1);
    await expect(validateHar(read)).resolves.toBeTruthy();
  });
});
