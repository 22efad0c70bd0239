// Data from the backend is HTML; none of its script may run, and the pages forbid inline script.
import { expect, test } from '../support/usage-fixture';
import {
  apiGet,
  expectNoInjectedScript,
  PORT,
  SITE_CODES,
  siteUrl,
  type SiteCode,
} from './support';

test('When a page is served, then its Content-Security-Policy forbids inline script', async ({
  request,
}) => {
  const response = await request.get(`http://localhost:${PORT}/`);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("unsafe-inline' ;");
  expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain(
    'unsafe-inline',
  );
});

for (const code of ['IN', 'PH', 'VN'] as SiteCode[]) {
  test(`When the ${code} site shows its hostile job descriptions, then no script or handler from them runs`, async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // The seed gives the first job of every site (id {site position}0000001) a hostile description.
    const firstJobId = String(10_000_000 * (SITE_CODES.indexOf(code) + 1) + 1);
    const detail = await apiGet<{ job: { description: string } }>(
      request,
      code,
      `/middleware/jobdetail/${firstJobId}`,
    );
    expect(detail.job.description).toMatch(/<script|onerror|javascript:/);

    await page.goto(siteUrl(code, `/job/hostile-${firstJobId}`));
    const description = page.locator('.jd-description');
    await expect(description).not.toHaveAttribute('aria-busy', 'true');
    await expect(description).toBeVisible();
    // Whatever the description could load (an image's error handler) has loaded or failed.
    await page.waitForLoadState('networkidle');

    await expectNoInjectedScript(page);
    expect(await description.locator('script').count()).toBe(0);
    expect(
      await description.locator('[onerror], [onclick], [onload], a[href^="javascript:"]').count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });
}
