// The tools against a backend that accepts connections and never answers (audit 2026-11-26, M8,
// M9): the validating proxy and the replay's control client each end with a verdict once their
// deadline passes. The deadlines are shortened here; what is proven is that each call settles,
// with a failure, while the backend is still silent.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy } from '../../scripts/proxy/server';
import { controlClient } from '../../scripts/lib/control-client';
import { rawHttp } from '../support/raw-http';

let silent: Server;
let silentUrl: string;
const held = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    socket.resume(); // read the request, answer nothing
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('A silent backend', () => {
  it('When the proxy forwards to a backend that never answers, then the client gets a 502 once the upstream deadline passes', async () => {
    let proxy: RunningProxy | undefined;
    try {
      proxy = await startProxy({
        target: silentUrl,
        port: 0,
        upstream: { idleMs: 300, deadlineMs: 2000 },
      });
      const reply = await rawHttp(proxy.url, {
        path: '/api/middleware/cms/polls',
        headers: { Host: 'localhost' },
      });
      expect(reply.status).toBe(502);
      expect(held.size).toBeGreaterThan(0); // the backend is still silent, not gone
    } finally {
      await proxy?.close();
    }
  });

  it("When the replay's control client asks a backend that never answers, then the call fails once its deadline passes", async () => {
    const control = controlClient(silentUrl, 300);
    await expect(control.GET('/sites')).rejects.toThrow();
    expect(held.size).toBeGreaterThan(0);
  });
});
