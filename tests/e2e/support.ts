// Shared pieces of the end-to-end tests: site URLs, the control API, and page helpers.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { currentScenario } from '../support/sim-scenario';

export const PORT = Number(process.env.E2E_PORT ?? 4400);
export const SITE_CODES = ['IN', 'SA', 'HK', 'SG', 'PH', 'TH', 'VN', 'ID', 'MY'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export function siteUrl(code: SiteCode, path = '/'): string {
  return `http://${code.toLowerCase()}.localhost:${PORT}${path}`;
}

export const CONTROL = `http://localhost:${PORT}/__sim`;

/**
 * Sets a fault in the test's own scenario (every request of the test carries it:
 * tests/support/sim-scenario.ts), so it touches no other test.
 */
export async function faultFor(request: APIRequestContext, fault: Record<string, unknown>) {
  const response = await request.post(`${CONTROL}/faults`, {
    data: { ...fault, scenario: currentScenario() },
  });
  expect(response.status()).toBe(201);
}

/** Hostile job descriptions bump window.__simXss if any of their script runs. */
export async function expectNoInjectedScript(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __simXss?: number }).__simXss),
  ).toBeUndefined();
}

/** Node cannot resolve {code}.localhost, so API calls from tests go to localhost with the site header. */
export async function apiGet<T>(
  request: APIRequestContext,
  code: SiteCode,
  path: string,
): Promise<T> {
  const response = await request.get(`http://localhost:${PORT}/api${path}`, {
    headers: { 'X-Source-Country': code },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The jobId of the first India result of a search (query string without the leading '?'). */
export async function firstJobId(request: APIRequestContext, query: string): Promise<string> {
  const { jobs } = await apiGet<{ jobs: Array<{ jobId: string }> }>(
    request,
    'IN',
    `/middleware/search/results?limit=1${query ? `&${query}` : ''}`,
  );
  return jobs[0]?.jobId ?? '';
}
