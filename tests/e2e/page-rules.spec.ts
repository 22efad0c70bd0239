// Rules of spec sections 2 and 8 a visitor meets on any page: a part of the page whose code does
// not arrive within 120 s says so.
import { expect, test } from '@playwright/test';
import { CHUNK_LOAD_FAILED_MESSAGE } from '../../openapi/vocabulary/messages';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../openapi/vocabulary/timing';
import { siteUrl } from './support';

test.describe('Module chunks (spec section 8)', () => {
  test('When the results page code has not arrived after 120 s, then the page says it could not be loaded and offers a reload', async ({
    page,
  }) => {
    await page.clock.install();
    // The results page's own chunk never answers.
    await page.route(/\/assets\/results-[\w-]+\.js$/, () => undefined);
    await page.goto(siteUrl('IN'));
    await page.getByRole('combobox', { name: 'Keywords' }).fill('java');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS - 1000);
    await expect(page.getByText(CHUNK_LOAD_FAILED_MESSAGE)).toHaveCount(0);
    await page.clock.fastForward(2000);
    await expect(page.getByRole('alert')).toContainText(CHUNK_LOAD_FAILED_MESSAGE);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});
