// The contract's interactive docs at /__sim/docs/: they open with nothing fetched from another
// origin (offline), under the pages' CSP, and try-it reaches the simulator.
import { expect, test } from '../support/usage-fixture';

test('the API docs open offline and try-it reaches the simulator', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:')) await route.continue();
    else {
      elsewhere.push(url);
      await route.abort();
    }
  });
  // Swagger UI parses the whole contract in the page: on a busy machine that takes a while.
  test.setTimeout(180_000);
  await page.goto('/__sim/docs/');
  await expect(
    page.getByRole('heading', { name: /Job portal site middleware/ }).first(),
  ).toBeVisible({ timeout: 90_000 });
  const operation = page.locator('[id^="operations-"][id$="-splashScreen"]');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(
    operation.locator('.live-responses-table tbody .response-col_status').first(),
  ).toHaveText('200');
  await expect(operation.locator('.request-url')).toContainText('/api/middleware/splashScreen');
  expect(elsewhere).toEqual([]);
  expect(cspErrors).toEqual([]);
});
