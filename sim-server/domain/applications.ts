// Applying to jobs: what a seeker has applied to, whether they may apply, and the application
// record. One module, so every answer that marks a job applied agrees, and one rule: `apply`
// refuses what canJobApply's `applyRefusal` refuses, in the write that records the application.
import { randomUUID } from 'node:crypto';
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import { conflict } from './errors';
import type { Store } from '../store/store';
import type { Transaction } from '../store/transaction';
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

/**
 * The applications made on this portal: a company-site job's visit (jobApplyAor, viaRedirect) is
 * tracked apart (issue 27): the seeker did nothing on the employer's site that we know of, so it
 * neither marks the job applied nor counts among the applications.
 */
export function applicationsHereOf(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): ApplicationRecord[] {
  return applicationsOf(state, account, site).filter((a) => !a.viaRedirect);
}

export function appliedJobIds(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): Set<string> {
  return new Set(applicationsHereOf(state, account, site).map((a) => a.jobId));
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
  if (applicationsHereOf(state, account, site).some((a) => a.jobId === job.jobId)) {
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

/**
 * jobApply and jobApplyAor: the application (or the company-site visit) recorded, unless the
 * seeker may not apply: then a 409 with the reason and message canJobApply answers, and nothing is
 * recorded. The rule is read in the write itself, so no other write slips in between.
 */
export function apply(
  store: Store,
  account: Account,
  site: SiteCatalogue,
  job: SeedJob,
  viaRedirect: boolean,
  now: Date,
): string {
  return store.transact((tx) => {
    const refusal = applyRefusal(tx.state, account, site, job);
    if (refusal) throw conflict(refusal.message, refusal.reason);
    return recordIn(tx, account, site, job, viaRedirect, now);
  });
}

/**
 * Records an application (the write `apply` makes once the rule lets it; tests arrange with it);
 * a second one to the same job is a 409. A company-site visit is recorded once per job and a
 * later visit moves its time. Answers the record's id.
 */
export function recordApplication(
  store: Store,
  account: Account,
  site: SiteCatalogue,
  job: SeedJob,
  viaRedirect: boolean,
  now: Date,
): string {
  return store.transact((tx) => recordIn(tx, account, site, job, viaRedirect, now));
}

function recordIn(
  tx: Transaction,
  account: Account,
  site: SiteCatalogue,
  job: SeedJob,
  viaRedirect: boolean,
  now: Date,
): string {
  const same = applicationsOf(tx.state, account, site).find(
    (a) => a.jobId === job.jobId && a.viaRedirect === viaRedirect,
  );
  if (same && viaRedirect) {
    tx.update('applications', same.id, (draft) => {
      draft.appliedAt = now.toISOString();
    });
    return same.id;
  }
  if (same) throw conflict(APPLICATION_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
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
}

const HOUR_MS = 60 * 60 * 1000;
/** A recruiter opens an application this long after it was sent (ours: the spec shows no lifecycle). */
export const APPLICATION_VIEWED_AFTER_HOURS = 24;
/** Every other viewed application is shortlisted this long after it was sent. */
export const APPLICATION_SHORTLISTED_AFTER_HOURS = 72;

/**
 * Where an application stands with the recruiter. The spec shows no application lifecycle, so the
 * simulator stands in for the recruiter with one rule (designed, written in the contract's
 * ApplicationStatus): sent (APPLIED); viewed a day later (VIEWED); three days later every other
 * application, by its id, is SHORTLISTED. It reads the request's clock, so QA can move a
 * scenario's clock to see an application advance; nothing is stored, so it never disagrees.
 */
export function applicationStatus(
  application: ApplicationRecord,
  now: Date,
): 'APPLIED' | 'VIEWED' | 'SHORTLISTED' {
  const hours = (now.getTime() - Date.parse(application.appliedAt)) / HOUR_MS;
  if (hours < APPLICATION_VIEWED_AFTER_HOURS) return 'APPLIED';
  if (hours < APPLICATION_SHORTLISTED_AFTER_HOURS) return 'VIEWED';
  const parity = [...application.id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 2;
  return parity === 0 ? 'SHORTLISTED' : 'VIEWED';
}
