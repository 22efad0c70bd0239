// Applying to jobs: what a seeker has applied to, whether they may apply, and the application
// record. One module, so every answer that marks a job applied agrees.
import { randomUUID } from 'node:crypto';
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import { conflict } from './errors';
import type { Store } from '../store/store';
import type { Account, ApplicationRecord, StoreState } from '../store/state';

export const APPLICATION_MESSAGES = {
  alreadyApplied: 'You have already applied to this job.',
  resumeMissing: 'Upload your resume to apply to this job.',
  expired: 'This walk-in has ended.',
} as const;

export function applicationsOf(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): ApplicationRecord[] {
  const code = site.site.countryCode;
  return state.applications.filter((a) => a.accountId === account.id && a.site === code);
}

export function appliedJobIds(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): Set<string> {
  return new Set(applicationsOf(state, account, site).map((a) => a.jobId));
}

export function applicationOf(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
  jobId: string,
): ApplicationRecord | undefined {
  return applicationsOf(state, account, site).find((a) => a.jobId === jobId);
}

export type ApplyRefusal = {
  reason: 'ALREADY_APPLIED' | 'JOB_EXPIRED' | 'RESUME_MISSING';
  message: string;
};

/** Why the seeker may not apply to the job, or undefined when they may. */
export function applyRefusal(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
  job: SeedJob,
): ApplyRefusal | undefined {
  if (applicationOf(state, account, site, job.jobId)) {
    return { reason: 'ALREADY_APPLIED', message: APPLICATION_MESSAGES.alreadyApplied };
  }
  if (job.walkIn && job.walkIn.endsInDays < 0) {
    return { reason: 'JOB_EXPIRED', message: APPLICATION_MESSAGES.expired };
  }
  const hasResume = state.uploads.some((u) => u.accountId === account.id && u.kind === 'resume');
  if (!hasResume && account.profile.workExperience.length === 0) {
    return { reason: 'RESUME_MISSING', message: APPLICATION_MESSAGES.resumeMissing };
  }
  return undefined;
}

/** Records an application; a second one to the same job is a 409. Answers its id. */
export function recordApplication(
  store: Store,
  account: Account,
  site: SiteCatalogue,
  job: SeedJob,
  viaRedirect: boolean,
  now: Date,
): string {
  return store.transact((tx) => {
    if (applicationOf(tx.state, account, site, job.jobId)) {
      throw conflict(APPLICATION_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
    }
    const id = `app-${randomUUID()}`;
    tx.insert('applications', {
      id,
      accountId: account.id,
      site: site.site.countryCode,
      jobId: job.jobId,
      appliedAt: now.toISOString(),
      viaRedirect,
    });
    return id;
  });
}
