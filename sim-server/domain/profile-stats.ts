// My Profile Performance's figures and the dashboard's profile-views count (issue 27, item 8: the
// two disagreed, 0 against 36). One module computes them, so every answer that shows a figure
// shows the same one, and none is invented: a figure counts only what the seeker's own activity
// and the recruiters' stand-in (the applications' status rule) did in the period.
import type { Schemas } from '../../openapi/client';
import type { Account, StoreState } from '../store/state';
import { applicationStatus } from './applications';
import { counterOf } from './counters';
import { profileScore, profileViewsCounter } from './profile';

/** Figures of My Profile Performance cover this many days, ending now. */
export const PROFILE_STATS_PERIOD_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A complete profile appears in this many recruiter searches per point of score (stand-in). */
const APPEARANCES_PER_POINT = 3;
const APPEARANCES_PER_SKILL = 12;

/** Applications made here in the period (a company-site visit is no application). */
function recentApplications(state: StoreState, account: Account, now: Date) {
  const since = new Date(now.getTime() - PROFILE_STATS_PERIOD_DAYS * DAY_MS).toISOString();
  return state.applications.filter(
    (a) => a.accountId === account.id && !a.viaRedirect && a.appliedAt >= since,
  );
}

/**
 * Times recruiters opened the profile in the period: the views recorded (the profile-views
 * counter) plus one for each application a recruiter has viewed. A new account has 0.
 */
export function profileViews(state: StoreState, account: Account, now: Date): number {
  const counted = counterOf(state, profileViewsCounter(account))?.count ?? 0;
  const viewed = recentApplications(state, account, now).filter(
    (a) => applicationStatus(a, now) !== 'APPLIED',
  ).length;
  return counted + viewed;
}

export function profileStats(
  state: StoreState,
  account: Account,
  now: Date,
): Schemas['ProfileStats'] {
  const score = profileScore(state, account);
  const views = profileViews(state, account, now);
  const shortlisted = recentApplications(state, account, now).filter(
    (a) => applicationStatus(a, now) === 'SHORTLISTED',
  ).length;
  return {
    profileScore: score,
    profileViews: views,
    searchAppearances:
      score * APPEARANCES_PER_POINT + account.profile.itSkills.length * APPEARANCES_PER_SKILL,
    recruiterActions: shortlisted,
    periodDays: PROFILE_STATS_PERIOD_DAYS,
  };
}
