// userDashboard (GET /middleware/userDashboard): the seeker's dashboard summary.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { followedIds } from '../domain/follows';
import { DASHBOARD_RECOMMENDATIONS, presentJobs } from '../domain/job-pages';
import { profileData } from '../domain/profile';
import { profileViews } from '../domain/profile-stats';
import { profileMatchedJobs } from '../domain/recommendations';

export const userDashboard = defineOperation(
  'userDashboard',
  ({ site, account, now }, { store, catalogue }: Deps<'store' | 'catalogue'>) => {
    const state = store.state;
    const code = site.site.countryCode;
    const own = (records: Array<{ accountId: string | null; site: string }>) =>
      records.filter((r) => r.accountId === account.id && r.site === code).length;
    const recommended = profileMatchedJobs(site, account).slice(0, DASHBOARD_RECOMMENDATIONS);
    return ok({
      profile: profileData(state, account),
      counts: {
        applied: own(state.applications.filter((a) => !a.viaRedirect)),
        saved: own(state.savedJobs),
        jobAlerts: own(state.jobAlerts),
        savedSearches: own(state.savedSearches),
        followedCompanies: followedIds(state, 'company', account, site).size,
        profileViews: profileViews(state, account, now),
      },
      recommendedJobs: presentJobs({ state, catalogue }, site, recommended, account, now),
    });
  },
);
