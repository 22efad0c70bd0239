// The 2026-11-26 hostile probe's reproductions (shared/audits/hostile-probe-2026-11-26.md), each
// against an in-process simulator: none may stop, freeze or 5xx it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WriteLog } from '../../sim-server/store/write-log';
import { rawHttp } from '../support/raw-http';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

/** A guest read, to show the simulator still answers. */
async function stillServes(): Promise<number> {
  const reply = await rawHttp(sim.url, {
    path: '/api/middleware/cms/polls',
    headers: { Host: 'localhost' },
  });
  return reply.status;
}

describe('C1: a multipart body cut short', () => {
  const part = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n';
  it.each([
    ['cut off inside a file part', `${part}abc`],
    ['ending without its closing boundary', `${part}abc\r\n`],
    ['cut off inside a field', '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nab'],
  ])(
    'When an unsigned request sends a multipart body %s, then it is a 4xx and the simulator lives',
    async (_case, body) => {
      const reply = await rawHttp(sim.url, {
        method: 'POST',
        path: '/api/middleware/upload-resume',
        headers: { Host: 'localhost', 'Content-Type': 'multipart/form-data; boundary=XX' },
        body,
      });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(await stillServes()).toBe(200);
    },
  );
});

describe('C1: every body parser', () => {
  it.each([
    ['/__sim/faults', '{"method":'],
    ['/__sim/db/alerts', '{"id":'],
    ['/__sim/clock/advance', '[[[[['],
  ])(
    'When %s gets a JSON body cut short, then it is a 400 without a stack trace and the simulator lives',
    async (path, body) => {
      const reply = await rawHttp(sim.url, {
        method: 'POST',
        path,
        headers: { Host: 'localhost', 'Content-Type': 'application/json' },
        body,
      });
      expect(reply.status).toBe(400);
      expect(reply.text).not.toMatch(/node_modules|at .*\(/);
      expect(await stillServes()).toBe(200);
    },
  );
});

describe('C2: json-server filters and reads of the control API', () => {
  async function accountIds(query: string): Promise<string[]> {
    const reply = await rawHttp(sim.url, {
      path: `/__sim/db/accounts?${query}`,
      headers: { Host: 'localhost' },
    });
    expect(reply.status).toBe(200);
    return (reply.json as Array<{ id: string }>).map((account) => account.id);
  }

  it('When a _like filter holds a catastrophic pattern, then it is matched as text and answered', async () => {
    const query = new URLSearchParams({ id: 'acc-in-unverified', id_like: '(.*.*)*!' });
    expect(await accountIds(query.toString())).toEqual([]);
    expect(await stillServes()).toBe(200);
  });

  it('When a _like filter holds regex characters, then they match themselves only', async () => {
    const all = await accountIds('');
    const withDash = all.filter((id) => id.includes('acc-in')).sort();
    expect(withDash.length).toBeGreaterThan(0);
    expect(await accountIds('id_like=acc.in')).toEqual([]);
    expect((await accountIds('id_like=ACC-IN')).sort()).toEqual(withDash);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another port)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'http://127.0.0.1:4799' }],
    ['a foreign Referer', { Referer: 'http://attacker.localhost:4799/page' }],
  ])('When a control read comes with %s, then it is a 403', async (_case, headers) => {
    for (const path of ['/__sim/db/accounts', '/__sim/journal']) {
      const reply = await rawHttp(sim.url, { path, headers: { Host: 'localhost', ...headers } });
      expect(reply.status).toBe(403);
    }
  });

  it('When a control read comes from the simulator own page or a tool, then it is answered', async () => {
    const port = new URL(sim.url).port;
    const sources: Array<Record<string, string>> = [
      {},
      { 'Sec-Fetch-Site': 'same-origin', Referer: `http://localhost:${port}/__sim/docs/` },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const headers of sources) {
      const reply = await rawHttp(sim.url, {
        path: '/__sim/journal',
        headers: { Host: `localhost:${port}`, ...headers },
      });
      expect(reply.status).toBe(200);
    }
  });
});

describe('M7: a full disk', () => {
  it('When the store cannot make a change durable, then the write is a 507, the process lives and reads keep answering', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const jobId = sim.context.catalogue.sites.IN.jobs[1]?.jobId ?? '';
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    const spy = vi.spyOn(sim.context.store, 'durable').mockRejectedValue(full);
    try {
      const saved = await api.POST('/middleware/jobSave', { body: { jobId } });
      expect(saved.response.status).toBe(507);
      expect(saved.error).toMatchObject({ errorCode: 'INSUFFICIENT_STORAGE' });
      expect(await stillServes()).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const again = await api.POST('/middleware/jobSave', { body: { jobId } });
    expect(again.response.status).toBe(200);
  });

  it('When the log file cannot be written (ENOSPC), then the change is refused to its writer and nothing throws elsewhere', async () => {
    const log = new WriteLog('/dev/full', 0);
    log.append('{"seq":1,"ops":[]}');
    await expect(log.durable()).rejects.toMatchObject({ code: 'ENOSPC' });
    log.append('{"seq":2,"ops":[]}');
    await expect(log.durable()).rejects.toMatchObject({ code: 'ENOSPC' });
    log.close();
  });
});

describe('Low: bad percent escapes in a path', () => {
  it.each(['/api/middleware/jobdetail/%ff', '/api/middleware/jobdetail/%'])(
    'When %s is asked for, then it is a 4xx, not a 500',
    async (path) => {
      const reply = await rawHttp(sim.url, { path, headers: { Host: 'localhost' } });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    },
  );
});
