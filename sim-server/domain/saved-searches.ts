// Saved searches: a seeker's named search criteria with the results page's URL, created or
// replaced by id, listed and deleted. Names are unique per seeker and site (ignoring case), and a
// seeker keeps at most SAVED_SEARCHES_MAX per site.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import { SAVED_SEARCHES_MAX } from '../../openapi/vocabulary/limits';
import { ROUTE } from '../../openapi/vocabulary/routes';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account, SavedSearchRecord, StoreState } from '../store/state';
import { conflict, invalid, notFound } from './errors';
import { sameName } from './job-alerts';
import { omit } from './records';
import { requireText } from './text-rules';

export const SAVED_SEARCH_MESSAGES = {
  searchNameTaken: 'You already have a saved search with this name.',
  searchNotFound: 'Saved search not found.',
  searchDeleted: 'Saved search deleted successfully.',
  emptyCriteria: 'must have at least one field that is not blank',
  searchesFull: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
} as const;

export function presentSearch(record: SavedSearchRecord): Schemas['SavedSearch'] {
  return omit(record, ['accountId', 'site']);
}

export function ownSearches(
  state: StoreState,
  account: Account,
  site: string,
): SavedSearchRecord[] {
  return state.savedSearches.filter((s) => s.accountId === account.id && s.site === site);
}

/** Criteria without blank fields, trimmed; at least one must remain. */
function cleanCriteria(criteria: Schemas['SearchCriteriaInput']): Schemas['SearchCriteria'] {
  const entries = Object.entries(criteria)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''] as const)
    .filter(([, value]) => value !== '');
  if (entries.length === 0) throw invalid('criteria', SAVED_SEARCH_MESSAGES.emptyCriteria);
  return Object.fromEntries(entries) as Schemas['SearchCriteria'];
}

function searchUrl(criteria: Schemas['SearchCriteria']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(criteria)) if (value) params.set(key, value);
  return `${ROUTE.searchResults}?${params.toString()}`;
}

/**
 * saveSearch: a new saved search, or the seeker's own one replaced when the input names its id
 * (404 for another's, 409 on a taken name or, for a new one, a full list). Answers whether it is new.
 */
export function saveSearch(
  store: Store,
  input: Schemas['SaveSearchRequest'],
  account: Account,
  site: SiteCatalogue,
  now: Date,
): { created: boolean; search: Schemas['SavedSearch'] } {
  const code = site.site.countryCode;
  const mine = ownSearches(store.state, account, code);
  const existing = input.id === undefined ? undefined : mine.find((s) => s.id === input.id);
  if (input.id !== undefined && !existing) throw notFound(SAVED_SEARCH_MESSAGES.searchNotFound);
  const name = requireText('name', input.name);
  const criteria = cleanCriteria(input.criteria);
  if (mine.some((s) => s.id !== existing?.id && sameName(s.name, name))) {
    throw conflict(SAVED_SEARCH_MESSAGES.searchNameTaken, 'SEARCH_NAME_TAKEN');
  }
  if (!existing && mine.length >= SAVED_SEARCHES_MAX)
    throw conflict(SAVED_SEARCH_MESSAGES.searchesFull, 'SAVED_SEARCHES_FULL');
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
  return { created: !existing, search: presentSearch(record) };
}
