// The app's one API client (openapi/client.ts) for this site, and its TanStack Query hooks.
// Features call `$api.useQuery(...)` / `api.POST(...)`; nothing fetches a contract path by hand.
import { QueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { createApiClient } from '../../../openapi/client';
import { site } from './site';

export const api = createApiClient({
  baseUrl: '/api',
  site: {
    countryCode: site.countryCode,
    siteContext: site.siteContext,
    languageCode: site.languageCode,
  },
});

export const $api = createQueryHooks(api);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
