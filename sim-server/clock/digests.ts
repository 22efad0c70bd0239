// Job-alert digests: each time the clock passes an alert's frequency (Daily, Weekly, Monthly) from
// its creation, the alert has a digest of the matching jobs posted within that period. Digests are
// read off the clock rather than stored, so a scenario whose clock QA advances sees them at once
// and another scenario does not. The catalogue's jobs are posted relative to the clock's now (a
// rolling feed, catalogue/types.ts), so "new within the period" is the freshness bucket of the
// period's length. An alert that matches no job sends nothing: no empty digest, no unread "0 new
// jobs" in the bell (the UX walk's N13; the big portals send no empty digests).
import type { Schemas } from '../../openapi/client';
import { SORT_BY_DATE } from '../../openapi/vocabulary/limits';
import { ROUTE } from '../../openapi/vocabulary/routes';
import type { Catalogue, CountryCode, SiteCatalogue } from '../catalogue/types';
import { parseCriteria, type RawCriteria } from '../search/criteria';
import { search } from '../search/engine';
import { buildSearchIndexes, siteIndex } from '../search/indexes';
import type { JobAlertRecord } from '../store/state';

type Frequency = Schemas['JobAlertFrequency'];
type FreshnessBucket = Schemas['JobFreshnessBucket'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The contract's codes: Daily=1, Monthly=2, Weekly=3. */
const PERIOD: Record<Frequency, { name: string; days: number; bucket: FreshnessBucket }> = {
  1: { name: 'Daily', days: 1, bucket: '1' },
  2: { name: 'Monthly', days: 30, bucket: '30' },
  3: { name: 'Weekly', days: 7, bucket: '7' },
};
/** Digests kept per alert, newest first: a clock set years ahead does not list thousands. */
export const DIGESTS_PER_ALERT = 10;
/** Jobs named in one digest; `total` counts them all. */
export const DIGEST_JOBS = 10;

export interface AlertDigest {
  id: string;
  alertId: string;
  alertName: string;
  frequency: string;
  accountId: string | null;
  email: string;
  site: CountryCode;
  dueAt: string;
  total: number;
  jobIds: string[];
  link: string;
}

/** The k-th due time of an alert: whole months for Monthly, whole days otherwise. */
function dueTime(createdAt: Date, frequency: Frequency, k: number): Date {
  const due = new Date(createdAt.getTime());
  if (frequency === 2) due.setUTCMonth(due.getUTCMonth() + k);
  else due.setTime(createdAt.getTime() + k * PERIOD[frequency].days * DAY_MS);
  return due;
}

/** How many periods have passed (the newest DIGESTS_PER_ALERT of them are listed). */
function periodsPassed(createdAt: Date, frequency: Frequency, now: Date): number {
  const elapsed = now.getTime() - createdAt.getTime();
  if (elapsed <= 0) return 0;
  let k = Math.floor(elapsed / (PERIOD[frequency].days * DAY_MS));
  // Months differ in length: step to the last due time not after now.
  while (k > 0 && dueTime(createdAt, frequency, k) > now) k -= 1;
  while (dueTime(createdAt, frequency, k + 1) <= now) k += 1;
  return k;
}

function searchLink(alert: JobAlertRecord): string {
  const params = new URLSearchParams({ query: alert.keywords });
  if (alert.locations) params.set('locations', alert.locations);
  if (alert.experience !== undefined) params.set('experience', String(alert.experience));
  return `${ROUTE.searchResults}?${params.toString()}`;
}

function matchingJobs(
  catalogue: Catalogue,
  site: SiteCatalogue,
  alert: JobAlertRecord,
): { total: number; jobIds: string[] } {
  const index = siteIndex(buildSearchIndexes(catalogue), site);
  const raw: RawCriteria = {
    query: alert.keywords,
    locations: alert.locations,
    experience: alert.experience,
    industries: alert.industries,
    functions: alert.functions,
    roles: alert.roles,
    jobFreshness: PERIOD[alert.frequency].bucket,
    sort: SORT_BY_DATE,
    start: 0,
    limit: DIGEST_JOBS,
  };
  const outcome = search(index, parseCriteria(raw, index.salaryFilters));
  return { total: outcome.total, jobIds: outcome.jobs.map((job) => job.jobId) };
}

/** The digests of these alerts that are due at `now`, newest first. */
export function digestsAt(
  catalogue: Catalogue,
  alerts: readonly JobAlertRecord[],
  now: Date,
): AlertDigest[] {
  const digests: AlertDigest[] = [];
  for (const alert of alerts) {
    const createdAt = new Date(alert.createdAt);
    const passed = periodsPassed(createdAt, alert.frequency, now);
    if (passed === 0) continue;
    const site = catalogue.sites[alert.site];
    const jobs = matchingJobs(catalogue, site, alert);
    if (jobs.total === 0) continue;
    for (let k = passed; k > Math.max(0, passed - DIGESTS_PER_ALERT); k -= 1) {
      digests.push({
        id: `digest-${alert.id}-${k}`,
        alertId: alert.id,
        alertName: alert.name,
        frequency: PERIOD[alert.frequency].name,
        accountId: alert.accountId,
        email: alert.email,
        site: alert.site,
        dueAt: dueTime(createdAt, alert.frequency, k).toISOString(),
        ...jobs,
        link: searchLink(alert),
      });
    }
  }
  return digests.sort((a, b) => b.dueAt.localeCompare(a.dueAt));
}

/** A digest as the seeker's bell shows it. */
export function digestNotification(digest: AlertDigest, read: boolean): Schemas['Notification'] {
  return {
    id: digest.id,
    title: `${digest.frequency} job alert: ${digest.alertName}`,
    message: `${digest.total} new ${digest.total === 1 ? 'job matches' : 'jobs match'} your job alert '${digest.alertName}'.`,
    link: digest.link,
    createdAt: digest.dueAt,
    read,
  };
}
