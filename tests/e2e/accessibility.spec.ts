// axe on the pages a guest's search goes through: no serious or critical violations.
import { seriousViolations } from './axe-scan';
import { expect, test } from '../support/usage-fixture';
import { firstJobId, siteUrl } from './support';

test('When axe scans the home page, then it finds no serious or critical violation', async ({
  page,
}) => {
  await page.goto(siteUrl('IN'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('When axe scans the results page, then it finds no serious or critical violation', async ({
  page,
}) => {
  await page.goto(siteUrl('SG', '/search/results?query=sales'));
  await expect(page.locator('.job-card:not(.skeleton)').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('When axe scans a job detail page, then it finds no serious or critical violation', async ({
  page,
  request,
}) => {
  const jobId = await firstJobId(request, 'query=java');
  await page.goto(siteUrl('IN', `/job/java-${jobId}`));
  await expect(page.locator('.jd-description')).not.toHaveAttribute('aria-busy', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
