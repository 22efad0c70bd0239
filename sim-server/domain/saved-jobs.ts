// Saving jobs: one saved record per seeker, site and job.
import { randomUUID } from 'node:crypto';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account, SavedJobRecord, StoreState } from '../store/state';
import { JOB_MESSAGES, requireJob } from './job-pages';

export function savedJobsOf(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): SavedJobRecord[] {
  const code = site.site.countryCode;
  return state.savedJobs.filter((s) => s.accountId === account.id && s.site === code);
}

/** Saves or unsaves; both are idempotent. */
export function setSaved(
  store: Store,
  account: Account,
  site: SiteCatalogue,
  jobId: string,
  save: boolean,
  now: Date,
): void {
  const code = site.site.countryCode;
  store.transact((tx) => {
    const mine = (s: SavedJobRecord) =>
      s.accountId === account.id && s.site === code && s.jobId === jobId;
    const saved = tx.state.savedJobs.some(mine);
    if (save && !saved) {
      tx.insert('savedJobs', {
        id: `sav-${randomUUID()}`,
        accountId: account.id,
        site: code,
        jobId,
        savedAt: now.toISOString(),
      });
    }
    if (!save) tx.removeWhere('savedJobs', mine);
  });
}

/** jobSave and jobUnSave: the site's job (else a 404) saved or unsaved, and the answer. */
export function saveJob(
  store: Store,
  account: Account,
  site: SiteCatalogue,
  jobId: string,
  save: boolean,
  now: Date,
): { jobId: string; isSaved: boolean; message: string } {
  const job = requireJob(site, jobId);
  setSaved(store, account, site, job.jobId, save, now);
  return {
    jobId: job.jobId,
    isSaved: save,
    message: save ? JOB_MESSAGES.saved : JOB_MESSAGES.unsaved,
  };
}
