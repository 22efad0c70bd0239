// The seeker's dashboard (spec section 2): profile completeness and counts, the job lists and the
// followed companies, each with its own empty and error state; axe. On India, the Gulf and
// Singapore.
// Sites and widths per test by what it proves: every part on the Gulf at 1280 px and Singapore at
// 390 px (the seeded seeker is the same on every site); India's dashboard is the keyboard's at
// both widths, the failed part's and axe's; the keyboard path keeps both widths.
import { expect, test } from '../support/usage-fixture';
import { seriousViolations } from './axe-scan';
import { signIn } from './seeker';
import { faultFor, type SiteCode } from './support';

const JOURNEY_RUNS: ReadonlyArray<{ code: SiteCode; width: number; height: number }> = [
  { code: 'SA', width: 1280, height: 900 },
  { code: 'SG', width: 390, height: 844 },
];
const SECTIONS = [
  'Applied jobs',
  'Saved jobs',
  'Recommended for you',
  'More jobs matching your profile',
  'Seekers like you also applied to',
  'Jobs from companies you follow',
  'Companies you follow',
];

for (const { code, ...size } of JOURNEY_RUNS) {
  test(`When a seeker opens the dashboard on the ${code} site, then every part shows its content or its empty text`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, code, '/seeker/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    await expect(page.getByText(/^Profile \d+% complete$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your activity' }).getByRole('listitem'),
    ).toHaveCount(6);
    for (const name of SECTIONS) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section, name).toBeVisible();
      await expect(section.locator('.part-loading')).toHaveCount(0);
      await expect(section.locator('.job-list, .follow-list, .part-empty')).toHaveCount(1);
    }
    await expect(
      page
        .getByRole('region', { name: 'Recommended for you' })
        .getByRole('button', { name: /^Appl(y|ied): / })
        .first(),
    ).toBeVisible();
  });
}

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`The dashboard at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('When a keyboard user opens the dashboard, then two Tabs and an Enter reach the first recommended job', async ({
      page,
    }) => {
      await signIn(page, 'IN', '/seeker/dashboard');
      await page.reload();
      const recommended = page.getByRole('region', { name: 'Recommended for you', exact: true });
      await expect(recommended.getByRole('link').first()).toBeVisible();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to recommended jobs' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(recommended.getByRole('link').first()).toBeFocused();
    });
  });
}

test('When a seeker has applied to nothing, then the applied list says so and offers a search', async ({
  page,
}) => {
  await signIn(page, 'SG', '/seeker/dashboard', 'unverified');
  const applied = page.getByRole('region', { name: 'Applied jobs' });
  await expect(applied).toContainText('You have not applied to any job yet.');
  await expect(applied.getByRole('link', { name: 'Search jobs' })).toBeVisible();
});

test('When one dashboard call fails, then that part says so with a retry and the others still show', async ({
  page,
  request,
}) => {
  await faultFor(request, {
    operationId: 'savedJobs',
    kind: 'statusOne',
    status: 500,
    message: 'saved jobs are resting',
  });
  let savedCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/middleware/savedJobs')) savedCalls += 1;
  });
  await page.clock.install();
  await signIn(page, 'IN', '/seeker/dashboard');
  const saved = page.getByRole('region', { name: 'Saved jobs' });
  await expect(saved.getByRole('alert')).toContainText(
    "We couldn't load saved jobs. Saved jobs are resting",
  );
  await expect(saved.getByRole('button', { name: 'Try again' })).toBeVisible();
  // A failed part is asked again a bounded number of times, never in a loop: two minutes of the
  // page's time pass (every retry timer fires) and the calls stay few.
  await page.clock.runFor(60_000);
  await page.clock.runFor(60_000);
  await expect(saved.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(savedCalls).toBeLessThanOrEqual(4);
  await expect(page.getByRole('region', { name: 'Applied jobs' }).getByRole('alert')).toHaveCount(
    0,
  );
  await expect(page.getByText(/^Profile \d+% complete$/)).toBeVisible();
});

test('When axe scans the dashboard, then it finds no serious or critical violation', async ({
  page,
}) => {
  await signIn(page, 'IN', '/seeker/dashboard');
  await expect(page.getByText(/^Profile \d+% complete$/)).toBeVisible();
  await expect(page.locator('.part-loading')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
