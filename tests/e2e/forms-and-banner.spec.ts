// An app banner that covers nothing (issue 27, item 9), on India and Vietnam, where a site's texts
// and widths can differ. Issue 38, each choice once: India at 1280 px and Vietnam, whose amounts
// are the longest, at 390 px, where a long text could push a control under the banner. The
// failures that stay beside their control, the profile page that never waits for all of its calls
// and the edit forms that keep the keyboard seeker's place are the app's own behaviour, proven in
// tests/web/features/forms-and-banner.test.tsx.
import { expect, test, type Page } from '../support/usage-fixture';
import { signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

/** Where the banner's layout is measured: India's and Vietnam's amounts differ most in length. */
const LAYOUT_RUNS: ReadonlyArray<{ code: SiteCode; width: number }> = [
  { code: 'IN', width: 1280 },
  { code: 'VN', width: 390 },
];

/** The focusable controls outside the banner whose boxes meet the banner's box. */
async function controlsUnderBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-testid="app-banner"]');
    if (!banner) return ['no banner'];
    const b = banner.getBoundingClientRect();
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    return [...focusable]
      .filter((element) => !banner.contains(element) && element.getClientRects().length > 0)
      .filter((element) => {
        const a = element.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

for (const { code, width } of LAYOUT_RUNS) {
  test.describe(`The app banner on ${code} at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('When the banner shows on the results, dashboard and profile, then no control lies under it, at the top or scrolled', async ({
      page,
    }) => {
      await signInFresh(page, code, `banner-${code}-${width}`);
      const pages = [
        { path: '/search/results?query=manager', ready: page.getByRole('article').first() },
        { path: '/seeker/dashboard', ready: page.getByRole('heading', { name: 'Saved jobs' }) },
        { path: '/seeker/profile', ready: page.getByRole('region', { name: 'IT skills' }) },
      ];
      for (const { path, ready } of pages) {
        await page.goto(siteUrl(code, path));
        await expect(page.getByTestId('app-banner')).toBeVisible();
        await expect(ready).toBeVisible();
        expect(await controlsUnderBanner(page), `${path} at the top`).toEqual([]);
        await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
        expect(await controlsUnderBanner(page), `${path} scrolled`).toEqual([]);
      }
    });
  });
}
