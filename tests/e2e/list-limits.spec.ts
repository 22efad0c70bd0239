// What one seeker or guest email keeps is bounded (hostile probe 2026-11-26, L4): past the limit
// the job alert form shows the simulator's message, and nothing else changes on the page.
import { expect, test } from '../support/usage-fixture';
import { PORT, siteUrl } from './support';

test("When a guest's email already holds 20 job alerts, then the free job alert form shows that the limit is reached and keeps what was typed", async ({
  page,
}) => {
  const address = `full.${Date.now().toString(36)}@example.com`;
  for (let n = 1; n <= 20; n += 1) {
    const response = await page.request.post(
      `http://localhost:${PORT}/api/middleware/createJobAlert`,
      {
        headers: { 'X-Source-Country': 'SG' },
        data: { name: `Alert ${n}`, keywords: 'sales', frequency: 1, email: address },
      },
    );
    expect(response.status()).toBe(201);
  }

  await page.goto(siteUrl('SG', '/seeker/free-job-alert?query=sales&locations=Singapore'));
  await page.getByLabel('Email for the alerts').fill(address);
  await page.getByRole('button', { name: 'Create job alert' }).click();

  await expect(
    page.getByText('You can keep at most 20 job alerts. Delete one to add another.'),
  ).toBeVisible();
  await expect(page.getByLabel('Alert name')).toHaveValue('Sales jobs in Singapore');
  await expect(page.locator('.alert-created')).toHaveCount(0);
});
