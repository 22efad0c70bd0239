// Job alerts: a guest's free alert (by email) or a seeker's, created, edited, listed and deleted.
// A seeker sees only their own, on the current site; anyone else's id answers 404. Names are
// unique per owner (ignoring case and spaces around), and an owner keeps at most JOB_ALERTS_MAX.
import { checkGuestAlertRoom } from './guest-alerts';
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import { JOB_ALERTS_MAX } from '../../openapi/vocabulary/limits';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account, JobAlertRecord, StoreState } from '../store/state';
import { conflict, notFound, ruleBroken } from './errors';
import { omit } from './records';
import { requireText } from './text-rules';

export const ALERT_MESSAGES = {
  guestEmail: "is required for a guest's job alert",
  salaryRange: 'must not be less than minSalary',
  alertNameTaken: 'You already have a job alert with this name.',
  alertNotFound: 'Job alert not found.',
  alertDeleted: 'Job alert deleted successfully.',
  alertsFull: `You can keep at most ${JOB_ALERTS_MAX} job alerts. Delete one to add another.`,
} as const;

type AlertInput = Schemas['JobAlertInput'];

/** Two names are the same name ignoring case and the spaces around them. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function primaryEmail(account: Account): string {
  return account.emails[0]?.email ?? account.email;
}

/** The alert's criteria from the input, checked; the email is decided by the caller. */
function alertCriteria(
  input: AlertInput,
): Omit<Schemas['JobAlert'], 'id' | 'email' | 'createdAt' | 'updatedAt'> {
  const rest = omit(input, ['email']);
  if (
    rest.minSalary !== undefined &&
    rest.maxSalary !== undefined &&
    rest.maxSalary < rest.minSalary
  ) {
    throw ruleBroken('maxSalary', ALERT_MESSAGES.salaryRange, 'SALARY_RANGE_INVERTED');
  }
  return {
    ...rest,
    name: requireText('name', rest.name),
    keywords: requireText('keywords', rest.keywords),
  };
}

export function presentAlert(record: JobAlertRecord): Schemas['JobAlert'] {
  return omit(record, ['accountId', 'site']);
}

export function ownAlerts(state: StoreState, account: Account, site: string): JobAlertRecord[] {
  return state.jobAlerts.filter((a) => a.accountId === account.id && a.site === site);
}

export function ownAlert(
  state: StoreState,
  account: Account,
  site: string,
  id: string,
): JobAlertRecord {
  const alert = ownAlerts(state, account, site).find((a) => a.id === id);
  if (!alert) throw notFound(ALERT_MESSAGES.alertNotFound);
  return alert;
}

/** The alert's owner: the seeker, or a guest's email, with the alerts their names must differ from. */
function ownerOf(
  state: StoreState,
  input: AlertInput,
  account: Account | undefined,
  code: string,
): { email: string; siblings: JobAlertRecord[] } {
  if (account) return { email: primaryEmail(account), siblings: ownAlerts(state, account, code) };
  if (input.email === undefined)
    throw ruleBroken('email', ALERT_MESSAGES.guestEmail, 'GUEST_EMAIL_REQUIRED');
  const email = input.email.trim().toLowerCase();
  // A guest's alerts are compared with guests' alerts only: a seeker's alert names stay private
  // to the seeker.
  const siblings = state.jobAlerts.filter(
    (a) => a.accountId === null && a.site === code && a.email.toLowerCase() === email,
  );
  return { email, siblings };
}

/**
 * createJobAlert: a new alert for the seeker or the guest's email (409 on a taken name, a full
 * list, or guests' alerts at SIM_GUEST_ALERTS).
 */
export function createJobAlert(
  store: Store,
  input: AlertInput,
  account: Account | undefined,
  site: SiteCatalogue,
  now: Date,
  guestAlertsMax: number,
): Schemas['JobAlert'] {
  const code = site.site.countryCode;
  const criteria = alertCriteria(input);
  const { email, siblings } = ownerOf(store.state, input, account, code);
  if (!account) checkGuestAlertRoom(store.state, guestAlertsMax);
  if (siblings.some((a) => sameName(a.name, criteria.name))) {
    throw conflict(ALERT_MESSAGES.alertNameTaken, 'ALERT_NAME_TAKEN');
  }
  if (siblings.length >= JOB_ALERTS_MAX)
    throw conflict(ALERT_MESSAGES.alertsFull, 'JOB_ALERTS_FULL');
  const at = now.toISOString();
  const record: JobAlertRecord = {
    ...criteria,
    id: `alert-${randomUUID()}`,
    email,
    createdAt: at,
    updatedAt: at,
    accountId: account?.id ?? null,
    site: code,
  };
  store.transact((tx) => tx.insert('jobAlerts', record));
  return presentAlert(record);
}

/** editJobAlert: the seeker's alert replaced by the input (404 for another's, 409 on a taken name). */
export function editJobAlert(
  store: Store,
  input: AlertInput,
  account: Account,
  site: SiteCatalogue,
  alertId: string,
  now: Date,
): Schemas['JobAlert'] {
  const code = site.site.countryCode;
  const alert = ownAlert(store.state, account, code, alertId);
  const criteria = alertCriteria(input);
  const others = ownAlerts(store.state, account, code).filter((a) => a.id !== alert.id);
  if (others.some((a) => sameName(a.name, criteria.name))) {
    throw conflict(ALERT_MESSAGES.alertNameTaken, 'ALERT_NAME_TAKEN');
  }
  const updated: JobAlertRecord = {
    ...criteria,
    id: alert.id,
    email: primaryEmail(account),
    createdAt: alert.createdAt,
    updatedAt: now.toISOString(),
    accountId: account.id,
    site: code,
  };
  store.transact((tx) => tx.put('jobAlerts', updated));
  return presentAlert(updated);
}
