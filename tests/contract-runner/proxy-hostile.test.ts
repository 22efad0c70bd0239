// The validating proxy under the 2026-11-26 hostile probe: it forwards only to its target (no
// open proxy through `/.//HOST:PORT/…`), answers only its own host names (no DNS rebinding), and
// a multipart body cut short is a 4xx that leaves it running.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy } from '../../scripts/proxy/server';
import { rawHttp } from '../support/raw-http';
import { startSimulator, type TestSimulator } from '../support/sim';

let sim: TestSimulator;
let proxy: RunningProxy;
let secret: Server;
let secretHits = 0;

beforeAll(async () => {
  sim = await startSimulator();
  proxy = await startProxy({ target: sim.url, port: 0 });
  secret = createServer((_req, res) => {
    secretHits += 1;
    res.end('SECRET');
  });
  await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await proxy.close();
  await sim.dispose();
  await new Promise<void>((resolve) => secret.close(() => resolve()));
});

describe('H2: the proxy forwards only to its target', () => {
  it.each(['/.//', '/..//', '/%2e//', '//'])(
    'When a path starts %sHOST:PORT, then nothing reaches that host',
    async (prefix) => {
      const { port } = secret.address() as AddressInfo;
      for (const method of ['GET', 'POST']) {
        const reply = await rawHttp(proxy.url, {
          method,
          path: `${prefix}127.0.0.1:${port}/secret`,
          headers: { Host: 'localhost' },
        });
        expect(reply.text).not.toContain('SECRET');
      }
      expect(secretHits).toBe(0);
    },
  );

  it('When a request names a foreign Host (a DNS-rebinding page), then it is a 403', async () => {
    for (const path of ['/__sim/journal', '/api/middleware/cms/polls', '/']) {
      const reply = await rawHttp(proxy.url, {
        path,
        headers: { Host: 'rebind.attacker.example' },
      });
      expect(reply.status).toBe(403);
    }
  });
});

describe('C1: the proxy and a multipart body cut short', () => {
  it('When a multipart body ends inside a file part, then it is a 4xx and the proxy lives', async () => {
    const reply = await rawHttp(proxy.url, {
      method: 'POST',
      path: '/api/middleware/upload-resume',
      headers: { Host: 'localhost', 'Content-Type': 'multipart/form-data; boundary=XX' },
      body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    const after = await rawHttp(proxy.url, {
      path: '/api/middleware/cms/polls',
      headers: { Host: 'localhost' },
    });
    expect(after.status).toBe(200);
  });
});
