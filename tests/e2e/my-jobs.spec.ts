// My jobs and trust (issue 27, items 5 and 8): every applied and saved job a page at a time with
// the application's status, the dashboard's lists a preview with "View all", its counters links
// to their lists, followed recruiters listed and unfollowable beside the companies; the profile
// views and score the same on every page. On India and Singapore, at 1280 and 390 px.
// Sites and widths per test by what it proves: the paging once per site, widths rotated (India
// at 1280, Singapore at 390), not the product; the following and the figures (one server rule
// for every site: tests/sim/my-jobs.test.ts) once each, one on each site.
import { expect, test, type Page } from '../support/usage-fixture';
import { signInFresh } from './profile-support';
import { seriousViolations } from './axe-scan';
import { resultsFor } from './seeker-jobs-support';
import { PORT, siteUrl, type SiteCode } from './support';

const PAGING_RUNS: ReadonlyArray<{ code: SiteCode; width: number }> = [
  { code: 'IN', width: 1280 },
  { code: 'SG', width: 390 },
];
const FOLLOWING_SITE: SiteCode = 'SG';
const FIGURES_SITE: SiteCode = 'IN';
/** Saved jobs made for the paging test: one more page than the page of 10 holds. */
const SAVED = 12;

async function seekerPost(page: Page, code: SiteCode, path: string, data?: unknown) {
  const response = await page.request.post(`http://localhost:${PORT}/api${path}`, {
    headers: { 'X-Source-Country': code },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

function activity(page: Page) {
  return page.getByRole('list', { name: 'Your activity' });
}

for (const { code, width } of PAGING_RUNS) {
  test(`When a new seeker on ${code} at ${width} px saved ${SAVED} jobs and applied to one, then My jobs lists every one a page at a time with the application's status`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFresh(page, code, `myjobs-${code}-${width}`);
    // Work experience lets a seeker without a resume apply (the simulator's rule).
    await seekerPost(page, code, '/middleware/employement', {
      years: 2,
      months: 0,
      designation: 'Sales Executive',
      organisation: 'Acme Traders',
      current: true,
    });
    const jobs = (await resultsFor(page, code)).slice(0, SAVED + 1);
    const [applied, ...toSave] = jobs;
    if (!applied) throw new Error('no job');
    for (const job of toSave) {
      await seekerPost(page, code, '/middleware/jobSave', { jobId: job.jobId });
    }
    await seekerPost(page, code, '/middleware/jobApply', { jobId: applied.jobId });

    await page.goto(siteUrl(code, '/seeker/dashboard'));
    const savedSection = page.getByRole('region', { name: 'Saved jobs' });
    // The dashboard shows its parts once all seven calls have answered (slow on a busy machine).
    await expect(savedSection).toBeVisible({ timeout: 30_000 });
    await expect(savedSection.locator('.job-list > li')).toHaveCount(5);
    await expect(
      savedSection.getByRole('link', { name: `View all ${SAVED} saved jobs` }),
    ).toBeVisible();
    await activity(page).getByRole('link', { name: 'Saved', exact: true }).click();

    await expect(page).toHaveURL(siteUrl(code, '/seeker/my-jobs?tab=saved'));
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    const list = page.locator('.my-jobs-panel .job-list > li');
    await expect(list).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(siteUrl(code, '/seeker/my-jobs?tab=saved&page=2'));
    await expect(list).toHaveCount(SAVED - 10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.getByRole('link', { name: 'Applied', exact: true }).click();
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText(applied.title);
    await expect(list.first()).toContainText('Status: Applied');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test(`When a seeker on ${FOLLOWING_SITE} follows a recruiter and a company, then My jobs' Following lists both, each can be unfollowed there, and the counter leads to it`, async ({
  page,
}) => {
  const code = FOLLOWING_SITE;
  await signInFresh(page, code, `following-${code}`);
  const detail = await page.request.get(
    `http://localhost:${PORT}/api/middleware/jobdetail/${(await resultsFor(page, code))[0]?.jobId}`,
    { headers: { 'X-Source-Country': code } },
  );
  const { recruiter, company } = (await detail.json()) as {
    recruiter?: { id: number; name: string };
    company: { companyId: number; name: string };
  };
  if (!recruiter) throw new Error('the job has no recruiter');
  await seekerPost(page, code, `/middleware/recruiterFollow/${recruiter.id}`);
  await seekerPost(page, code, `/middleware/companyFollow/${company.companyId}`);

  await page.goto(siteUrl(code, '/seeker/dashboard'));
  await activity(page).getByRole('link', { name: 'Companies followed' }).click();
  await expect(page).toHaveURL(siteUrl(code, '/seeker/my-jobs?tab=following'));
  const recruiters = page.getByRole('region', { name: 'Recruiters' });
  const companies = page.getByRole('region', { name: 'Companies' });
  await expect(recruiters.locator('.follow-list-name', { hasText: recruiter.name })).toBeVisible();
  await expect(companies.getByRole('link', { name: company.name })).toBeVisible();

  await recruiters.getByRole('button', { name: new RegExp(`^Unfollow ${recruiter.name}`) }).click();
  await expect(
    recruiters.getByRole('button', { name: new RegExp(`^Follow ${recruiter.name}`) }),
  ).toBeVisible();
  const after = await page.request.get(
    `http://localhost:${PORT}/api/middleware/followedRecruiters`,
    {
      headers: { 'X-Source-Country': code },
    },
  );
  expect(((await after.json()) as { Response: { data: unknown[] } }).Response.data).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test(`When a new seeker on ${FIGURES_SITE} looks at the dashboard and Profile performance, then the profile views and score are the same figures`, async ({
  page,
}) => {
  const code = FIGURES_SITE;
  await signInFresh(page, code, `figures-${code}`);
  await page.goto(siteUrl(code, '/seeker/dashboard'));
  const viewsTile = activity(page).getByRole('listitem').filter({ hasText: 'Profile views' });
  const dashboardViews = (await viewsTile.locator('strong').textContent())?.trim();
  const scoreText = await page.getByText(/^Profile \d+% complete$/).textContent();
  const score = scoreText?.match(/\d+/)?.[0];

  await activity(page).getByRole('link', { name: 'Profile views' }).click();
  await expect(page).toHaveURL(siteUrl(code, '/seeker/profile-performance'));
  const chart = page.getByRole('img', { name: /Recruiter activity/ });
  await expect(chart).toHaveAccessibleName(new RegExp(`Profile views ${dashboardViews}(,|$)`));
  await expect(page.locator('.performance-score-value')).toHaveText(`${score}%`);
  expect(dashboardViews).toBe('0');
});
