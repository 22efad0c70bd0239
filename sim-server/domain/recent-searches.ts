// Recent searches: recorded on every results-page search of a seeker or a remembered visitor
// (MSUID), newest first, the same query and locations folded into one, at most ten per owner; the
// visitors' lists are kept for a bounded number of visitors (SIM_RECENT_SEARCH_VISITORS), the one
// seen longest ago dropped first, in the transaction that records the search.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import { ROUTE } from '../../openapi/vocabulary/routes';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account, RecentSearchRecord, StoreState } from '../store/state';

export const RECENT_SEARCHES_KEPT = 10;
const VISITOR_OWNER = 'visitor:';
const WRITTEN_BEHIND = { behind: true } as const;

/** Who a recent search belongs to: the seeker, else the visitor cookie, else nobody. */
export function recentSearchOwner(
  account: Account | undefined,
  visitorId: string | undefined,
): string | undefined {
  return account ? account.id : visitorId ? `${VISITOR_OWNER}${visitorId}` : undefined;
}

function ownedBy(owner: string, site: SiteCatalogue) {
  const code = site.site.countryCode;
  // The site first: two letters, where owners differ only near their end.
  return (r: RecentSearchRecord) => r.site === code && r.owner === owner;
}

/** The owner's recent searches on the site, newest first. */
export function recentSearchesOf(
  state: StoreState,
  owner: string | undefined,
  site: SiteCatalogue,
  limit = RECENT_SEARCHES_KEPT,
): Array<Schemas['RecentSearch']> {
  if (!owner) return [];
  return state.recentSearches
    .filter(ownedBy(owner, site))
    .map((r) => r.search)
    .reverse()
    .slice(0, limit);
}

/** A results-page query's recent search: its words, places and experience, and the URL that repeats it. */
export function recentSearchOf(query: {
  query?: string;
  locations?: string;
  experience?: number;
}): Omit<Schemas['RecentSearch'], 'searchedAt'> {
  const params = new URLSearchParams();
  if (query.query) params.set('query', query.query);
  if (query.locations) params.set('locations', query.locations);
  if (query.experience !== undefined) params.set('experience', String(query.experience));
  return {
    query: (query.query ?? '').trim(),
    locations: (query.locations ?? '').trim(),
    ...(query.experience === undefined ? {} : { experience: query.experience }),
    url: `${ROUTE.searchResults}?${params.toString()}`,
  };
}

/**
 * The visitors past the newest `kept`, the one seen longest ago first: the records are in the
 * order they were made, so a visitor's last record tells when it was last seen.
 */
function idleVisitors(records: readonly RecentSearchRecord[], kept: number): Set<string> {
  const lastSeen = new Map<string, number>();
  records.forEach((record, at) => {
    if (!record.owner.startsWith(VISITOR_OWNER)) return;
    lastSeen.delete(record.owner);
    lastSeen.set(record.owner, at);
  });
  return new Set([...lastSeen.keys()].slice(0, Math.max(0, lastSeen.size - kept)));
}

export function recordRecentSearch(
  store: Store,
  owner: string | undefined,
  site: SiteCatalogue,
  search: Omit<Schemas['RecentSearch'], 'searchedAt'>,
  now: Date,
  visitorsKept: number,
): void {
  if (!owner || (search.query === '' && search.locations === '')) return;
  const mine = ownedBy(owner, site);
  // Written behind: a search is a read, and its page does not wait for the disk; a crash loses at
  // most the last WRITE_BEHIND_MS of recent searches (sim-server/README.md, "Durability").
  store.transact((tx) => {
    // One pass finds the owner's searches here: the same search (folded into the new one) and
    // the others, oldest first.
    const same: string[] = [];
    const others: string[] = [];
    for (const r of tx.state.recentSearches) {
      if (!mine(r)) continue;
      const repeated = r.search.query === search.query && r.search.locations === search.locations;
      (repeated ? same : others).push(r.id);
    }
    for (const id of same) tx.remove('recentSearches', id);
    tx.insert('recentSearches', {
      id: `rs-${randomUUID()}`,
      owner,
      site: site.site.countryCode,
      search: { ...search, searchedAt: now.toISOString() },
    });
    // The new search and the newest others are kept.
    for (const id of others.slice(0, Math.max(0, others.length + 1 - RECENT_SEARCHES_KEPT))) {
      tx.remove('recentSearches', id);
    }
    // Only a visitor new to the store can take the visitors past the bound: one with an earlier
    // search here is already counted (this spares the scan of every record on most searches).
    if (!owner.startsWith(VISITOR_OWNER) || others.length > 0) return;
    const idle = idleVisitors(tx.state.recentSearches, visitorsKept);
    if (idle.size > 0) tx.removeWhere('recentSearches', (r) => idle.has(r.owner));
  }, WRITTEN_BEHIND);
}
