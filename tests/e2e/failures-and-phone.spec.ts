// The phone layout (issue 27, item 9): no seeker page scrolls sideways at 390 px; job detail keeps
// Apply in reach on phones. On India, the Gulf, Singapore and Vietnam (their amounts and texts
// differ in length). Issue 38, each choice once: every seeker page is opened at 390 px on one of
// the four sites (the pages with amounts on Vietnam's and India's, the longest and the lakh
// format), and Apply in reach on the Gulf and Vietnam. The failures in the seeker's
// words (no operation's name or field's code name; a same-as-old password refused under the new
// password) are the app's own texts, proven in tests/web/features/forms-and-banner.test.tsx.
import { expect, test, type Locator, type Page } from '../support/usage-fixture';
import { seriousViolations } from './axe-scan';
import { seekerPost, signInFresh } from './profile-support';
import { apiGet, faultFor, siteUrl, type SiteCode } from './support';

const PHONE = { width: 390, height: 844 };
/** Each seeker page on one site: a page's layout is the same code on every site, its texts not. */
const SEEKER_PAGES: Record<'IN' | 'SA' | 'SG' | 'VN', readonly string[]> = {
  IN: ['/seeker/profile?apop=my-profile', '/seeker/profile-performance'],
  SA: ['/seeker/notifications', '/seeker/settings'],
  SG: ['/seeker/job-alert-list'],
  VN: ['/search/results?query=manager', '/seeker/dashboard'],
};
/** Where Apply's place on a phone is measured: the Gulf's and Vietnam's jobs. */
const APPLY_SITES: readonly SiteCode[] = ['SA', 'VN'];

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const [code, paths] of Object.entries(SEEKER_PAGES) as Array<[SiteCode, readonly string[]]>) {
  test.describe(`The ${code} site on a phone`, () => {
    test.use({ viewport: PHONE });

    test('When each seeker page opens at 390 px, then none scrolls sideways', async ({ page }) => {
      await signInFresh(page, code, `phone-pages-${code}`);
      for (const path of paths) {
        await page.goto(siteUrl(code, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.skeleton')).toHaveCount(0);
        expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
}

for (const code of APPLY_SITES) {
  test.describe(`The ${code} site on a phone`, () => {
    test.use({ viewport: PHONE });

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

/** A job whose description holds the "Job summary" table (one of the catalogue's templates). */
async function jobWithSummary(request: Parameters<typeof apiGet>[0]): Promise<string> {
  const { jobs } = await apiGet<{ jobs: Array<{ jobId: string }> }>(
    request,
    'IN',
    '/middleware/search/results?limit=100&query=manager',
  );
  for (const { jobId } of jobs) {
    const { job } = await apiGet<{ job: { description: string } }>(
      request,
      'IN',
      `/middleware/jobdetail/${jobId}`,
    );
    if (job.description.includes('<h3>Job summary</h3>')) return jobId;
  }
  throw new Error('No India manager job has the Job summary description');
}

/** Where a box is on the page; fails the test if it is not drawn. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Apply and Save on one line, and the apply failure below both (UX walk N7). */
async function expectFailureBelowButtons(apply: Locator, save: Locator, failure: Locator) {
  const [a, s, f] = [await boxOf(apply), await boxOf(save), await boxOf(failure)];
  expect(Math.abs(a.y - s.y), 'Apply and Save on one line').toBeLessThanOrEqual(2);
  expect(f.y, 'the failure below both buttons').toBeGreaterThanOrEqual(
    Math.max(a.y + a.height, s.y + s.height),
  );
}

// Layout that only a real width shows (UX walk 2026-11-28, N6, N7 and N9), on India, where the
// walk found it: the profile's IT skills, the job's summary table and an apply failure.
test.describe('The India site on a phone (UX walk N6, N9)', () => {
  test.use({ viewport: PHONE });

  test('When a seeker with IT skills opens the profile at 390 px, then nothing scrolls sideways and each skill is a card with its Delete on the screen', async ({
    page,
  }) => {
    await signInFresh(page, 'IN', 'phone-skills-IN');
    await seekerPost(page, 'IN', 'createSkills', {
      itSkills: [
        {
          skill: 'Microsoft SQL Server',
          version: '2019 Enterprise',
          lastUsed: 2025,
          experienceYears: 4,
          experienceMonths: 6,
        },
        { skill: 'Java', version: '17', lastUsed: 2026, experienceYears: 5, experienceMonths: 0 },
      ],
    });
    await page.goto(siteUrl('IN', '/seeker/profile?apop=my-profile'));
    const skills = page.getByRole('region', { name: 'IT skills', exact: true });
    const remove = skills.getByRole('button', { name: 'Delete IT skill Microsoft SQL Server' });
    await expect(remove).toBeVisible();
    await expect(page.locator('.skeleton')).toHaveCount(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const wide = await page
      .locator('.profile-section')
      .evaluateAll((sections) =>
        sections.filter((section) => section.scrollWidth > section.clientWidth).map((s) => s.id),
      );
    expect(wide, 'profile sections wider than they are drawn').toEqual([]);
    const button = await boxOf(remove);
    expect([button.x >= 0, button.x + button.width <= 390]).toEqual([true, true]);
    // A card: the skill's name, then its details, then Delete, one under the other; a screen
    // reader still reads it as the table's row.
    const row = skills.getByRole('row', { name: /^Microsoft SQL Server / });
    await expect(row.getByRole('cell')).toContainText([
      '2019 Enterprise',
      '2025',
      '4 years 6 months',
      'Delete IT skill Microsoft SQL Server',
    ]);
    const name = await boxOf(row.getByRole('rowheader'));
    expect(button.y).toBeGreaterThan(name.y + name.height);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('When the Filters sheet is open at 390 px, then its end shows "Show N jobs" and Clear all, and Show N jobs closes it onto the results', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', '/search/results?query=manager&jobFreshness=7'));
    const count = await page.locator('.results-count').textContent();
    const total = /of ([\d,]+) jobs/.exec(count ?? '')?.[1] ?? '';
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const sheet = page.getByRole('complementary', { name: 'Filters' });
    const show = sheet.getByRole('button', { name: `Show ${total} jobs`, exact: true });

    // On the screen from the sheet's top to its end, with Clear all beside it.
    await expect(show).toBeInViewport();
    await expect(sheet.getByRole('button', { name: 'Clear all', exact: true })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await show.focus();
    await page.keyboard.press('Enter');

    await expect(sheet).toBeHidden();
    await expect(page.locator('#results')).toBeFocused();
  });

  test('When a job with a Job summary opens at 390 px, then its labels keep each word whole and a long address in the description still wraps', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('IN', `/job/manager-${await jobWithSummary(request)}`));
    const summary = page.locator('.jd-description table');
    await expect(summary).toBeVisible();

    // A word broken across lines is drawn as more than one box.
    const broken = await summary.locator('th').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const text = label.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getClientRects().length > 1 ? [label.textContent ?? ''] : [];
      }),
    );
    expect(broken, 'labels broken mid-word').toEqual([]);
    await page.locator('.jd-description').evaluate((description) => {
      const line = document.createElement('p');
      line.id = 'long-address';
      line.textContent =
        'https://careers.example.com/openings/manager/apply-now-with-your-resume-and-cover-letter';
      description.append(line);
    });
    const address = await boxOf(page.locator('#long-address'));
    expect(address.x + address.width).toBeLessThanOrEqual(390);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('The India site on a desktop (UX walk N7)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('When Apply fails at 1280 px, then its words show below Apply and Save, which stay on one line, on the results and on the job', async ({
    page,
    request,
  }) => {
    await signInFresh(page, 'IN', 'desktop-apply-IN');
    for (const path of [
      '/search/results?query=manager',
      `/job/manager-${await jobWithSummary(request)}`,
    ]) {
      await faultFor(request, { operationId: 'canJobApply', kind: 'status', status: 503 });
      await page.goto(siteUrl('IN', path));
      const holder = page.getByRole('article').first();
      const apply = holder.getByRole('button', { name: /^Apply/ });
      await apply.click();
      const failure = holder.locator('.inline-failure');
      await expect(failure).toBeVisible();
      await expectFailureBelowButtons(
        apply,
        holder.getByRole('button', { name: /^Save/ }),
        failure,
      );
    }
    // A failure's words beside their control (the same line as a failed delete, follow or save:
    // components/action-failure.tsx), scanned where it shows.
    expect(await seriousViolations(page)).toEqual([]);
  });
});
