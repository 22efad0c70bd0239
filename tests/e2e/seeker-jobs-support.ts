// Helpers of the signed-in seeker's jobs tests: finding, through the API with the seeker's own
// session, a job they can still apply to (the simulator's state outlives a run) and the results
// page it is on.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { sessionCookie } from './seeker';
import { PORT, type SiteCode } from './support';

/** The search the jobs tests run on every site (the seed has sales jobs everywhere). */
export const SEARCH = 'query=sales';

interface Job {
  jobId: string;
  title: string;
  companyName: string;
  companyId: number;
  isApplied: boolean;
  isSaved?: boolean;
  applyOnCompanySite?: boolean;
}

async function seekerGet<T>(
  request: APIRequestContext,
  code: SiteCode,
  session: string,
  path: string,
): Promise<T> {
  const response = await request.get(`http://localhost:${PORT}/api${path}`, {
    headers: { 'X-Source-Country': code, Cookie: `MSSOCLIENT=${session}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const PAGE_SIZE = 25;
/** Results pages searched for a job left to apply to (the simulator's state outlives runs). */
const PAGES_SEARCHED = 8;

/** One results page of SEARCH as the signed-in seeker sees it. */
export async function resultsFor(page: Page, code: SiteCode, pageNumber = 1): Promise<Job[]> {
  const session = await sessionCookie(page);
  const start = (pageNumber - 1) * PAGE_SIZE;
  const { jobs } = await seekerGet<{ jobs: Job[] }>(
    page.request,
    code,
    session,
    `/middleware/search/results?${SEARCH}&sort=1&start=${start}&limit=${PAGE_SIZE}`,
  );
  return jobs;
}

/** A job the seeker can apply to here (not applied, no redirect) and its results page number. */
export async function applicableJob(
  page: Page,
  code: SiteCode,
): Promise<{ job: Job; pageNumber: number }> {
  const session = await sessionCookie(page);
  for (let pageNumber = 1; pageNumber <= PAGES_SEARCHED; pageNumber += 1) {
    for (const job of await resultsFor(page, code, pageNumber)) {
      if (job.isApplied) continue;
      const check = await seekerGet<{ canApply: boolean; redirectUrl?: string }>(
        page.request,
        code,
        session,
        `/middleware/canJobApply/${job.jobId}`,
      );
      if (check.canApply && !check.redirectUrl) return { job, pageNumber };
    }
  }
  throw new Error(`No job left to apply to on ${code}`);
}

/** Fills and sends the sign-in form the page was sent to. */
export async function signInHere(page: Page, code: SiteCode, local = 'seeker') {
  await page.getByLabel('Email', { exact: true }).fill(accountEmail(local, code));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The result card of one job. */
export function card(page: Page, jobId: string) {
  return page.locator('article.job-card', { has: page.locator(`[id="job-${jobId}"]`) });
}
