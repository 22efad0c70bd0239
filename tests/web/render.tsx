// Rendering a part of the web app as a page holds it: inside a router at a path, with a query
// client of its own (no retries, so a failure shows at once), and the API answered by `answer`
// instead of the simulator.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '../../openapi/client';

/** An answer the stub API gives: a status and a JSON body. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/** The API's answers by `METHOD /path` (the part after /api); unknown calls answer 404. */
export type StubApi = (request: Request) => StubAnswer | Promise<StubAnswer>;

/** Relative URLs (`/api/…`) resolve against the page, as in a browser. */
Reflect.set(globalThis, Symbol.for('undici.globalOrigin.1'), new URL(window.location.href));

/** Stubs the page's fetch; answers the calls made, in order. */
export function stubApi(answer: StubApi): Request[] {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const { status = 200, body = {} } = await answer(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** A call that never answers (the simulator's latency fault, longer than the test). */
export const hanging = () => new Promise<StubAnswer>(() => undefined);

/** `METHOD /path` of a call, the path after /api. */
export function callOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
}

export function renderInPage(ui: ReactNode, path = '/'): RenderResult & { client: QueryClient } {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper, so that rerender() keeps the page round the new element (and its state).
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
  return { ...result, client };
}

/** The India site's typed client (openapi/client.ts) of a backend that gives every call this answer. */
export function clientAnswering(status: number, body: string, type = 'application/json') {
  return createApiClient({
    baseUrl: 'http://in.localhost/api',
    site: { countryCode: 'IN', siteContext: 'india', languageCode: 'EN' },
    fetch: () =>
      Promise.resolve(
        new Response(body === '' ? null : body, { status, headers: { 'Content-Type': type } }),
      ),
  });
}
