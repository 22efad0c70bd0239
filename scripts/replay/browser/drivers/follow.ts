// follow on a job's page: the "About {company}" card's Follow button. A path whose press is a
// seeker's runs signed in, from a company the seeker does not follow; the follow and unfollow
// calls are held at the browser until the answer's step, and the API level's driver makes the
// simulator answer as the path says (faults for a refusal, an empty answer and a failure).
import { expect, type Page } from '@playwright/test';
import { AUTO_APPLY_ACTION_FOLLOW, COOKIE } from '../../../../openapi/vocabulary/cookies';
import { FOLLOW_FAILED_MESSAGE } from '../../../../openapi/vocabulary/messages';
import { HeldCalls, signInBrowser, siteOrigin, toast, type PathContext } from '../context';
import type { BrowserDriver } from '../driver';
import { took, type PlannedStep } from '../plan';

interface FollowPage {
  calls: HeldCalls;
  jobId: string;
  company: string;
  followed: boolean;
}

const pages = new WeakMap<Page, FollowPage>();

function state(page: Page): FollowPage {
  const found = pages.get(page);
  if (!found) throw new Error('follow: the page was not prepared');
  return found;
}

function button(page: Page) {
  const { company, followed } = state(page);
  return page
    .getByRole('region', { name: `About ${company}` })
    .getByRole('button', { name: `${followed ? 'Unfollow' : 'Follow'} ${company}`, exact: true });
}

/**
 * A failure the page reports: the machine's failure toast (up for the spec's 1 s) also holds its
 * message on the line beside the button until the next press (components/follow-button.tsx). The
 * line is read: a machine as busy as the browser stage's can poll past the toast's second.
 */
async function expectFailureShown(page: Page, message: string) {
  await expect(button(page)).toHaveAccessibleDescription(message);
}

async function answer(context: PathContext, step: PlannedStep) {
  const { page } = context;
  const current = state(page);
  await current.calls.release('follow');
  const shown = toast(page);
  if (
    took(step, 'follow.following --follow.answered--> #1') ||
    took(step, 'follow.unfollowing --follow.answered--> #1')
  ) {
    current.followed = !current.followed;
    // One assertion, one window: the toast stays up only the spec's 1 s.
    await expect(shown.and(page.locator('.toast-success'))).not.toHaveText('');
  } else if (
    took(step, 'follow.following --follow.answered--> #2') ||
    took(step, 'follow.unfollowing --follow.answered--> #2')
  ) {
    await expectFailureShown(page, String(step.event.errorMessage));
  } else {
    await expectFailureShown(page, FOLLOW_FAILED_MESSAGE);
  }
  await expect(button(page)).toHaveAttribute('aria-pressed', String(current.followed));
  await expect(button(page)).not.toHaveAttribute('aria-busy', 'true');
}

export const followDriver: BrowserDriver = {
  answers: ['follow.answered', 'follow.failed'],
  playable: () => true,
  prepare: async (context) => {
    const { page, path, backend } = context;
    const { data } = await backend.api.GET('/middleware/search/results', {
      params: { query: { query: 'engineer', limit: 1 } },
    });
    const job = data?.jobs[0];
    if (!job?.companyId) throw new Error('follow: the site has no job to follow the company of');
    const seeker = path.steps.some((s) => s.event.type === 'follow.press' && s.event.signedIn);
    if (seeker) {
      await signInBrowser(page, 'in');
      // Every path starts from a company the seeker does not follow.
      const status = await page.evaluate(
        (id) =>
          // In the page, with the seeker's session cookie.
          window
            .fetch(`/api/middleware/companyUnfollow/${id}`, { method: 'POST' })
            .then((r) => r.status),
        job.companyId,
      );
      expect(status, 'unfollowing before the path').toBe(200);
    }
    const calls = new HeldCalls(page, (r) => /\/middleware\/company(Un)?[Ff]ollow\//.test(r.url()));
    await calls.install();
    pages.set(page, { calls, jobId: job.jobId, company: job.companyName, followed: false });
  },
  step: async (context, step) => {
    const { page } = context;
    switch (step.event.type) {
      case 'xstate.init':
        await page.goto(`${siteOrigin('in')}/job/x-${state(page).jobId}`);
        await expect(button(page)).toHaveAttribute('aria-pressed', 'false');
        return;
      case 'follow.press':
        await button(page).click();
        if (took(step, 'follow.idle --follow.press--> #1')) {
          await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=/);
          const cookies = await page.context().cookies();
          expect(cookies.find((c) => c.name === COOKIE.autoApplyAction)?.value).toBe(
            AUTO_APPLY_ACTION_FOLLOW,
          );
        } else {
          await expect(button(page)).toHaveAttribute('aria-busy', 'true');
          await expect.poll(() => state(page).calls.seen).toBeGreaterThan(0);
        }
        return;
      case 'follow.answered':
      case 'follow.failed':
        await answer(context, step);
        return;
      default:
        throw new Error(`follow: no browser action for ${step.event.type}`);
    }
  },
};
