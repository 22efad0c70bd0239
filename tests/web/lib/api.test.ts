// The app's one API client: every call names the page's site in the site headers (section 7),
// and the pages' queries share one cache whose defaults are chosen here: a minute fresh, one retry
// of what may succeed again, no refetch on window focus.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSite, showSite } from '../site';
import { stubApi } from '../render';

const load = () => import('../../../web/src/lib/api');

afterEach(() => {
  vi.unstubAllGlobals();
  showSite('IN');
});

describe("The app's API client", () => {
  it.each([
    ['IN', 'IN', 'india', 'EN'],
    ['SA', 'SA', 'gulf', 'EN'],
  ] as const)(
    "When a page of the %s site calls the API, then the call names that site's country, context and language",
    async (code, country, context, language) => {
      const calls = stubApi(() => ({ body: { Status: 200, Response: { data: [] } } }));
      const { api } = await onSite(code, load);
      await api.GET('/middleware/followedCompanies');
      expect(calls).toHaveLength(1);
      const headers = calls[0]?.headers;
      expect([
        headers?.get('X-Source-Country'),
        headers?.get('X-Source-Site-Context'),
        headers?.get('X-Language-Code'),
      ]).toEqual([country, context, language]);
      expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/middleware/followedCompanies');
    },
  );

  it("When the pages' cache is made, then an answer stays fresh a minute, a failure is retried once at most, and focus refetches nothing", async () => {
    const { queryClient } = await load();
    const { retryOnce } = await import('../../../web/src/lib/call-failure');
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      staleTime: 60_000,
      retry: retryOnce,
      refetchOnWindowFocus: false,
      structuralSharing: true,
    });
  });

  it('When queries are invalidated, then those under the keys on screen are fetched again before it resolves, and no other', async () => {
    const { invalidate } = await load();
    const client = new QueryClient();
    const answers = { companies: 0, recruiters: 0 };
    const watch = (name: keyof typeof answers) =>
      new QueryObserver(client, {
        queryKey: ['get', `/middleware/followed${name}`, { page: 1 }],
        queryFn: () => ++answers[name],
        staleTime: Infinity,
      });
    const companies = watch('companies');
    const recruiters = watch('recruiters');
    const stops = [companies, recruiters].map((o) => o.subscribe(() => undefined));
    await vi.waitFor(() =>
      expect([companies, recruiters].map((o) => o.getCurrentResult().data)).toEqual([1, 1]),
    );
    await invalidate(client, [['get', '/middleware/followedcompanies']]);
    expect(companies.getCurrentResult().data).toBe(2);
    expect(answers).toEqual({ companies: 2, recruiters: 1 });
    for (const stop of stops) stop();
  });
});
