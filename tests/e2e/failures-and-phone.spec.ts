// Failures that say so in the seeker's words, and the phone layout (issue 27, items 7 and 9):
// no developer text (an operation's name, a field's code name) reaches a seeker; a same-as-old
// password is refused under the new password in plain words; no seeker page scrolls sideways at
// 390 px; job detail keeps Apply in reach on phones. The phone layout on India, the Gulf,
// Singapore and Vietnam (their amounts and texts differ in length); the words of a failure on one
// site (the same code on every site; issue 38: sites chosen by what a test proves).
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { seriousViolations } from './axe-scan';
import { signInFresh } from './profile-support';
import { apiGet, faultFor, siteUrl, type SiteCode } from './support';

const SITES: readonly SiteCode[] = ['IN', 'SA', 'SG', 'VN'];
/** Where the seeker's words for a failure are proven: one site. */
const WORDS_SITES: readonly SiteCode[] = ['SG'];
const PHONE = { width: 390, height: 844 };
const SEEKER_PAGES = [
  '/seeker/dashboard',
  '/seeker/profile?apop=my-profile',
  '/seeker/notifications',
  '/seeker/settings',
  '/seeker/job-alert-list',
  '/seeker/profile-performance',
  '/search/results?query=manager',
];

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const code of SITES) {
  if (WORDS_SITES.includes(code))
    test.describe(`Failures in the seeker's words on ${code}`, () => {
      test('When the profile cannot load, then the message names no operation or status code', async ({
        page,
        request,
      }) => {
        await signInFresh(page, code, `fail-profile-${code}`);
        await faultFor(request, {
          operationId: 'profiles',
          kind: 'status',
          status: 500,
        });
        await page.goto(siteUrl(code, '/seeker/profile?apop=my-profile'));
        const message = page.getByText(/We could not load your profile/);
        await expect(message).toBeVisible();
        await expect(message).not.toContainText('answered');
        await expect(message).not.toContainText('profiles');
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      });

      test('When the new password is the current one, then it is refused under New password in plain words', async ({
        page,
      }) => {
        await signInFresh(page, code, `fail-password-${code}`);
        await page.goto(siteUrl(code, '/seeker/settings?menu=account&subMenu=change-password'));
        await page.getByLabel('Current password', { exact: true }).fill(TEST_PASSWORD);
        await page.getByLabel('New password', { exact: true }).fill(TEST_PASSWORD);
        await page.getByLabel('Confirm new password', { exact: true }).fill(TEST_PASSWORD);
        await page.getByRole('button', { name: 'Change password', exact: true }).click();
        await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
          'Your new password must be different from your current password.',
        );
        await expect(page.getByText(/NewPassword|must differ/)).toHaveCount(0);
      });
    });

  test.describe(`The ${code} site on a phone`, () => {
    test.use({ viewport: PHONE });

    test('When each seeker page opens at 390 px, then none scrolls sideways', async ({ page }) => {
      await signInFresh(page, code, `phone-pages-${code}`);
      for (const path of SEEKER_PAGES) {
        await page.goto(siteUrl(code, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.skeleton')).toHaveCount(0);
        expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
      }
    });

    test('When the seeker scrolls down a job on a phone, then Apply stays in view', async ({
      page,
      request,
    }) => {
      const { jobs } = await apiGet<{ jobs: Array<{ jobId: string }> }>(
        request,
        code,
        '/middleware/search/results?limit=1&query=manager',
      );
      const jobId = jobs[0]?.jobId ?? '';
      await page.goto(siteUrl(code, `/job/manager-${jobId}`));
      const job = page.getByRole('article');
      const apply = job.getByRole('button', { name: /^Apply/ });
      await expect(apply).toBeVisible();
      // The job's text scrolled to the top of the window, and a little further.
      await job
        .getByRole('heading', { name: 'Job description' })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, 120));
      await expect(job.getByRole('heading', { name: 'Job description' })).not.toBeInViewport();
      await expect(apply).toBeInViewport();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
