// Job alerts (a guest's free alert or a seeker's) and saved searches: create, list, edit, delete.
// A seeker sees only their own, on the current site; anyone else's id answers 404.
import { ROUTE } from '../../openapi/vocabulary/routes';
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import type { SimContext } from '../context';
import { newestFirst, omit } from '../domain/records';
import { conflict, invalid, notFound } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import type { Account, JobAlertRecord, SavedSearchRecord } from '../store/state';
import { JOB_ALERTS_MAX, SAVED_SEARCHES_MAX } from '../../openapi/vocabulary/limits';
import { checkGuestAlertRoom } from '../domain/guest-alerts';

export const ALERT_MESSAGES = {
  guestEmail: "is required for a guest's job alert",
  blank: 'must not be blank',
  salaryRange: 'must not be less than minSalary',
  alertNameTaken: 'You already have a job alert with this name.',
  alertNotFound: 'Job alert not found.',
  alertDeleted: 'Job alert deleted successfully.',
  searchNameTaken: 'You already have a saved search with this name.',
  searchNotFound: 'Saved search not found.',
  searchDeleted: 'Saved search deleted successfully.',
  emptyCriteria: 'must have at least one field that is not blank',
  alertsFull: `You can keep at most ${JOB_ALERTS_MAX} job alerts. Delete one to add another.`,
  searchesFull: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
} as const;

type AlertInput = Schemas['JobAlertInput'];
type CriteriaInput = Schemas['SearchCriteriaInput'];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function primaryEmail(account: Account): string {
  return account.emails[0]?.email ?? account.email;
}

function requireText(param: string, value: string): string {
  const text = value.trim();
  if (text === '') throw invalid(param, ALERT_MESSAGES.blank);
  return text;
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
    throw invalid('maxSalary', ALERT_MESSAGES.salaryRange);
  }
  return {
    ...rest,
    name: requireText('name', rest.name),
    keywords: requireText('keywords', rest.keywords),
  };
}

function presentAlert(record: JobAlertRecord): Schemas['JobAlert'] {
  return omit(record, ['accountId', 'site']);
}

function presentSearch(record: SavedSearchRecord): Schemas['SavedSearch'] {
  return omit(record, ['accountId', 'site']);
}

/** Criteria without blank fields, trimmed; at least one must remain. */
function cleanCriteria(criteria: CriteriaInput): Schemas['SearchCriteria'] {
  const entries = Object.entries(criteria)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''] as const)
    .filter(([, value]) => value !== '');
  if (entries.length === 0) throw invalid('criteria', ALERT_MESSAGES.emptyCriteria);
  return Object.fromEntries(entries) as Schemas['SearchCriteria'];
}

function searchUrl(criteria: Schemas['SearchCriteria']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(criteria)) if (value) params.set(key, value);
  return `${ROUTE.searchResults}?${params.toString()}`;
}

// Long by design: one table of the job-alert and saved-search operations, one short handler per
// operation (the longest, createJobAlert at 33 lines) sharing this context; the rules they apply
// live in sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function alertHandlers(context: SimContext): Handlers {
  const { store } = context;

  function ownAlerts(account: Account, site: string): JobAlertRecord[] {
    return store.state.jobAlerts.filter((a) => a.accountId === account.id && a.site === site);
  }

  function ownAlert(account: Account, site: string, id: string): JobAlertRecord {
    const alert = ownAlerts(account, site).find((a) => a.id === id);
    if (!alert) throw notFound(ALERT_MESSAGES.alertNotFound);
    return alert;
  }

  function ownSearches(account: Account, site: string): SavedSearchRecord[] {
    return store.state.savedSearches.filter((s) => s.accountId === account.id && s.site === site);
  }

  return {
    createJobAlert: ({ body, account, site, now }) => {
      const code = site.site.countryCode;
      const criteria = alertCriteria(body);
      let email: string;
      let siblings: JobAlertRecord[];
      if (account) {
        email = primaryEmail(account);
        siblings = ownAlerts(account, code);
      } else {
        if (body.email === undefined) throw invalid('email', ALERT_MESSAGES.guestEmail);
        checkGuestAlertRoom(store.state, context.config.guestAlerts);
        email = body.email.trim().toLowerCase();
        // A guest's alerts are compared with guests' alerts only: a seeker's alert names stay
        // private to the seeker.
        siblings = store.state.jobAlerts.filter(
          (a) => a.accountId === null && a.site === code && a.email.toLowerCase() === email,
        );
      }
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
      return { status: 201 as const, body: presentAlert(record) };
    },

    jobAlerts: ({ account, site }) => {
      const alerts = newestFirst(ownAlerts(account, site.site.countryCode)).map(presentAlert);
      return ok({ alerts, total: alerts.length });
    },

    editJobAlert: ({ body, path, account, site, now }) => {
      const code = site.site.countryCode;
      const alert = ownAlert(account, code, path.alertId);
      const criteria = alertCriteria(body);
      if (
        ownAlerts(account, code).some((a) => a.id !== alert.id && sameName(a.name, criteria.name))
      ) {
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
      return ok(presentAlert(updated));
    },

    deleteJobAlert: ({ path, account, site }) => {
      const alert = ownAlert(account, site.site.countryCode, path.alertId);
      store.transact((tx) => tx.remove('jobAlerts', alert.id));
      return ok({ success: true as const, message: ALERT_MESSAGES.alertDeleted });
    },

    savedSearches: ({ account, site }) => {
      const searches = newestFirst(ownSearches(account, site.site.countryCode)).map(presentSearch);
      return ok({ searches, total: searches.length });
    },

    saveSearch: ({ body, account, site, now }) => {
      const code = site.site.countryCode;
      const mine = ownSearches(account, code);
      const existing = body.id === undefined ? undefined : mine.find((s) => s.id === body.id);
      if (body.id !== undefined && !existing) throw notFound(ALERT_MESSAGES.searchNotFound);
      const name = requireText('name', body.name);
      const criteria = cleanCriteria(body.criteria);
      if (mine.some((s) => s.id !== existing?.id && sameName(s.name, name))) {
        throw conflict(ALERT_MESSAGES.searchNameTaken, 'SEARCH_NAME_TAKEN');
      }
      if (!existing && mine.length >= SAVED_SEARCHES_MAX)
        throw conflict(ALERT_MESSAGES.searchesFull, 'SAVED_SEARCHES_FULL');
      const at = now.toISOString();
      const record: SavedSearchRecord = {
        id: existing?.id ?? `search-${randomUUID()}`,
        name,
        criteria,
        url: searchUrl(criteria),
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
        accountId: account.id,
        site: code,
      };
      store.transact((tx) => tx.put('savedSearches', record));
      return existing
        ? ok(presentSearch(record))
        : { status: 201 as const, body: presentSearch(record) };
    },

    deleteSavedSearch: ({ path, account, site }) => {
      const search = ownSearches(account, site.site.countryCode).find(
        (s) => s.id === path.searchId,
      );
      if (!search) throw notFound(ALERT_MESSAGES.searchNotFound);
      store.transact((tx) => tx.remove('savedSearches', search.id));
      return ok({ success: true as const, message: ALERT_MESSAGES.searchDeleted });
    },
  };
}
