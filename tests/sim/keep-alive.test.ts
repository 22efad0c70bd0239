// The API replay once went red with `SocketError: other side closed`: the replay's client (Node's
// fetch, undici) reused a connection the simulator had kept idle, and the simulator's process was
// busy past its keep-alive deadline before it read the request, so its idle timer closed the
// connection under it. This reproduces that moment: the request goes out on a connection idle for
// as long as undici reuses one under Node's default (`Keep-Alive: timeout=5`, reused up to 3 s),
// and the process stalls from the moment its headers are written until past the old deadline.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type TestSimulator } from '../support/sim';

/** Node's own fetch (undici) and its connection pool, which the replay's client uses; the path is
 * the control API's, not a contract operation. */
const nodeFetch = globalThis.fetch;
/** Node's default server keep-alive (5 s) and the second its idle timer adds before closing. */
const NODE_DEFAULT_CLOSE_MS = 6_000;
/** undici reuses an idle connection for the server's hint less 2 s: 3 s under Node's default. */
const UNDICI_REUSE_UNDER_DEFAULT_MS = 3_000;

/** The thread blocked (no timer, no read runs), asleep rather than spinning: the other core stays free. */
function blockFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('The simulator keeps a reused connection open', () => {
  let sim: TestSimulator;
  beforeAll(async () => {
    sim = await startSimulator();
  });
  afterAll(async () => {
    await sim.dispose();
  });

  it('When a client reuses an idle connection and the process stalls, then the request is answered', async () => {
    // Arrange: one answered request leaves the connection idle in undici's pool.
    const url = `${sim.url.replace('localhost', '127.0.0.1')}/__sim/sites`;
    const first = await nodeFetch(url);
    await first.arrayBuffer();
    const idleMs = UNDICI_REUSE_UNDER_DEFAULT_MS - 500;
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const stall = () => blockFor(NODE_DEFAULT_CLOSE_MS - idleMs + 500);
    subscribe('undici:client:sendHeaders', stall);

    // Act: the second request goes out on that connection; the process stalls as it leaves.
    let status: number | string;
    try {
      const second = await nodeFetch(url);
      await second.arrayBuffer();
      status = second.status;
    } catch (error) {
      status = String(error instanceof Error && error.cause instanceof Error ? error.cause : error);
    } finally {
      unsubscribe('undici:client:sendHeaders', stall);
    }

    // Assert
    expect(status).toBe(200);
    expect(first.headers.get('keep-alive')).toBe('timeout=65');
  });
});
