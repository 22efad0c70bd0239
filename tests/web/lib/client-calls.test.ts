// The typed client with its five call methods wrapped (the status tag and the usage recorder go
// around every call): the rest of the client (its middleware, its other methods) is kept as is.
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../render';
import { wrapCalls, type ClientCall, type ClientMethod } from '../../../web/src/lib/client-calls';

const client = clientAnswering(200, JSON.stringify({ Status: 200, Response: { data: [] } }));

describe('Wrapping the client’s calls', () => {
  it('When the calls are wrapped, then GET, PUT, POST, DELETE and PATCH go through the wrapper, each with its original', async () => {
    const wrapped: Array<[ClientMethod, ClientCall]> = [];
    const seen: string[] = [];
    const calls = wrapCalls(client, (method, original) => {
      wrapped.push([method, original]);
      return (path, init) => {
        seen.push(`${method} ${path}`);
        return original(path, init);
      };
    });
    expect(wrapped.map(([method]) => method)).toEqual(['GET', 'PUT', 'POST', 'DELETE', 'PATCH']);
    expect(wrapped.map(([method, original]) => original === client[method])).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const { data } = await calls.GET('/middleware/followedCompanies');
    expect(data).toEqual({ Status: 200, Response: { data: [] } });
    expect(seen).toEqual(['GET /middleware/followedCompanies']);
  });

  it('When the calls are wrapped, then the rest of the client is the same', () => {
    const calls = wrapCalls(client, (_method, original) => original);
    expect([calls.use, calls.eject, calls.HEAD, calls.OPTIONS]).toEqual([
      client.use,
      client.eject,
      client.HEAD,
      client.OPTIONS,
    ]);
    expect(calls).not.toBe(client);
  });
});
