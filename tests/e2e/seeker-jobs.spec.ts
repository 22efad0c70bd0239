// The signed-in seeker's jobs (spec sections 2, 4, 8): save and unsave, apply from a result card
// and the applied-success page, the applied and saved state shown afterwards without a reload,
// follow and unfollow with the server's count and the spec's messages; a guest's save, apply and
// follow happen after signing in (autoApplyAction). On India, the Gulf and Singapore, each journey
// on one of them (issue 38: the same code on every site; each site keeps a seeker's journey and a
// guest's). A link naming a target without the cookie, and the company search's Follow with its
// follower count, are proven in tests/web/features/seeker-jobs.test.tsx.
import { expect, test } from '../support/usage-fixture';
import { journal, signIn } from './seeker';
import { applicableJob, card, resultsFor, SEARCH, signInHere } from './seeker-jobs-support';
import { PORT, siteUrl, type SiteCode } from './support';

const RESULTS = `/search/results?${SEARCH}`;

test.describe('Jobs of a seeker', () => {
  test('When the seeker saves and unsaves a result, then the card and the dashboard follow without a reload', async ({
    page,
  }) => {
    const code: SiteCode = 'SG';
    await signIn(page, code, RESULTS);
    const job = (await resultsFor(page, code)).find((j) => !j.isSaved);
    expect(job, 'a job not saved yet').toBeDefined();
    if (!job) return;
    const save = card(page, job.jobId).getByRole('button', { name: `Save: ${job.title}` });
    await save.click();
    const saved = card(page, job.jobId).getByRole('button', { name: `Saved: ${job.title}` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.goto(siteUrl(code, '/seeker/dashboard'));
    const savedList = page.getByRole('region', { name: 'Saved jobs' });
    const onDashboard = savedList.getByRole('button', { name: `Saved: ${job.title}` }).first();
    await expect(onDashboard).toBeVisible();
    await onDashboard.click();
    // The saved list is fetched again and the job leaves it.
    await expect(savedList.getByRole('button', { name: `Saved: ${job.title}` })).toHaveCount(0);
    await page.goBack();
    await expect(
      card(page, job.jobId).getByRole('button', { name: `Save: ${job.title}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('When the seeker applies from a result card, then the applied-success page shows similar jobs and the job shows Applied everywhere', async ({
    page,
  }) => {
    const code: SiteCode = 'SA';
    await signIn(page, code, RESULTS);
    const { job, pageNumber } = await applicableJob(page, code);
    if (pageNumber > 1) await page.goto(siteUrl(code, `${RESULTS}&page=${pageNumber}`));
    await card(page, job.jobId)
      .getByRole('button', { name: `Apply: ${job.title}` })
      .click();
    await expect(page).toHaveURL(
      siteUrl(code, `/search/applied-success?jobId=${encodeURIComponent(job.jobId)}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
    await expect(page.getByText(`You applied to ${job.title} at ${job.companyName}`)).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar jobs you can apply to' });
    await expect(similar.getByRole('button', { name: /^Appl(y|ied): / }).first()).toBeVisible();

    // Back to the results in the same page: the card says Applied without a reload.
    await page.goBack();
    await expect(
      card(page, job.jobId).getByRole('button', { name: `Applied: ${job.title}` }),
    ).toBeDisabled();
    await page.goto(siteUrl(code, `/job/x-${job.jobId}`));
    await expect(
      page.locator('.jd-actions').getByRole('button', { name: 'Applied' }),
    ).toBeDisabled();
    await page.goto(siteUrl(code, '/seeker/dashboard'));
    await expect(
      page
        .getByRole('region', { name: 'Applied jobs' })
        .getByRole('button', { name: `Applied: ${job.title}` }),
    ).toBeVisible();
  });

  test('When the seeker follows and unfollows a company on a job, then the spec messages show with the server count and the dashboard lists it', async ({
    page,
  }) => {
    const code: SiteCode = 'IN';
    await signIn(page, code, RESULTS);
    const [job] = await resultsFor(page, code);
    expect(job).toBeDefined();
    if (!job) return;
    await page.goto(siteUrl(code, `/job/x-${job.jobId}`));
    const about = page.getByRole('region', { name: `About ${job.companyName}` });
    const follow = about.getByRole('button', { name: `Follow ${job.companyName}` });
    const unfollow = about.getByRole('button', { name: `Unfollow ${job.companyName}` });
    await expect(follow.or(unfollow)).toBeVisible();
    if (await unfollow.isVisible()) {
      await unfollow.click();
      await expect(follow).toBeVisible();
    }
    const count = about.locator('.follow-count');
    const before = Number((await count.innerText()).replace(/\D/g, ''));
    await follow.click();
    await expect(page.getByTestId('toast')).toHaveText('Company followed successfully.');
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => Number((await count.innerText()).replace(/\D/g, '')))
      .toBe(before + 1);

    await page.goto(siteUrl(code, '/seeker/dashboard'));
    const companies = page.getByRole('region', { name: 'Companies you follow', exact: true });
    const listed = companies.getByRole('button', { name: `Unfollow ${job.companyName}` });
    await expect(listed).toBeVisible();
    // The server's count, as the job detail showed it after the follow.
    const listedCount = companies
      .getByRole('listitem')
      .filter({ has: page.getByText(job.companyName, { exact: true }) })
      .locator('.follow-count');
    expect(Number((await listedCount.innerText()).replace(/\D/g, ''))).toBe(before + 1);
    await listed.click();
    await expect(page.getByTestId('toast')).toHaveText('Company unfollowed successfully.');
    await expect
      .poll(async () => Number((await listedCount.innerText()).replace(/\D/g, '')))
      .toBe(before);
    await expect(
      companies.getByRole('button', { name: `Follow ${job.companyName}` }),
    ).toBeVisible();
  });
});

test("When the seeker presses Apply on a company-site job, then the employer's page opens in a new tab, the visit is journaled apart and the job stays unapplied", async ({
  page,
  request,
}) => {
  await signIn(page, 'IN', RESULTS);
  const job = (await resultsFor(page, 'IN')).find((j) => j.applyOnCompanySite === true);
  expect(job, 'a company-site job on the first results page').toBeDefined();
  if (!job) return;
  // The same every run: a visit is not an application (the simulator's state outlives runs).
  expect(job.isApplied).toBe(false);
  const apply = card(page, job.jobId).getByRole('button', {
    name: `Apply on company site: ${job.title} (opens in a new tab)`,
    exact: true,
  });
  const [employer] = await Promise.all([page.waitForEvent('popup'), apply.click()]);
  await expect
    .poll(() => new URL(employer.url()).pathname)
    .toBe(`/sim-assets/employer-apply/${job.companyId}/${job.jobId}`);
  expect(await employer.evaluate(() => window.opener)).toBeNull();
  await employer.close();
  expect(
    (await journal(request, 'jobApplyAor')).some((e) =>
      JSON.stringify(e.requestBody).includes(job.jobId),
    ),
  ).toBe(true);
  // Still unapplied here, after the lists are fetched again, and on a fresh load.
  await expect(apply).toBeEnabled();
  await page.reload();
  await expect(apply).toBeEnabled();
});

test.describe('A guest acts, signs in, and the action happens', () => {
  test('When a guest presses Follow on a job, then autoApplyAction is set, and after signing in the company is followed', async ({
    page,
    request,
  }) => {
    const { jobs } = (await (
      await request.get(
        `http://localhost:${PORT}/api/middleware/search/results?query=engineer&limit=5`,
        {
          headers: { 'X-Source-Country': 'SA' },
        },
      )
    ).json()) as { jobs: Array<{ jobId: string; companyName: string }> };
    const job = jobs[jobs.length - 1];
    if (!job) throw new Error('no SA job');
    const path = `/job/x-${job.jobId}`;
    await page.goto(siteUrl('SA', path));
    const about = page.getByRole('region', { name: `About ${job.companyName}` });
    await about.getByRole('button', { name: `Follow ${job.companyName}` }).click();
    await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=/);
    const cookies = await page.context().cookies();
    const pending = cookies.find((c) => c.name === 'autoApplyAction');
    expect(pending?.value).toBe('follow_unFollow_company');
    // One day (spec section 9), give or take the test's own minute.
    expect((pending?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_000);
    await signInHere(page, 'SA');
    await expect(page).toHaveURL(siteUrl('SA', path));
    const unfollow = about.getByRole('button', { name: `Unfollow ${job.companyName}` });
    await expect(unfollow).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveText('Company followed successfully.');
    expect(
      (await page.context().cookies()).find((c) => c.name === 'autoApplyAction'),
    ).toBeUndefined();
    // Leave the seeker as they were.
    await unfollow.click();
    await expect(about.getByRole('button', { name: `Follow ${job.companyName}` })).toBeVisible();
  });

  test('When a guest presses Save on a result, then after signing in the job is saved on that page', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', RESULTS));
    const first = page.locator('article.job-card').first();
    const title = await first.getByRole('heading', { level: 2 }).innerText();
    const save = first.getByRole('button', { name: `Save: ${title}` });
    const saved = first.getByRole('button', { name: `Saved: ${title}` });
    await save.click();
    await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=/);
    await signInHere(page, 'IN');
    await expect(page).toHaveURL(siteUrl('IN', RESULTS));
    // Saved now, or already saved before (then nothing was toggled off).
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  test('When a guest presses Apply on a job, then after signing in the application is sent', async ({
    page,
  }) => {
    // Find a job the seeker can still apply to, then sign out by clearing the browser.
    await signIn(page, 'SG', RESULTS);
    const { job } = await applicableJob(page, 'SG');
    await page.context().clearCookies();
    const path = `/job/x-${job.jobId}`;
    await page.goto(siteUrl('SG', path));
    await page.locator('.jd-actions').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=/);
    await signInHere(page, 'SG');
    await expect(page).toHaveURL(
      siteUrl('SG', `/search/applied-success?jobId=${encodeURIComponent(job.jobId)}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
  });
});

test.describe('Seeker pages refuse a guest', () => {
  test('When a guest opens the applied-success page, then they are sent to sign in with it as return_url and come back to it', async ({
    page,
  }) => {
    const path = '/search/applied-success?jobId=1';
    await page.goto(siteUrl('IN', path));
    await expect(page).toHaveURL(
      siteUrl('IN', `/rio/login/seeker?return_url=${encodeURIComponent(path)}`),
    );
    await signInHere(page, 'IN');
    await expect(page).toHaveURL(siteUrl('IN', path));
    await expect(page.getByRole('alert')).toContainText("We couldn't show this application");
  });

  test('When a guest opens the free job alert page, then it stays open to them', async ({
    page,
  }) => {
    await page.goto(siteUrl('IN', '/seeker/free-job-alert'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a free job alert' }),
    ).toBeVisible();
    await expect(page).toHaveURL(siteUrl('IN', '/seeker/free-job-alert'));
  });
});
