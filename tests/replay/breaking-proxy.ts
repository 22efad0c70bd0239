// A test-only proxy in front of the simulator that breaks one behaviour on purpose: a send-link
// refused with 422 is answered as a 200 success. Everything else passes through unchanged.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const BROKEN_PATH = '/api/middleware/apps/download-link';
const FAKE_SUCCESS = JSON.stringify({ responseMessage: 'App link sent.' });

function siteHost(host: string | undefined, to: URL): string {
  const name = host?.replace(/:\d+$/, '') ?? '';
  return name.endsWith('.localhost') ? `${name}:${to.port}` : to.host;
}

export async function startBreakingProxy(
  target: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const to = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        // The page's site is its host's first label (in.localhost): kept, on the target's port.
        headers: { ...incoming.headers, host: siteHost(incoming.headers.host, to) },
      },
      (answer) => {
        if (incoming.url === BROKEN_PATH && answer.statusCode === 422) {
          answer.resume();
          outgoing
            .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
            .end(FAKE_SUCCESS);
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
