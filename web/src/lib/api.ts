// The app's one API client (openapi/client.ts) for this site, and its TanStack Query hooks.
// Only API files call it (one operation per file): `web/src/api/` for the operations that shared
// UI or several features use, a feature's `api/` for its own. Nothing fetches a contract path by
// hand.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ClientPathsWithMethod } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { createApiClient, type ApiClient } from '../../../openapi/client';
import { taggingStatus } from './answer-status';
import { retryOnce } from './call-failure';
import { site } from './site';
import { isRecordingUsage, keepUnchangedAnswer, recordUsage } from './usage-recorder';

// Under the test suites the client also records what the app sends and reads (usage-recorder.ts).
// A failure's body carries its HTTP status (answer-status.ts), for the pages' query hooks.
export const api = recordUsage(
  taggingStatus(
    createApiClient({
      baseUrl: '/api',
      site: {
        countryCode: site.countryCode,
        siteContext: site.siteContext,
        languageCode: site.languageCode,
      },
    }),
  ),
);

export const $api = createQueryHooks(api);

export const queryClient = new QueryClient({
  defaultOptions: {
    // One retry, only of what may succeed again: never a 4xx, nor a call past its 60 s timeout.
    queries: {
      staleTime: 60_000,
      retry: retryOnce,
      refetchOnWindowFocus: false,
      // A recording page compares a refetched answer with the cached one under its Proxies (the
      // default comparison would note every field as read).
      structuralSharing: isRecordingUsage() ? keepUnchangedAnswer : true,
    },
  },
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The key every query of one operation starts with, whatever its parameters: `$api.queryOptions`
 * keys a query `[method, path, init]` and TanStack matches keys by prefix, so invalidating this
 * key reaches every page and filter of that operation.
 */
export function operationKey<M extends Method, P extends ClientPathsWithMethod<ApiClient, M>>(
  method: M,
  path: P,
): readonly [M, P] {
  return [method, path];
}

/**
 * Marks the queries under these keys stale and fetches again the ones on screen; resolves once
 * they are back, so a mutation that awaits it ends when the page shows its outcome.
 */
export async function invalidate(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
